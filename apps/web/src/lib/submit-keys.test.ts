// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSubmitKeys, newIdempotencyKey } from './submit-keys';

describe('idempotency keys of a money form', () => {
  const counter = () => {
    let next = 0;
    return () => `key-${(next += 1)}`;
  };

  it('reuses the key while the same body is retried, so the money moves once', () => {
    const keys = createSubmitKeys(counter());
    const body = { coin: 'USDT', amount: '30', from: 'fund', to: 'options' };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
  });

  it('takes a fresh key for another body, and after a success', () => {
    const keys = createSubmitKeys(counter());
    expect(keys.keyFor({ amount: '30' })).toBe('key-1');
    expect(keys.keyFor({ amount: '31' })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ amount: '31' })).toBe('key-3');
  });

  it('makes keys the server accepts (visible ASCII, at most 100 characters), different each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
