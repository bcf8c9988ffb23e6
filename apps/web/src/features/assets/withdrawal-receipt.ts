import Decimal from '@halyard/shared/decimal';

/**
 * What the member receives: amount - fee, in decimal (never floats), never below zero; undefined
 * while the amount is not a number yet, so the page shows a placeholder.
 */
export function actualReceipt(amount: string, fee: string): Decimal | undefined {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const receipt = new Decimal(text).minus(fee);
  return receipt.isNegative() ? new Decimal(0) : receipt;
}
