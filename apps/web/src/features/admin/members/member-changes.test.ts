// @vitest-environment node
import type { MemberRow } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { draftOf, memberChanges } from './member-changes';

const member: MemberRow = {
  id: 7,
  address: '0x1111111111111111111111111111111111111111',
  mbId: '10000007',
  kind: 'regular',
  creditScore: 100,
  frozen: false,
  tradingDisabled: false,
  referralCode: null,
  referredBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('member changes', () => {
  it('sends only what changed', () => {
    expect(memberChanges(member, { ...draftOf(member), creditScore: '80', frozen: true })).toEqual({ ok: true, update: { creditScore: 80, frozen: true }, fields: ['creditScore', 'frozen'] });
    expect(memberChanges(member, { ...draftOf(member), kind: 'agent', tradingDisabled: true })).toEqual({ ok: true, update: { kind: 'agent', tradingDisabled: true }, fields: ['kind', 'tradingDisabled'] });
  });

  it('says so when nothing changed', () => {
    expect(memberChanges(member, draftOf(member))).toEqual({ ok: false, problem: 'nothingChanged' });
    expect(memberChanges(member, { ...draftOf(member), creditScore: ' 100 ' })).toEqual({ ok: false, problem: 'nothingChanged' });
  });

  it('takes a whole score from 0 to 1000 only', () => {
    for (const typed of ['', '-1', '1001', '50.5', 'abc', '1e3']) {
      expect(memberChanges(member, { ...draftOf(member), creditScore: typed })).toEqual({ ok: false, problem: 'scoreInvalid' });
    }
    expect(memberChanges(member, { ...draftOf(member), creditScore: '0' })).toMatchObject({ ok: true, update: { creditScore: 0 } });
    expect(memberChanges(member, { ...draftOf(member), creditScore: '1000' })).toMatchObject({ ok: true, update: { creditScore: 1000 } });
  });

  it('never changes the demo account kind', () => {
    const demo: MemberRow = { ...member, kind: 'mock' };
    expect(memberChanges(demo, { ...draftOf(demo), kind: 'mock' })).toEqual({ ok: false, problem: 'nothingChanged' });
  });
});
