import { STAKING_REWARD_COIN, type PoolReward } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount, formatDateTime } from '../../../lib/format';

/** A stable key per reward: the feed carries no id, and two rewards may share a second and amount. */
function keysOf(rewards: readonly PoolReward[]): string[] {
  const seen = new Map<string, number>();
  return rewards.map((reward) => {
    const base = `${reward.time}|${reward.address}|${reward.amount}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}|${count}`;
  });
}

/** The latest rewards of the pool, masked addresses only; rows that arrived since the last look fade in. */
export function RewardFeed({ rewards }: { rewards: readonly PoolReward[] }) {
  const { t } = useTranslation();
  const keys = keysOf(rewards);
  const signature = keys.join('\n');
  // React's "information from previous renders": the keys of the last list seen, and which are new since.
  const [seen, setSeen] = useState({ signature, keys: new Set(keys), fresh: new Set<string>() });
  if (seen.signature !== signature) setSeen({ signature, keys: new Set(keys), fresh: new Set(keys.filter((key) => !seen.keys.has(key))) });
  if (rewards.length === 0) return <EmptyState text={t('web3.pool.recentEmpty')} testId="reward-feed-empty" />;
  return (
    <ul className="reward-feed" data-testid="reward-feed">
      {rewards.map((reward, index) => {
        const key = keys[index] ?? String(index);
        return (
          <li key={key} className={seen.fresh.has(key) ? 'reward-feed__row reward-feed__row--new' : 'reward-feed__row'}>
            <span className="reward-feed__address">{reward.address}</span>
            <span className="reward-feed__amount amount--up">
              +{formatAmount(reward.amount, COIN_QUANTITY_DECIMALS)} {STAKING_REWARD_COIN}
            </span>
            <span className="reward-feed__time">{formatDateTime(reward.time)}</span>
          </li>
        );
      })}
    </ul>
  );
}
