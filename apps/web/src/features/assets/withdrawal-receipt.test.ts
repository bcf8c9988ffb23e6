// @vitest-environment node
import Decimal from '@halyard/shared/decimal';
import { describe, expect, it } from 'vitest';
import { actualReceipt } from './withdrawal-receipt';

describe('the actual receipt of a withdrawal', () => {
  it('is the amount minus the fee, in exact decimals', () => {
    expect(actualReceipt('20', '1')?.toFixed()).toBe('19');
    expect(actualReceipt('10.3', '0.1')?.toFixed()).toBe('10.2');
    expect(actualReceipt('0.3', '0.1')?.toFixed()).toBe('0.2');
    expect(actualReceipt('123456789012345678.99', '1')?.toFixed()).toBe('123456789012345677.99');
  });

  it('never goes below zero', () => {
    expect(actualReceipt('0.5', '1')).toEqual(new Decimal(0));
  });

  it('is unknown while the amount is empty or not a number', () => {
    expect(actualReceipt('', '1')).toBeUndefined();
    expect(actualReceipt('12.', '1')).toBeUndefined();
    expect(actualReceipt('1e3', '1')).toBeUndefined();
    expect(actualReceipt('-5', '1')).toBeUndefined();
  });
});
