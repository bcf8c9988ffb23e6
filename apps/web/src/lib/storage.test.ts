import { SESSION_TTL_SECONDS } from '@halyard/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('stores versioned JSON', () => {
    writeStored('theme', 'dark');
    expect(JSON.parse(localStorage.getItem('theme') ?? '')).toEqual({ v: 1, value: 'dark', expiresAt: null });
    expect(readStored('theme')).toBe('dark');
  });

  it('keeps a session value until the session TTL and drops it after', () => {
    writeStored('token', 'jwt');
    vi.advanceTimersByTime(SESSION_TTL_SECONDS * 1000 - 1);
    expect(readStored('token')).toBe('jwt');
    vi.advanceTimersByTime(1);
    expect(readStored('token')).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never expires a preference', () => {
    writeStored('web3Lang', 'de_DE');
    vi.advanceTimersByTime(SESSION_TTL_SECONDS * 1000 * 10);
    expect(readStored('web3Lang')).toBe('de_DE');
  });

  it('reads unversioned or broken values as absent', () => {
    localStorage.setItem('token', 'plain');
    expect(readStored('token')).toBeUndefined();
    localStorage.setItem('address', JSON.stringify({ value: '0x1' }));
    expect(readStored('address')).toBeUndefined();
  });

  it('removes a value', () => {
    writeStored('address', '0xabc');
    removeStored('address');
    expect(readStored('address')).toBeUndefined();
  });
});
