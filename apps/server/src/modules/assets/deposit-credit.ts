import type Decimal from '@halyard/shared/decimal';
import { USDT } from '@halyard/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MoneyService } from '../money/money.service.js';

/**
 * The movement that credits a deposit: its USDT value into the member's fund account, out of the
 * platform's `deposits` account. One posting for both ways in: an operator's approval of a
 * reported deposit, and the chain watcher's credit at the confirmations.
 */
export async function postDepositCredit(money: MoneyService, trx: Transaction<Database>, deposit: { id: number; userId: number; credited: Decimal }): Promise<void> {
  await money.post(trx, {
    type: 'deposit',
    ref: { type: 'deposit', id: deposit.id },
    sides: [
      { member: deposit.userId, account: 'fund', coin: USDT, available: deposit.credited },
      { platform: 'deposits', coin: USDT, amount: deposit.credited.negated() },
    ],
  });
}
