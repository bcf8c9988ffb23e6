import { Agent, request } from 'node:http';
import { USER_AGREEMENT_VERSION, type Envelope, type NonceResponse } from '@halyard/shared';
import { TEST_HOST } from './build-test-app.js';
import { createTestWallet } from './test-wallet.js';

/** What one HTTP call came back with: an answer (its status and envelope), or no answer at all. */
export type Outcome<T> = { kind: 'answer'; status: number; body: Envelope<T> | undefined } | { kind: 'network'; error: string };

export interface DoorClient {
  /** The loopback address this client's connections come from (its own client address to rate limits). */
  localAddress: string;
  send<T>(method: string, url: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Outcome<T>>;
  close(): void;
}

/**
 * A plain HTTP client of the front door that reports a lost connection as an outcome, never an
 * exception, and connects from `localAddress` (any 127.x.y.z), so each simulated member is a
 * client of its own to the door's and the server's rate limits.
 */
export function createDoorClient(door: string, localAddress = '127.0.0.1', timeoutMs = 15_000): DoorClient {
  const [hostname = '127.0.0.1', port = '80'] = door.split(':');
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return {
    localAddress,
    send<T>(method: string, url: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      return new Promise<Outcome<T>>((resolve) => {
        const call = request(
          {
            host: hostname,
            port: Number(port),
            localAddress,
            agent,
            method,
            path: url,
            timeout: timeoutMs,
            headers: {
              host: TEST_HOST,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
              ...options.headers,
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('error', (error) => resolve({ kind: 'network', error: error.message }));
            response.on('end', () => {
              let body: Envelope<T> | undefined;
              try {
                body = JSON.parse(text) as Envelope<T>;
              } catch {
                body = undefined;
              }
              resolve({ kind: 'answer', status: response.statusCode ?? 0, body });
            });
          },
        );
        call.on('timeout', () => call.destroy(new Error('timed out')));
        call.on('error', (error) => resolve({ kind: 'network', error: error.message }));
        call.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

function answered<T>(outcome: Outcome<T>, what: string): T {
  if (outcome.kind !== 'answer' || outcome.body?.code !== 200) {
    throw new Error(`${what} failed: ${outcome.kind === 'answer' ? `${outcome.status} ${JSON.stringify(outcome.body)}` : outcome.error}`);
  }
  return outcome.body.data;
}

/** Signs a wallet in through the door with real SIWE (nonce, signature, login) and accepts the user agreement. */
export async function signInThroughDoor(client: DoorClient, wallet = createTestWallet(), chainId?: number): Promise<{ address: string; token: string }> {
  const nonce = answered(await client.send<NonceResponse>('GET', `/api/member/app/nonce?address=${wallet.address}`), 'nonce');
  const message = await wallet.signLogin(TEST_HOST, nonce, chainId === undefined ? {} : { chainId });
  const login = answered(await client.send<{ token: string }>('POST', '/api/member/app/login', { body: message }), 'login');
  answered(await client.send('POST', '/api/member/app/auth', { token: login.token, body: { version: USER_AGREEMENT_VERSION } }), 'agreement');
  return { address: wallet.address, token: login.token };
}

/** Calls that must succeed (setting up): the envelope's data, or an error naming what failed. */
export async function mustSend<T>(client: DoorClient, method: string, url: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<T> {
  return answered(await client.send<T>(method, url, options), `${method} ${url}`);
}
