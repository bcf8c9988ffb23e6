import { firesOnFall, QUOTE_COIN, type ContractSide } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { DecimalInput } from '../../../components/decimal-input';

interface TriggerFieldProps {
  kind: 'stopProfit' | 'stopLoss';
  side: ContractSide;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  testId: string;
  /** Whether to say when it fires (the edit sheet does; the order form keeps to its labels). */
  explained?: boolean;
}

/** A take profit or stop loss, labelled, with when it fires for this side: a long's take profit on a rise, a short's on a fall. */
export function TriggerField({ kind, side, value, onChange, invalid, testId, explained = true }: TriggerFieldProps) {
  const { t } = useTranslation();
  const label = t(`contract.field.${kind}`);
  const onFall = firesOnFall(side, kind === 'stopProfit' ? 'takeProfit' : 'stopLoss');
  return (
    <div className="contract-trigger" data-testid={`${testId}-field`}>
      <span className="contract-trigger__label" data-testid={`${testId}-label`}>
        {label}
      </span>
      {explained && (
        <span className="contract-trigger__explain" data-testid={`${testId}-explain`}>
          {t(onFall ? 'contract.triggers.firesOnFall' : 'contract.triggers.firesOnRise')}
        </span>
      )}
      <DecimalInput label={label} value={value} onChange={onChange} unit={QUOTE_COIN} invalid={invalid} testId={testId} />
    </div>
  );
}
