import type { ContractRow } from '@halyard/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CloseAll } from './close-all-sheet';
import { HistoryRow } from './history-row';
import { LinkedOrder } from './linked-order';
import { PendingOrderCard } from './pending-order-card';
import { PositionCard } from './position-card';
import { PositionDetailSheet } from './position-detail-sheet';
import { RecordList } from '../../../components/record-list';
import { TabStrip } from '../../../components/tab-strip';
import { CardsSkeleton } from '../../../components/skeleton';
import { useContractOrders, type ContractList } from '../api/get-contract-orders';
import { useLiveContractOrders } from '../api/use-live-contract-orders';

const TABS = ['positions', 'orders', 'history'] as const;
type ContractTab = (typeof TABS)[number];
const TAB_OF_LIST: Record<ContractList, ContractTab> = { open: 'positions', pending: 'orders', closed: 'history' };

function Positions() {
  const query = useContractOrders('open');
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      {total > 0 && <CloseAll rows={rows} total={total} />}
      <RecordList query={query} testId="positions" rowKey={(row) => row.id} renderRow={(row) => <PositionCard row={row} />} skeleton={<CardsSkeleton count={2} height={220} />} />
    </>
  );
}

function PendingOrders() {
  const query = useContractOrders('pending');
  return <RecordList query={query} testId="orders" rowKey={(row) => row.id} renderRow={(row) => <PendingOrderCard row={row} />} skeleton={<CardsSkeleton count={2} height={170} />} />;
}

function History() {
  const query = useContractOrders('closed');
  const [open, setOpen] = useState<ContractRow>();
  return (
    <>
      <RecordList query={query} testId="history" rowKey={(row) => row.id} renderRow={(row) => <HistoryRow row={row} onOpen={setOpen} />} skeleton={<CardsSkeleton count={3} height={64} />} />
      <PositionDetailSheet row={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

/** "Positions (2)": the count once the list has answered. */
function withCount(title: string, total: number | undefined): string {
  return total === undefined ? title : `${title} (${total})`;
}

/**
 * The member's contracts under the form: open positions (live), current (pending) orders and
 * history, each kept current by `user.orders` pushes.
 */
export function ContractOrders() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ContractTab>('positions');
  const showList = useCallback((list: ContractList) => setTab(TAB_OF_LIST[list]), []);
  useLiveContractOrders();
  const positions = useContractOrders('open');
  const orders = useContractOrders('pending');
  const titles: Record<ContractTab, string> = {
    positions: withCount(t('contract.tabs.positions'), positions.data?.pages[0]?.total),
    orders: withCount(t('contract.tabs.orders'), orders.data?.pages[0]?.total),
    history: t('contract.tabs.history'),
  };
  return (
    <section className="contract-orders" aria-label={t('contract.tabs.label')} data-testid="contract-orders">
      <TabStrip label={t('contract.tabs.label')} items={TABS.map((key) => ({ key, title: titles[key] }))} active={tab} onChange={setTab} testId="contract-tab">
        <div className="contract-orders__body">
          {tab === 'positions' && <Positions />}
          {tab === 'orders' && <PendingOrders />}
          {tab === 'history' && <History />}
        </div>
      </TabStrip>
      <LinkedOrder onList={showList} />
    </section>
  );
}
