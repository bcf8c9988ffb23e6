import type { ContractSide } from '@halyard/shared';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { TriggerField } from './trigger-field';
import type { OrderField } from '../order-draft';

interface TriggerFieldsProps {
  side: ContractSide;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  stopProfit: string;
  stopLoss: string;
  onStopProfit: (value: string) => void;
  onStopLoss: (value: string) => void;
  invalidField: OrderField | undefined;
}

/** Optional take profit and stop loss, behind a check box as exchange apps keep them. */
export function TriggerFields({ side, enabled, onToggle, stopProfit, stopLoss, onStopProfit, onStopLoss, invalidField }: TriggerFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="contract-triggers">
      <Checkbox checked={enabled} onChange={onToggle} className="contract-triggers__toggle" data-testid="contract-triggers-toggle">
        {t('contract.form.triggers')}
      </Checkbox>
      {enabled && (
        <>
          <TriggerField kind="stopProfit" side={side} value={stopProfit} onChange={onStopProfit} invalid={invalidField === 'stopProfit'} testId="contract-stop-profit" explained={false} />
          <TriggerField kind="stopLoss" side={side} value={stopLoss} onChange={onStopLoss} invalid={invalidField === 'stopLoss'} testId="contract-stop-loss" explained={false} />
        </>
      )}
    </div>
  );
}
