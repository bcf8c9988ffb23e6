import type { BrowserContext } from 'playwright-core';
import { createWalletClient, defineChain, http, keccak256, toHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** A fixed key, so every run signs in the same member. */
export const USER_TEST_KEY: Hex = keccak256(toHex('halyard e2e user'));

/** The operator's key: the e2e server lists its address in ADMIN_ADDRESSES (global-setup.ts). */
export const OPERATOR_TEST_KEY: Hex = keccak256(toHex('halyard e2e operator'));

export function addressOfKey(privateKey: Hex): string {
  return privateKeyToAccount(privateKey).address;
}

export interface InjectedWalletOptions {
  privateKey?: Hex;
  /** Sign with an empty string, as a wallet whose user dismissed the request may. */
  signEmpty?: boolean;
  /** Announce through EIP-6963 as well as window.ethereum. */
  announce?: boolean;
  /** Also announce a second wallet (which refuses every request), so the app must offer a choice. */
  decoy?: boolean;
  /**
   * A node to send transactions to: the wallet then answers `eth_sendTransaction` (signed here by
   * the same key, sent raw to the node) and `eth_chainId` with the node's chain.
   */
  node?: { rpcUrl: string; chainId: number };
}

/**
 * An EIP-1193 wallet in the page whose signatures are made in Node by a real viem account:
 * eth_requestAccounts, eth_accounts, eth_chainId and personal_sign, announced by EIP-6963.
 */
export async function injectWallet(context: BrowserContext, options: InjectedWalletOptions = {}) {
  const account = privateKeyToAccount(options.privateKey ?? USER_TEST_KEY);
  const signed: string[] = [];
  /** Every method the page asked the wallet for, in order. */
  const requests: string[] = [];
  const node = options.node;
  const chain = node && defineChain({ id: node.chainId, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [node.rpcUrl] } } });
  const wallet = node && chain && createWalletClient({ account, chain, transport: http(node.rpcUrl) });
  /** Transactions the page had the wallet send, by hash. */
  const sent: Hex[] = [];
  await context.exposeFunction('__halyardTestWallet', async (method: string, params: unknown[]) => {
    requests.push(method);
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return toHex(node?.chainId ?? 1);
      case 'eth_sendTransaction': {
        if (!wallet) throw Object.assign(new Error('this wallet has no node'), { code: 4200 });
        const [request] = params as [{ to: Hex; data?: Hex; value?: Hex }];
        const hash = await wallet.sendTransaction({ to: request.to, data: request.data, value: request.value === undefined ? undefined : BigInt(request.value) });
        sent.push(hash);
        return hash;
      }
      case 'personal_sign': {
        if (options.signEmpty) return '';
        const [payload] = params as [Hex | string];
        const message = typeof payload === 'string' && payload.startsWith('0x') ? { raw: payload as Hex } : String(payload);
        signed.push(typeof message === 'string' ? message : Buffer.from(message.raw.slice(2), 'hex').toString('utf8'));
        return account.signMessage({ message });
      }
      case 'wallet_revokePermissions':
        return null;
      default:
        throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
    }
  });
  await context.addInitScript(
    ({ announce, decoy }) => {
      const call = (window as unknown as { __halyardTestWallet: (m: string, p: unknown[]) => Promise<unknown> })
        .__halyardTestWallet;
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const provider = {
        isHalyardTestWallet: true,
        request: ({ method, params }: { method: string; params?: unknown[] }) => call(method, params ?? []),
        on(event: string, listener: (...args: unknown[]) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)?.add(listener);
          return provider;
        },
        removeListener(event: string, listener: (...args: unknown[]) => void) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      (window as unknown as { ethereum: unknown }).ethereum = provider;
      if (!announce) return;
      const detail = Object.freeze({
        info: {
          uuid: '6b7f0f5e-4d0c-4c8e-9a43-0c0b0e2d2f11',
          name: 'Halyard Test Wallet',
          icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 8 8%22%3E%3Ccircle cx=%224%22 cy=%224%22 r=%224%22 fill=%22%2300a86b%22/%3E%3C/svg%3E',
          rdns: 'dev.halyard.testwallet',
        },
        provider,
      });
      const decoyDetail = Object.freeze({
        info: { ...detail.info, uuid: '0d6c1f0e-8f5b-4a59-b7f4-5f4c1b1f0a99', name: 'Decoy Wallet', rdns: 'dev.halyard.decoy' },
        provider: {
          request: () => Promise.reject(Object.assign(new Error('decoy wallet'), { code: 4001 })),
          on: () => undefined,
          removeListener: () => undefined,
        },
      });
      const announceProvider = () => {
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
        if (decoy) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: decoyDetail }));
      };
      window.addEventListener('eip6963:requestProvider', announceProvider);
      announceProvider();
    },
    { announce: options.announce ?? true, decoy: options.decoy ?? false },
  );
  return { address: account.address, signed, requests, sent };
}
