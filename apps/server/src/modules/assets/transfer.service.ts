import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import type { TransferBody, TransferRow } from '@halyard/shared';
import type { Database, Transfer, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Page, Paged } from '../../db/paging.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import * as repository from './assets.repository.js';

export function toTransferRow(row: Transfer): TransferRow {
  return { id: row.id, coin: row.coin, amount: decimalText(row.amount), from: row.from_account, to: row.to_account, status: 'done', createdAt: row.created_at.toISOString() };
}

/** A frozen account moves no money (ARCHITECTURE §8 flags). */
export function assertMayMoveMoney(user: User): void {
  if (user.frozen) throw AppError.forbidden('accountFrozen');
}

/** The demo account may not deposit or withdraw (nor stake or open boxes): virtual money stays virtual. */
export function assertRealAccount(user: User): void {
  if (user.kind === 'mock') throw AppError.forbidden('mockNotSupported');
}

export interface TransferService {
  /** Moves USDT between two of the member's own accounts: one movement of two sides, one record. */
  transfer(user: User, body: TransferBody, idempotencyKey?: string): Promise<TransferRow>;
  /** The member's transfers, newest first. */
  list(userId: number, page: Page): Promise<Paged<TransferRow>>;
  /** One of the member's transfers; any other id is 404. */
  byId(userId: number, id: number): Promise<TransferRow>;
}

export function createTransferService(deps: { db: Kysely<Database>; money: MoneyService; idempotency: IdempotencyService }): TransferService {
  const { db, money, idempotency } = deps;
  return {
    transfer(user: User, body: TransferBody, idempotencyKey?: string): Promise<TransferRow> {
      assertMayMoveMoney(user);
      if (body.from === body.to) throw AppError.businessRule('transferSameAccount');
      const amount = new Decimal(body.amount);
      const accounts = [body.from, body.to].map((account) => ({ member: user.id, account, coin: body.coin }));
      return idempotency.run({ userId: user.id, idempotencyKey, operation: 'transfer', body, accounts }, async (trx) => {
        const record = await repository.insertTransfer(trx, { userId: user.id, coin: body.coin, amount: amount.toFixed(), from: body.from, to: body.to });
        await money.post(trx, {
          type: 'transfer_out',
          ref: { type: 'transfer', id: record.id },
          sides: [
            { member: user.id, account: body.from, coin: body.coin, available: amount.negated() },
            { member: user.id, account: body.to, coin: body.coin, available: amount, type: 'transfer_in' },
          ],
        });
        return toTransferRow(record);
      });
    },

    async list(userId: number, page: Page) {
      const { rows, total } = await repository.listTransfers(db, userId, page);
      return { rows: rows.map(toTransferRow), total };
    },

    async byId(userId: number, id: number): Promise<TransferRow> {
      const row = await repository.findTransfer(db, userId, id);
      if (!row) throw AppError.notFound();
      return toTransferRow(row);
    },
  };
}
