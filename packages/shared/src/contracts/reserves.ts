import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { typedText } from './input-text.js';

/**
 * Proof of reserves (ARCHITECTURE §11, docs/reserves.md): snapshots of what members are owed, one
 * Merkle-sum tree per coin by the rule in reserves-tree.ts, and the reserves read on chain at the
 * snapshot's block. Amounts here carry exactly 18 places, as the tree's texts do.
 */
const reserveAmountSchema = z.string().regex(/^(0|[1-9]\d*)\.\d{18}$/).describe('A decimal amount with exactly 18 places, as the tree hashes it');
const hashSchema = z.string().regex(/^[0-9a-f]{64}$/).describe('Lower-case hex SHA-256');

/** How a snapshot's reserves on chain stand. */
export const RESERVES_STATUSES = [
  /** Read at the snapshot's block: `reserves` holds them. */
  'read',
  /** The block is chosen and the balances are being read. */
  'pending',
  /** No node is configured (ETH_RPC_URL): only the liabilities half is published. */
  'notConfigured',
  /** The coin is not held on the configured chain (BTC): no reserves to read for it. */
  'notOnChain',
  /** The node did not answer when they were read. */
  'unavailable',
] as const;
export type ReservesStatus = (typeof RESERVES_STATUSES)[number];

/** The coins whose reserves are read on chain: ETH and the USDT ERC-20 token. */
export const RESERVE_CHAIN_COINS = ['USDT', 'ETH'] as const;

export const reservesOnChainSchema = z.object({
  amount: reserveAmountSchema.describe("The sum of the addresses' balances at the block"),
  blockNumber: z.number().int(),
  addresses: z.number().int().describe('Deposit addresses read: indexes 0 to addresses − 1 below `xpub` (path 0/index), which anyone can derive'),
  xpub: z.string().describe("The platform's account-level extended public key the deposit addresses derive from"),
  wallets: z.array(z.string()).describe("The platform's declared wallets read at the block (set by admins with four eyes)"),
});
export type ReservesOnChain = z.infer<typeof reservesOnChainSchema>;

/** One coin's tree in one snapshot. */
export const reserveSnapshotSchema = z.object({
  snapshotId: z.number().int().describe('The snapshot: one per moment, all coins together; the pads hash it'),
  coin: z.string(),
  takenAt: z.string().describe('ISO time the balances were read'),
  rootHash: hashSchema,
  liabilities: reserveAmountSchema.describe("The root's sum: every member's balance (available plus frozen, all accounts) in the coin, equal to the ledger's member liabilities"),
  leaves: z.number().int().describe('Members with a balance in the coin, before padding to a power of two'),
  reservesStatus: z.enum(RESERVES_STATUSES),
  reserves: reservesOnChainSchema.nullable().describe('Present when read on chain'),
});
export type ReserveSnapshot = z.infer<typeof reserveSnapshotSchema>;

/** GET /reserves: newest first; `coin` keeps one coin's snapshots. */
export const reservesQuerySchema = pageQuerySchema.extend({ coin: typedText(10).min(1).optional() });
export const reserveSnapshotsSchema = pageSchema(reserveSnapshotSchema);

/** GET /member/reserves/proof?coin=USDT[&snapshotId=]: the newest snapshot unless one is named. */
export const reserveProofQuerySchema = z.object({
  coin: typedText(10).min(1),
  snapshotId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const reserveProofSchema = z.object({
  snapshotId: z.number().int(),
  coin: z.string(),
  nonce: z.string().regex(/^[0-9a-f]{64}$/).describe("The member's own random nonce in this snapshot: shown only to them"),
  balance: reserveAmountSchema,
  position: z.number().int().describe("The leaf's place; bit i is 0 where the node is the left child at level i"),
  siblings: z.array(z.object({ hash: hashSchema, sum: reserveAmountSchema })).describe('From the leaf level up'),
});
export type ReserveProofData = z.infer<typeof reserveProofSchema>;

/** POST /admin/reserves/snapshot: the snapshot taken now, one row per coin. */
export const takenReserveSnapshotSchema = z.object({ snapshotId: z.number().int(), coins: z.array(reserveSnapshotSchema) });

/** An admin may take a snapshot on demand at most this often (the daily one runs at 00:00 UTC). */
export const RESERVES_SNAPSHOT_MIN_INTERVAL_MS = 60 * 60 * 1000;
