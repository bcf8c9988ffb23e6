import type { OptionRow } from '@halyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { OpenOptionCard } from './open-option-card';
import { OptionDetailSheet } from './option-detail-sheet';
import { SettledRow } from './settled-row';
import { RecordList } from '../../../components/record-list';
import { CardsSkeleton } from '../../../components/skeleton';
import { TabStrip } from '../../../components/tab-strip';
import { getOptionOrder } from '../api/get-option-order';
import { useOptionOrders } from '../api/get-option-orders';
import { useLiveOptions } from '../api/use-live-options';
import { useNow } from '../use-now';
import '../option-orders.css';

const TABS = ['open', 'settled'] as const;
type OptionTab = (typeof TABS)[number];

/**
 * Hands each option of this visit that settles to `onSettled`, once: from the `user.orders` push,
 * or, should the push be missed, when an option past its close second leaves the open list.
 */
function useSettlements(openRows: readonly OptionRow[] | undefined, onSettled: (row: OptionRow) => void) {
  const shown = useRef(new Set<number>());
  const known = useRef(new Map<number, OptionRow>());
  const settle = useCallback(
    (row: OptionRow) => {
      if (row.status !== 'settled' || shown.current.has(row.id)) return;
      shown.current.add(row.id);
      onSettled(row);
    },
    [onSettled],
  );
  useLiveOptions(settle);
  useEffect(() => {
    if (!openRows) return;
    const still = new Set(openRows.map((row) => row.id));
    for (const [id, row] of known.current) {
      if (!still.has(id) && new Date(row.closeTime).getTime() <= Date.now()) void getOptionOrder(id).then(settle, () => undefined);
    }
    known.current = new Map(openRows.map((row) => [row.id, row]));
  }, [openRows, settle]);
}

/**
 * /option?order=ID (where an alert about an option leads): opens that option's result once it is
 * read; a record that is not the member's simply opens nothing. Closing it drops the parameter.
 */
function useLinkedOption(onFound: (row: OptionRow) => void): () => void {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = Number(searchParams.get('order'));
  useEffect(() => {
    if (!Number.isSafeInteger(linked) || linked <= 0) return;
    let current = true;
    getOptionOrder(linked).then(
      (row) => current && onFound(row),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [linked, onFound]);
  return useCallback(() => {
    if (!searchParams.has('order')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('order');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
}

/**
 * The member's options under the form: in position (each counting down, the live price against its
 * buy price) and completed; when one settles during the visit its result opens by itself.
 */
export function OptionOrders() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OptionTab>('open');
  const [result, setResult] = useState<OptionRow>();
  const [detail, setDetail] = useState<OptionRow>();
  const open = useOptionOrders('open');
  const settled = useOptionOrders('settled');
  const openRows = open.data?.pages.flatMap((page) => page.rows);
  const now = useNow((openRows?.length ?? 0) > 0);
  useSettlements(openRows, setResult);
  const forgetLinked = useLinkedOption(setDetail);
  const total = open.data?.pages[0]?.total;
  const titles: Record<OptionTab, string> = {
    open: total === undefined ? t('options.tabs.open') : `${t('options.tabs.open')} (${total})`,
    settled: t('options.tabs.settled'),
  };
  return (
    <section className="option-orders" aria-label={t('options.tabs.label')} data-testid="option-orders">
      <TabStrip label={t('options.tabs.label')} items={TABS.map((key) => ({ key, title: titles[key] }))} active={tab} onChange={setTab} testId="option-tab">
        <div className="option-orders__body">
          {tab === 'open' && (
            <RecordList query={open} testId="option-open" rowKey={(row) => row.id} renderRow={(row) => <OpenOptionCard row={row} now={now} />} skeleton={<CardsSkeleton count={1} height={150} />} />
          )}
          {tab === 'settled' && (
            <RecordList query={settled} testId="option-settled" rowKey={(row) => row.id} renderRow={(row) => <SettledRow row={row} onOpen={setDetail} />} skeleton={<CardsSkeleton count={3} height={64} />} />
          )}
        </div>
      </TabStrip>
      <OptionDetailSheet
        row={detail}
        kind="detail"
        onClose={() => {
          setDetail(undefined);
          forgetLinked();
        }}
      />
      <OptionDetailSheet row={result} kind="result" onClose={() => setResult(undefined)} />
    </section>
  );
}
