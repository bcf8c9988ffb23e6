import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { contractOrderQueryOptions } from '../api/get-contract-order';
import type { ContractList } from '../api/get-contract-orders';
import { PositionDetailSheet } from './position-detail-sheet';

/** The order id of `?order=` (an alert's or a notification's target, recordPathOf), when it is one. */
function linkedId(search: URLSearchParams): number | undefined {
  const text = search.get('order');
  return text !== null && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

const LIST_OF_STATUS = { pending: 'pending', open: 'open', closed: 'closed', cancelled: 'closed' } as const;

/**
 * /trade?mode=contract&order=ID: the order's detail sheet opens over its list (the tab it is in);
 * closing the sheet drops the id from the address, so a reload does not open it again.
 */
export function LinkedOrder({ onList }: { onList: (list: ContractList) => void }) {
  const [search, setSearch] = useSearchParams();
  const id = linkedId(search);
  const options = contractOrderQueryOptions(id ?? 0);
  const order = useQuery({ ...options, enabled: id !== undefined && options.enabled });
  const row = id === undefined ? undefined : order.data;
  const status = row?.status;
  useEffect(() => {
    if (status) onList(LIST_OF_STATUS[status]);
  }, [status, onList]);
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  return <PositionDetailSheet row={row} onClose={close} />;
}
