import { STAKING_REWARD_COIN, USDT, USDT_DECIMALS, type StakeRow } from '@halyard/shared';
import { DownOutline, UpOutline } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ChipGroup } from '../../../components/chip-group';
import { RecordList } from '../../../components/record-list';
import { StatusTag } from '../../../components/status-tag';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount, formatDate } from '../../../lib/format';
import { ALL_STAKES, useStakes, type StakeFilter } from '../api/get-stakes';
import { useLiveStaking } from '../api/use-live-staking';
import { ratePercent } from './rates';
import { StakeRewardLog } from './stake-reward-log';
import '../web3.css';

function StakeCard({ stake }: { stake: StakeRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logId = `stake-log-${stake.id}`;
  return (
    <div className="stake-card" data-testid={`stake-${stake.id}`} data-status={stake.status}>
      <div className="record-row">
        <span className="record-row__title">
          {t('web3.plan.title', { days: stake.days })} · {t('web3.record.rate', { rate: ratePercent(stake.dailyRate) })}
        </span>
        <span className="record-row__amount">
          {formatAmount(stake.amount, USDT_DECIMALS)} {USDT}
        </span>
        <span className="record-row__meta">{t('web3.record.period', { start: formatDate(stake.startTime), end: formatDate(stake.endTime) })}</span>
        <span className="record-row__status">
          <StatusTag label={t(`web3.record.${stake.status}`)} tone={stake.status === 'active' ? 'pending' : 'success'} status={stake.status} testId={`stake-${stake.id}-status`} />
        </span>
      </div>
      <dl className="stake-card__facts">
        <div>
          <dt>{t('web3.record.earned')}</dt>
          <dd data-testid={`stake-${stake.id}-earned`}>
            {formatAmount(stake.totalProfit, COIN_QUANTITY_DECIMALS)} {STAKING_REWARD_COIN}
            <span className="stake-card__sub"> ≈ {formatAmount(stake.totalProfitUsdt, USDT_DECIMALS)} {USDT}</span>
          </dd>
        </div>
        <div>
          <dt>{t('web3.record.progressLabel')}</dt>
          <dd data-testid={`stake-${stake.id}-progress`}>{t('web3.record.progress', { paid: stake.daysPaid, days: stake.days })}</dd>
        </div>
        <div>
          <dt>{t('web3.record.orderNo')}</dt>
          <dd className="stake-card__mono">{stake.orderNo}</dd>
        </div>
      </dl>
      <button type="button" className="stake-card__toggle" aria-expanded={open} aria-controls={logId} onClick={() => setOpen(!open)} data-testid={`stake-${stake.id}-toggle`}>
        {open ? t('web3.record.hideLog') : t('web3.record.showLog')}
        {open ? <UpOutline aria-hidden="true" /> : <DownOutline aria-hidden="true" />}
      </button>
      {open && (
        <div id={logId}>
          <StakeRewardLog stakeId={stake.id} />
        </div>
      )}
    </div>
  );
}

/** Stakes in progress or ended, each with its daily reward log; the filter is the route's or the member's. */
export function StakeList({ filter, testId = 'stake-list' }: { filter: StakeFilter; testId?: string }) {
  const query = useStakes(filter);
  return <RecordList query={query} testId={testId} rowKey={(row) => row.id} renderRow={(row) => <StakeCard stake={row} />} />;
}

/** The staking records page: all, in progress or ended. */
export function StakeRecords() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StakeFilter>(ALL_STAKES);
  useLiveStaking();
  return (
    <>
      <ChipGroup
        label={t('web3.record.filter')}
        value={filter}
        onChange={setFilter}
        testId="stake-filter"
        options={[
          { value: ALL_STAKES, label: t('web3.record.all') },
          { value: 'active', label: t('web3.record.active') },
          { value: 'ended', label: t('web3.record.ended') },
        ]}
      />
      <StakeList key={filter} filter={filter} />
    </>
  );
}
