/** Business constants of spec §9, named once for the web and the server. */
export const APP_NAME = 'Halyard';
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 50_000;
/** Session tokens and the stored session values both expire after this many seconds (6 h). */
export const SESSION_TTL_SECONDS = 21_600;
export const SIWE_NONCE_TTL_SECONDS = 300;
export const SIWE_STATEMENT = 'Login';
export const SOCKET_PATH = '/ws';
/**
 * `/ws?batch=1`: the client reads a frame that carries several pushes (a JSON array of them, the
 * channels it holds that changed in the same moment). Without it every push is a frame of its
 * own, as HTX sends them.
 */
export const SOCKET_BATCH_PARAM = 'batch';
export const SOCKET_RECONNECT_MS = 500;
export const SOCKET_PING_INTERVAL_MS = 5_000;
export const PROMPT_RECHECK_MS = 500;
export const TOAST_DURATION_MS = 1_000;
export const LOADING_OVERLAY_MS = 1_000;
export const DEFAULT_PAIR = 'btcusdt';
export const DEFAULT_DECIMALS = 2;
export const DEFAULT_CREDIT_SCORE = 100;
/** Version of the user agreement a user must accept (POST /member/app/auth) before money moves. */
export const USER_AGREEMENT_VERSION = '2026-11-01';

/**
 * The published demo (mock) account. Its key is public on purpose: preview mode signs the SIWE
 * message with it, so the mock user signs in through exactly the same check as a real wallet.
 * The server restricts what this address may do (spec §1, ARCHITECTURE §8).
 * Key = keccak256("halyard demo account"); a unit test checks the address matches it.
 */
export const DEMO_PRIVATE_KEY =
  '0x818b81bfb71aeea75b446a716e3d3b9dff67a27616dd9baa9c2fe08eac27932c' as const;
export const DEMO_ADDRESS = '0x8802Ed140415F3b1142F20064e798cd6b53b9512' as const;

/**
 * The places a fee is shown at, by kind, on every page and in the console (one rule, so no page
 * shows a fee at 8 places beside one at 2): a trading fee (contract, spot, option) is a rate times
 * an amount in USDT and shows 4 places, so a 0.1% fee on 1 USDT reads 0.0010, not 0.00; a
 * withdrawal fee is a flat USDT amount the operator sets in cents and shows 2, like the amount.
 * Fees are truncated like every amount (format.ts).
 */
export const FEE_PRECISION = { contract: 4, spot: 4, option: 4, withdrawal: 2 } as const;

export type FeeKind = keyof typeof FEE_PRECISION;
