import type { SpotRow } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { HistoryRow } from './history-row';
import { OpenOrderCard } from './open-order-card';
import { SpotDetailSheet } from './spot-detail-sheet';
import { RecordList } from '../../../components/record-list';
import { CardsSkeleton } from '../../../components/skeleton';
import { TabStrip } from '../../../components/tab-strip';
import { spotOrderQueryOptions, useSpotOrders } from '../api/get-spot-orders';
import { useLiveSpotOrders } from '../api/use-live-spot-orders';

const TABS = ['open', 'history'] as const;
type SpotTab = (typeof TABS)[number];

function OpenOrders() {
  const query = useSpotOrders('open');
  return <RecordList query={query} testId="spot-open" rowKey={(row) => row.id} renderRow={(row) => <OpenOrderCard row={row} />} skeleton={<CardsSkeleton count={2} height={120} />} />;
}

function History() {
  const query = useSpotOrders('done');
  const [open, setOpen] = useState<SpotRow>();
  return (
    <>
      <RecordList query={query} testId="spot-history" rowKey={(row) => row.id} renderRow={(row) => <HistoryRow row={row} onOpen={setOpen} />} skeleton={<CardsSkeleton count={3} height={64} />} />
      <SpotDetailSheet row={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

/**
 * /trade?mode=spot&order=ID (where an alert about a spot order leads): that order's detail, read
 * once; a record that is not the member's opens nothing. Closing it drops the parameter.
 */
function LinkedOrder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = Number(searchParams.get('order'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useQuery({ ...spotOrderQueryOptions(valid ? id : 0), enabled: valid });
  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('order');
    setSearchParams(next, { replace: true });
  };
  return <SpotDetailSheet row={valid ? query.data : undefined} onClose={close} />;
}

/** The member's spot orders under the form: waiting limit orders (with cancel) and the history, kept current by `user.orders` pushes. */
export function SpotOrders() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SpotTab>('open');
  useLiveSpotOrders();
  const open = useSpotOrders('open');
  const total = open.data?.pages[0]?.total;
  const titles: Record<SpotTab, string> = {
    open: total === undefined ? t('spot.tabs.open') : `${t('spot.tabs.open')} (${total})`,
    history: t('spot.tabs.history'),
  };
  return (
    <section className="spot-orders" aria-label={t('spot.tabs.label')} data-testid="spot-orders">
      <TabStrip label={t('spot.tabs.label')} items={TABS.map((key) => ({ key, title: titles[key] }))} active={tab} onChange={setTab} testId="spot-tab">
        <div className="spot-orders__body">
          {tab === 'open' && <OpenOrders />}
          {tab === 'history' && <History />}
        </div>
      </TabStrip>
      <LinkedOrder />
    </section>
  );
}
