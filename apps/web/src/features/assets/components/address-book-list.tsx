import type { WithdrawalAddressRow, WithdrawalChain } from '@halyard/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormMessage } from '../../../components/form-message';
import { DeleteOutline } from '../../../components/icons';
import { ListEnd } from '../../../components/list-end';
import { MoreRowsSkeleton, RecordRowsSkeleton } from '../../../components/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { formatShortAddress } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import type { Page } from '../../../lib/paging';
import { showToast } from '../../../lib/toast';
import { useDeleteWithdrawalAddress } from '../api/delete-withdrawal-address';
import { EmphasisedAddress } from './emphasised-address';

interface AddressBookListProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<WithdrawalAddressRow>>>;
  chain: WithdrawalChain;
  onPick: (row: WithdrawalAddressRow) => void;
}

/** The saved addresses of one chain: tap to pick, the bin to delete (after a confirmation); pages load on scroll. */
export function AddressBookList({ query, chain, onPick }: AddressBookListProps) {
  const { t } = useTranslation();
  const remove = useDeleteWithdrawalAddress();
  const [removing, setRemoving] = useState<WithdrawalAddressRow>();
  const [problem, setProblem] = useState<FormProblem>();
  if (query.isPending) return <RecordRowsSkeleton rows={3} testId="address-book-loading" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // The book mixes chains; a chain's rows may all sit on later pages, which the scroll below loads.
  const rows = query.data.pages.flatMap((page) => page.rows).filter((row) => row.chain === chain);
  if (rows.length === 0 && !query.hasNextPage) return <EmptyState text={t('assets.addressBook.empty')} testId="address-book-empty" />;

  const confirmRemove = () => {
    if (!removing) return;
    setProblem(undefined);
    remove.mutate(removing.id, {
      onSuccess: () => showToast('success', t('assets.addressBook.removed')),
      onError: (error) => setProblem(serverProblem(error)),
    });
    setRemoving(undefined);
  };
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  return (
    <>
      <FormMessage problem={problem} testId="address-book-problem" />
      <ul className="address-book" data-testid="address-book-list">
        {rows.map((row) => (
          <li key={row.id} className="address-book__row" data-testid={`address-book-row-${row.id}`} data-address={row.address}>
            <button type="button" className="address-book__pick" onClick={() => onPick(row)} data-testid={`address-book-pick-${row.id}`}>
              <span className="address-book__label">{row.label}</span>
              <EmphasisedAddress address={row.address} short />
              <span className="address-book__meta" data-testid={`address-book-paid-${row.id}`}>
                {row.paidCount === 0 ? t('assets.addressBook.neverPaid') : t('assets.addressBook.paidCount', { count: row.paidCount })}
              </span>
            </button>
            <button
              type="button"
              className="icon-button address-book__remove"
              aria-label={t('assets.addressBook.remove', { label: row.label })}
              onClick={() => setRemoving(row)}
              data-testid={`address-book-remove-${row.id}`}
            >
              <DeleteOutline aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <InfiniteScroll className="record-list__more" hasMore={query.hasNextPage} loadMore={loadMore}>
        {(hasMore, failed, retry) => {
          if (failed) return <ErrorState error={query.error} onRetry={retry} />;
          return hasMore ? <MoreRowsSkeleton /> : <ListEnd />;
        }}
      </InfiniteScroll>
      <ConfirmDialog
        open={removing !== undefined}
        title={t('assets.addressBook.removeTitle')}
        confirmLabel={t('assets.addressBook.removeConfirm')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(undefined)}
        testId="address-book-remove-dialog"
      >
        {removing && t('assets.addressBook.removeBody', { label: removing.label, address: formatShortAddress(removing.address) })}
      </ConfirmDialog>
    </>
  );
}
