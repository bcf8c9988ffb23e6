import { DEMO_ADDRESS, type AppConfig } from '@halyard/shared';
import { getNonce } from './api/get-nonce';
import { fetchMemberInfo } from './api/get-member-info';
import { login } from './api/login';
import { useSessionStore } from './stores/session-store';
import type { Wallet } from '../../lib/wallet/eip1193';
import { forgetReferral, storedReferral } from '../../lib/referral';
import { forgetWallet, rememberWallet } from '../../lib/wallet/connected-wallet';
import { buildSignInMessage, checksumAddress, signWithDemoAccount, toHexMessage } from '../../lib/wallet/sign-in-message';

type MessageSigner = (message: string, address: string) => Promise<string>;

/** Thrown when the wallet returned no signature: sign-in stops without a message (spec §4). */
export class EmptySignatureError extends Error {}

async function signInAs(address: string, chainId: number, sign: MessageSigner): Promise<void> {
  const checksummed = await checksumAddress(address);
  const nonce = await getNonce(checksummed);
  const message = await buildSignInMessage({ ...nonce, address: checksummed, chainId });
  const signature = await sign(message, checksummed);
  if (!signature) throw new EmptySignatureError();
  // Opened through an agent's link: the server links a new member to that agent (once, never an existing member).
  const ref = storedReferral();
  const { token } = await login({ address: checksummed, signature, message, ...(ref ? { ref } : {}) });
  forgetReferral();
  // The session starts, in storage and on screen, only with the member's info in hand: a sign-in
  // cut short (the member tapped a link, the page was left, the network dropped) stores nothing,
  // where storing the token first let the failed info call's clean-up remove it under the next page.
  const info = await fetchMemberInfo(token);
  useSessionStore.getState().signIn(token, checksummed, info);
}

function firstAccount(accounts: unknown): string {
  const [account] = Array.isArray(accounts) ? accounts : [];
  if (typeof account !== 'string') throw new Error('No account');
  return account;
}

/** eth_requestAccounts -> nonce -> SIWE message -> personal_sign -> login -> getInfo. */
export async function signInWithWallet(wallet: Wallet, config: AppConfig): Promise<void> {
  try {
    rememberWallet(wallet);
    const address = firstAccount(await wallet.provider.request({ method: 'eth_requestAccounts' }));
    await signInAs(address, config.chainId, async (message, signer) => {
      const signature = await wallet.provider.request({
        method: 'personal_sign',
        params: [await toHexMessage(message), signer],
      });
      return typeof signature === 'string' ? signature : '';
    });
  } catch (error) {
    forgetWallet();
    useSessionStore.getState().clearSession();
    throw error;
  }
}

/** Preview mode: the demo account signs locally; no wallet is connected for the mock user. */
export async function signInWithDemoAccount(config: AppConfig): Promise<void> {
  try {
    await signInAs(DEMO_ADDRESS, config.chainId, (message) => signWithDemoAccount(message));
  } catch (error) {
    useSessionStore.getState().clearSession();
    throw error;
  }
}
