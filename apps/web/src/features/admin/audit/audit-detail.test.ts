// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-detail';
import { termsValueText } from '../products/products-draft';

describe('audit detail', () => {
  it('lists only the member fields that changed, before and after', () => {
    const detail = {
      before: { kind: 'regular', creditScore: 100, frozen: false, tradingDisabled: false },
      after: { kind: 'regular', creditScore: 80, frozen: true, tradingDisabled: false },
    };
    expect(auditChanges(detail)).toEqual([
      { field: 'creditScore', before: 100, after: 80 },
      { field: 'frozen', before: false, after: true },
    ]);
  });

  it("shows an operator's role change as one line, a removal as a change to nothing", () => {
    expect(auditChanges({ before: null, after: 'reviewer' }, 'role')).toEqual([{ field: 'role', before: null, after: 'reviewer' }]);
    expect(auditChanges({ before: 'reviewer', after: null }, 'role')).toEqual([{ field: 'role', before: 'reviewer', after: null }]);
  });

  it('lists a decision as it is', () => {
    expect(auditChanges({ reason: 'Wrong hash' })).toEqual([{ field: 'reason', value: 'Wrong hash' }]);
    expect(auditChanges({ rate: '1', creditedUsdt: '100' })).toEqual([
      { field: 'rate', value: '1' },
      { field: 'creditedUsdt', value: '100' },
    ]);
    expect(auditChanges({})).toEqual([]);
  });

  it('lists the product terms that changed, levels and periods as compact text', () => {
    const detail = {
      before: { leverages: [5, 10, 20, 50, 100], feeRate: '0.0005', maintenanceMarginRate: '0.005', minMargin: '5' },
      after: { leverages: [3, 10, 25], feeRate: '0.0008', maintenanceMarginRate: '0.005', minMargin: '5' },
    };
    const changes = auditChanges(detail);
    expect(changes.map((change) => change.field)).toEqual(['leverages', 'feeRate']);
    expect(changes.map((change) => 'after' in change && termsValueText(change.field, change.after))).toEqual(['3x, 10x, 25x', '0.0008 (0.08 %)']);
    expect(termsValueText('periods', [{ period: 45, profitRate: '0.5' }])).toBe('45 s · 50 %');
  });
});
