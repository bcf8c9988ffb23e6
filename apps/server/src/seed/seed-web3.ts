import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { seedBoxTiers } from '../modules/blind-box/blind-box.service.js';
import { seedStakingPlans } from '../modules/staking/staking.service.js';

/** ARCHITECTURE §8's modest defaults: 7 days at 0.02 % a day, 30 at 0.03 %, 90 at 0.04 %. */
export const DEFAULT_STAKING_PLANS = [
  { days: 7, minAmount: '100', maxAmount: '50000', dailyRate: '0.0002' },
  { days: 30, minAmount: '500', maxAmount: '100000', dailyRate: '0.0003' },
  { days: 90, minAmount: '1000', maxAmount: '200000', dailyRate: '0.0004' },
];

/**
 * Four box tiers with honest tables: every box returns 94 to 95 % of its price on average (shown
 * on the page), most boxes pay less than they cost, a few pay much more.
 */
export const DEFAULT_BOX_TIERS = [
  {
    level: 1,
    price: '10',
    gift: '0.3',
    prizes: [
      { amount: '2', probability: '0.35' },
      { amount: '5', probability: '0.3' },
      { amount: '10', probability: '0.2' },
      { amount: '20', probability: '0.1' },
      { amount: '50', probability: '0.04' },
      { amount: '100', probability: '0.01' },
    ],
  },
  {
    level: 2,
    price: '50',
    gift: '1',
    prizes: [
      { amount: '10', probability: '0.35' },
      { amount: '25', probability: '0.3' },
      { amount: '50', probability: '0.2' },
      { amount: '100', probability: '0.1' },
      { amount: '250', probability: '0.04' },
      { amount: '500', probability: '0.01' },
    ],
  },
  {
    level: 3,
    price: '100',
    gift: '2',
    prizes: [
      { amount: '20', probability: '0.35' },
      { amount: '50', probability: '0.3' },
      { amount: '100', probability: '0.2' },
      { amount: '200', probability: '0.1' },
      { amount: '500', probability: '0.04' },
      { amount: '1000', probability: '0.01' },
    ],
  },
  {
    level: 4,
    price: '500',
    gift: '10',
    prizes: [
      { amount: '100', probability: '0.36' },
      { amount: '250', probability: '0.3' },
      { amount: '500', probability: '0.2' },
      { amount: '1000', probability: '0.09' },
      { amount: '2500', probability: '0.045' },
      { amount: '10000', probability: '0.005' },
    ],
  },
];

/** Staking plans and box tiers on the first start; later starts keep what operators set. */
export async function seedWeb3(db: Kysely<Database>): Promise<void> {
  await seedStakingPlans(db, DEFAULT_STAKING_PLANS);
  await seedBoxTiers(db, DEFAULT_BOX_TIERS);
}
