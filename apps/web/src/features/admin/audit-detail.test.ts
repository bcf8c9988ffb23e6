import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-detail';

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
});
