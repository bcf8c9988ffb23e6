import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverWallets } from './discover-wallets';
import type { Eip1193Provider } from './eip1193';

const provider: Eip1193Provider = { request: vi.fn() };
const info = { uuid: 'u1', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'test.wallet' };

describe('discoverWallets', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'ethereum');
  });

  it('collects EIP-6963 announcements made in answer to the request', async () => {
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }));
    window.addEventListener('eip6963:requestProvider', announce);
    await expect(discoverWallets()).resolves.toEqual([{ info, provider }]);
    window.removeEventListener('eip6963:requestProvider', announce);
  });

  it('ignores malformed announcements and falls back to window.ethereum', async () => {
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 1 }, provider } }));
    window.addEventListener('eip6963:requestProvider', announce);
    Reflect.set(window, 'ethereum', provider);
    const wallets = await discoverWallets();
    expect(wallets).toHaveLength(1);
    expect(wallets[0]?.provider).toBe(provider);
    window.removeEventListener('eip6963:requestProvider', announce);
  });

  it('finds nothing without a wallet', async () => {
    await expect(discoverWallets()).resolves.toEqual([]);
  });
});
