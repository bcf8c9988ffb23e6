import type { ReserveSnapshot } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { ReactNode } from 'react';
import { DetailList } from '../../../components/detail-list';
import { StatusTag } from '../../../components/status-tag';
import { formatPercent, formatQuantity } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { reserveRatio } from '../reserve-figures';

/** Amounts with every place the tree holds, trailing zeros dropped: what members are owed, exactly. */
const EXACT = 18;

function Figure({ label, value, testId, tone }: { label: string; value: ReactNode; testId: string; tone?: 'ok' | 'short' }) {
  return (
    <div className="reserve-figure">
      <span className="reserve-figure__label">{label}</span>
      <span className={tone ? `reserve-figure__value reserve-figure__value--${tone}` : 'reserve-figure__value'} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Where the reserves were not read, why, in plain words. */
function ReservesNotRead({ tree }: { tree: ReserveSnapshot }) {
  const { t } = useTranslation();
  if (tree.reservesStatus === 'read') return null;
  const status = tree.reservesStatus;
  return (
    <div className={`reserve-card__status reserve-card__status--${status}`} data-testid={`reserves-status-${tree.coin}`} data-status={status}>
      <strong>{t(`reserves.status.${status}`)}</strong>
      <span>{t(`reserves.status.${status}Hint`, { coin: tree.coin })}</span>
    </div>
  );
}

/**
 * One coin in one snapshot: what members are owed (the root's sum), the reserves read on chain and
 * their ratio, the block and addresses they were read from, and the published root.
 */
export function CoinReserveCard({ tree, children }: { tree: ReserveSnapshot; children?: ReactNode }) {
  const { t } = useTranslation();
  const reserves = tree.reservesStatus === 'read' ? tree.reserves : null;
  const ratio = reserveRatio(reserves?.amount, tree.liabilities);
  const covered = ratio === undefined ? undefined : new Decimal(ratio).gte(100);
  const testId = `reserves-coin-${tree.coin}`;
  return (
    <article className="reserve-card" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="reserve-card__head">
        <h3 id={`${testId}-title`} className="reserve-card__coin">
          {tree.coin}
        </h3>
        {covered !== undefined && <StatusTag tone={covered ? 'success' : 'danger'} label={t(covered ? 'reserves.coin.covered' : 'reserves.coin.short')} testId={`${testId}-covered`} />}
      </header>
      <div className="reserve-card__figures">
        <Figure label={t('reserves.coin.liabilities')} value={`${formatQuantity(tree.liabilities, EXACT)}`} testId={`${testId}-liabilities`} />
        <Figure label={t('reserves.coin.reserves')} value={reserves ? formatQuantity(reserves.amount, EXACT) : '--'} testId={`${testId}-reserves`} />
        {reserves && <Figure label={t('reserves.coin.ratio')} value={formatPercent(ratio, { signed: false })} testId={`${testId}-ratio`} tone={covered ? 'ok' : 'short'} />}
      </div>
      <ReservesNotRead tree={tree} />
      <DetailList
        testId={`${testId}-facts`}
        items={[
          { key: 'members', label: t('reserves.coin.members'), value: tree.leaves },
          reserves !== null && { key: 'block', label: t('reserves.coin.block'), value: `#${reserves.blockNumber}` },
          reserves !== null && { key: 'addresses', label: t('reserves.coin.addresses'), value: t('reserves.coin.addressesValue', { deposit: reserves.addresses, wallets: reserves.wallets.length }) },
          { key: 'root', label: t('reserves.coin.rootHash'), value: tree.rootHash, long: true },
        ]}
      />
      {children}
    </article>
  );
}
