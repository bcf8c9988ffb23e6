import { QUOTE_COIN } from '@halyard/shared';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { DecimalInput } from '../../../components/decimal-input';
import type { OrderField } from '../order-draft';

interface TriggerFieldsProps {
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  stopProfit: string;
  stopLoss: string;
  onStopProfit: (value: string) => void;
  onStopLoss: (value: string) => void;
  invalidField: OrderField | undefined;
}

/** Optional take profit and stop loss, behind a check box as exchange apps keep them. */
export function TriggerFields({ enabled, onToggle, stopProfit, stopLoss, onStopProfit, onStopLoss, invalidField }: TriggerFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="contract-triggers">
      <Checkbox checked={enabled} onChange={onToggle} className="contract-triggers__toggle" data-testid="contract-triggers-toggle">
        {t('contract.form.triggers')}
      </Checkbox>
      {enabled && (
        <>
          <DecimalInput label={t('contract.field.stopProfit')} value={stopProfit} onChange={onStopProfit} unit={QUOTE_COIN} invalid={invalidField === 'stopProfit'} testId="contract-stop-profit" />
          <DecimalInput label={t('contract.field.stopLoss')} value={stopLoss} onChange={onStopLoss} unit={QUOTE_COIN} invalid={invalidField === 'stopLoss'} testId="contract-stop-loss" />
        </>
      )}
    </div>
  );
}
