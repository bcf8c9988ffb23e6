import { amountPrecisionOf } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import type { MessageKey } from '../../lib/i18n';

type CloseIssueKey = Extract<MessageKey, `contract.close.${string}`>;

/** Why a typed close size cannot be sent. */
export interface CloseSizeIssue {
  key: CloseIssueKey;
  values?: Record<string, string>;
}

const SIZE_TEXT = /^\d+(\.\d+)?$/;

/** The size to close as a decimal, or why it cannot be: empty, not a number, too many decimals, zero, more than the position. */
export function closeSizeOf(pair: string, typed: string, positionSize: string): { size: Decimal } | { issue: CloseSizeIssue } {
  const value = typed.trim();
  if (value === '') return { issue: { key: 'contract.close.sizeRequired' } };
  if (!SIZE_TEXT.test(value)) return { issue: { key: 'contract.close.sizeInvalid' } };
  const decimals = amountPrecisionOf(pair);
  const size = new Decimal(value);
  if (size.decimalPlaces() > decimals) return { issue: { key: 'contract.close.sizeDecimals', values: { decimals: String(decimals) } } };
  if (size.isZero()) return { issue: { key: 'contract.close.sizeInvalid' } };
  if (size.gt(positionSize)) return { issue: { key: 'contract.close.sizeTooLarge' } };
  return { size };
}
