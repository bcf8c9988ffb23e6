import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { decimalStringSchema } from './assets.js';
import { CHAIN_DEPOSIT_CHAINS } from './assets-constants.js';

/** GET /member/depositAddress?chain=ERC20|ETH */
export const depositAddressQuerySchema = z.object({ chain: z.enum(CHAIN_DEPOSIT_CHAINS) });

/** The member's own deposit address: `0/<index>` below the platform's extended public key, assigned once and for ever. */
export const depositAddressSchema = z.object({
  chain: z.enum(CHAIN_DEPOSIT_CHAINS),
  address: z.string().describe('EIP-55 checksummed'),
  index: z.number().int().describe("The address's index below the platform's extended public key (its path is 0/index)"),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/** What the console shows operators. */
export const CHAIN_ALARM_KINDS = ['deepReorg', 'payoutMismatch', 'watcherStalled'] as const;
export type ChainAlarmKind = (typeof CHAIN_ALARM_KINDS)[number];

export const chainAlarmSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAIN_ALARM_KINDS),
  detail: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type ChainAlarm = z.infer<typeof chainAlarmSchema>;

/** GET /admin/chain: the watcher's place, the node's head, the lag, the last error and the alarms. */
export const chainStatusSchema = z.object({
  configured: z.boolean().describe('False without ETH_RPC_URL: deposits are reported and reviewed, and the rest is null or empty'),
  chainId: z.number().int().describe('CHAIN_ID: the chain members sign in on and the node must be'),
  confirmations: z.number().int().nullable(),
  usdtContract: z.string().nullable(),
  cursor: z.object({ blockNumber: z.number().int(), blockHash: z.string(), updatedAt: z.string() }).nullable().describe('The last block the watcher processed; null before its first'),
  nodeHead: z.number().int().nullable(),
  nodeAnswered: z.boolean().describe("True when the node answered just now; false when nodeHead is the watcher's last reading"),
  lag: z.number().int().nullable().describe('Blocks between the node head and the last processed block'),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  alarms: z.array(chainAlarmSchema).describe('Open alarms first, then the latest acknowledged ones'),
});
export type ChainStatus = z.infer<typeof chainStatusSchema>;

/** One deposit address with its balances on chain (read from the node now). */
export const depositAddressBalanceSchema = z.object({
  index: z.number().int(),
  address: z.string(),
  userId: z.number().int(),
  mbId: z.string(),
  eth: decimalStringSchema,
  usdt: decimalStringSchema,
});
export type DepositAddressBalance = z.infer<typeof depositAddressBalanceSchema>;

export const depositAddressBalancesQuerySchema = pageQuerySchema;
/** GET /admin/chain/addresses: a page of addresses with their balances, and the totals over every address. */
export const depositAddressBalancesSchema = pageSchema(depositAddressBalanceSchema).extend({
  totals: z.object({ eth: decimalStringSchema, usdt: decimalStringSchema, addresses: z.number().int() }),
  blockNumber: z.number().int().nullable().describe('The block the balances were read at; null without a node (then no rows)'),
});
export type DepositAddressBalances = z.infer<typeof depositAddressBalancesSchema>;
