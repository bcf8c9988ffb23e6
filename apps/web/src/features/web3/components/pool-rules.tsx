import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';

const RULES = ['stake', 'reward', 'price', 'once', 'principal', 'exchange', 'withdraw', 'figures'] as const;

/** How every pool works (the same for each plan): staking, rewards, the price, principal, exchange, withdrawal. */
export function PoolRulesList() {
  const { t } = useTranslation();
  return (
    <ol className="web3-rules">
      {RULES.map((rule) => (
        <li key={rule}>{t(`web3.detail.rules.${rule}`)}</li>
      ))}
    </ol>
  );
}

/** WEB3.0's "Pool rules" entry opens the rules themselves, not one plan's pool. */
export function PoolRulesSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('web3.detail.rulesTitle')} testId="pool-rules-sheet">
      <PoolRulesList />
    </BottomSheet>
  );
}
