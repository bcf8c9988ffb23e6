import type { ChainStatus } from '@halyard/shared';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { FigureCard } from '../../console/components/figure-card';
import { WATCHER_TONES, watcherState } from '../watcher-state';

/** The chain watcher: whether a node is configured, the processed block beside the node's head, the lag and the last error. */
export function WatcherCard({ status }: { status: ChainStatus }) {
  const { t } = useTranslation();
  const state = watcherState(status);
  const none = t('console.chain.none');
  return (
    <section className="chain-card" data-testid="chain-watcher" data-configured={status.configured} data-state={state} aria-labelledby="chain-watcher-title">
      <div className="chain-card__head">
        <h3 className="chain-card__title" id="chain-watcher-title">
          {t('console.chain.watcher')}
        </h3>
        <StatusTag label={t(`console.chain.state.${state}`)} tone={WATCHER_TONES[state]} status={state} testId="chain-watcher-state" />
      </div>
      {!status.configured ? (
        <p className="chain-card__note" data-testid="chain-off-note">
          {t('console.chain.offNote')}
        </p>
      ) : (
        <>
          <div className="books-cards">
            <FigureCard testId="chain-processed" label={t('console.chain.processed')} value={status.cursor ? String(status.cursor.blockNumber) : none} />
            <FigureCard
              testId="chain-head"
              label={t(status.nodeAnswered ? 'console.chain.nodeHead' : 'console.chain.nodeHeadStored')}
              value={status.nodeHead === null ? none : String(status.nodeHead)}
            />
            <FigureCard testId="chain-lag" label={t('console.chain.lag')} value={status.lag === null ? none : String(status.lag)} />
            <FigureCard testId="chain-confirmations" label={t('console.chain.confirmations')} value={String(status.confirmations ?? none)} />
          </div>
          <dl className="chain-facts">
            <dt>{t('console.chain.chainId')}</dt>
            <dd data-testid="chain-id">{status.chainId}</dd>
            <dt>{t('console.chain.token')}</dt>
            <dd className="console-row__mono" data-testid="chain-token">
              {status.usdtContract ?? none}
            </dd>
            <dt>{t('console.chain.updatedAt')}</dt>
            <dd>{status.cursor ? formatDateTime(status.cursor.updatedAt) : none}</dd>
            <dt>{t('console.chain.lastError')}</dt>
            <dd data-testid="chain-last-error">
              {status.lastError ? (
                <>
                  <span className="chain-facts__error">{status.lastError}</span>
                  {status.lastErrorAt && <span className="console-row__meta chain-facts__when">{formatDateTime(status.lastErrorAt)}</span>}
                </>
              ) : (
                none
              )}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
