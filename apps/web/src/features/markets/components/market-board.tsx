import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { TabStrip } from '../../../components/tab-strip';
import { MarketRowsSkeleton } from './market-skeletons';
import { useMarketOverview } from '../api/get-market-overview';
import { BOARD_TABS, boardRows, type BoardTab } from '../market-board';
import { MarketList } from './market-list';
import '../market-board.css';

/** Home: live markets under the tabs hot, gainers, losers and turnover, ten pairs each, and a way to all of them. */
export function MarketBoard({ onOpen, onMore }: { onOpen: (pair: string) => void; onMore: () => void }) {
  const { t } = useTranslation();
  const overview = useMarketOverview();
  const [tab, setTab] = useState<BoardTab>('hot');
  const rows = overview.data ? boardRows(overview.data, tab) : [];
  return (
    <div className="market-board" data-testid="market-board">
      <TabStrip
        label={t('section.home.markets')}
        items={BOARD_TABS.map((key) => ({ key, title: t(`markets.board.${key}`) }))}
        active={tab}
        onChange={setTab}
        testId="board-tab"
      >
        {overview.isPending ? (
          <MarketRowsSkeleton rows={10} />
        ) : overview.isError ? (
          <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <MarketList rows={rows} onOpen={onOpen} showVolume={tab === 'turnover'} />
        )}
      </TabStrip>
      <button type="button" className="market-board__more" onClick={onMore} data-testid="board-more">
        {t('markets.board.more')}
      </button>
    </div>
  );
}
