import type { FinanceConfig } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { InformationCircleOutline } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';
import { formatQuantity } from '../../../lib/format';

/** A rate as a percent without trailing zeros: 0.0005 -> 0.05 %. */
export function ratePercent(rate: string): string {
  return `${formatQuantity(new Decimal(rate).times(100), 4)}%`;
}

/** The published rules every order follows, in the member's language, with the live rates. */
export function RulesList({ config }: { config: FinanceConfig }) {
  const { t } = useTranslation();
  const rules = [
    t('contract.rules.market'),
    t('contract.rules.trigger'),
    t('contract.rules.reached'),
    t('contract.rules.watch'),
    t('contract.rules.fee', { rate: ratePercent(config.contractFeeRate) }),
    t('contract.rules.liquidation', { rate: ratePercent(config.maintenanceMarginRate) }),
    t('contract.rules.minMargin', { min: formatQuantity(config.contractMinMargin, 2) }),
  ];
  return (
    <ul className="contract-rules" data-testid="contract-rules">
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}

/** An info button beside the form; it opens the rules. */
export function RulesSheet({ config }: { config: FinanceConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button contract-form__info" onClick={() => setOpen(true)} aria-label={t('contract.rules.title')} data-testid="contract-rules-open">
        <InformationCircleOutline />
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('contract.rules.title')} testId="contract-rules-sheet">
        <RulesList config={config} />
      </BottomSheet>
    </>
  );
}
