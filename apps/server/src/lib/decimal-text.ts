import Decimal from '@halyard/shared/decimal';

/** Decimal text without trailing zeros: NUMERIC(36,18) reads back as "12.500000000000000000". */
export function decimalText(value: Decimal.Value): string {
  return new Decimal(value).toFixed();
}
