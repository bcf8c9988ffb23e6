import { decodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import type { Eip1193Provider, Wallet } from './eip1193';
import { sendTokenTransfer, WrongChainError } from './send-token-transfer';

const info = { uuid: 'u1', name: 'Test Wallet', icon: '', rdns: 'test.wallet' };
const hash = `0x${'ab'.repeat(32)}`;
const transfer = { chainId: 31337, token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '149000000' };

function walletOn(chainId: string): { wallet: Wallet; request: ReturnType<typeof vi.fn> } {
  const request = vi.fn(({ method }: { method: string }) => {
    if (method === 'eth_chainId') return Promise.resolve(chainId);
    if (method === 'eth_requestAccounts') return Promise.resolve(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    return Promise.resolve(hash);
  });
  return { wallet: { info, provider: { request } as unknown as Eip1193Provider }, request };
}

describe('sendTokenTransfer', () => {
  it('sends transfer(to, amount) to the token from the wallet’s account and answers its hash', async () => {
    const { wallet, request } = walletOn('0x7a69');
    await expect(sendTokenTransfer(wallet, transfer)).resolves.toBe(hash);
    expect(request.mock.calls.map(([args]) => (args as { method: string }).method)).toEqual(['eth_chainId', 'eth_requestAccounts', 'eth_sendTransaction']);
    const [{ params }] = request.mock.calls[2] as [{ params: [{ from: string; to: string; data: `0x${string}` }] }];
    expect(params[0]).toMatchObject({ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: transfer.token });
    expect(decodeFunctionData({ abi: erc20Abi, data: params[0].data })).toEqual({ functionName: 'transfer', args: [transfer.to, 149000000n] });
  });

  it('sends nothing from a wallet on another chain', async () => {
    const { wallet, request } = walletOn('0x1');
    await expect(sendTokenTransfer(wallet, transfer)).rejects.toEqual(new WrongChainError(31337, 1));
    expect(request).toHaveBeenCalledTimes(1);
  });
});
