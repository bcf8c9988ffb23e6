import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // A bill is one side of a movement (an entry). A member side names the member's account; a
  // platform side names a platform account (deposits, withdrawals, fees, ...), which has no row of
  // its own and no floor: its balance is the sum of its bills. Every entry sums to zero per coin.
  await db.schema
    .alterTable('bills')
    .addColumn('entry_id', 'bigint')
    .addColumn('coin', 'text')
    .addColumn('platform_account', 'text')
    .execute();
  await sql`alter table bills alter column user_id drop not null, alter column account_id drop not null,
            alter column available_after drop not null, alter column frozen_after drop not null`.execute(db);
  await sql`create sequence ledger_entry_seq`.execute(db);

  await sql`update bills set coin = accounts.coin from accounts where accounts.id = bills.account_id`.execute(db);
  // The two bills of a transfer were one movement; every other old bill was one of its own.
  await sql`
    with transfers as (select ref_id, nextval('ledger_entry_seq') as entry_id from (select distinct ref_id from bills where ref_type = 'transfer') t)
    update bills set entry_id = transfers.entry_id from transfers where bills.ref_type = 'transfer' and bills.ref_id = transfers.ref_id
  `.execute(db);
  await sql`update bills set entry_id = nextval('ledger_entry_seq') where entry_id is null`.execute(db);

  // The side the old single-sided bills lacked: where the money came from or went to.
  await sql`
    insert into bills (entry_id, coin, platform_account, type, amount, frozen_change, ref_type, ref_id, created_at)
    select entry_id, coin,
           case type when 'demo_grant' then 'demo_grants' when 'deposit' then 'deposits' else 'withdrawals' end,
           type, -(amount + frozen_change), 0, ref_type, ref_id, created_at
    from bills
    where type in ('demo_grant', 'deposit', 'withdrawal_paid') and platform_account is null
  `.execute(db);

  await sql`alter table bills alter column entry_id set not null, alter column coin set not null`.execute(db);
  await db.schema
    .alterTable('bills')
    .addCheckConstraint(
      'bills_one_side',
      sql`(platform_account is null and user_id is not null and account_id is not null and available_after is not null and frozen_after is not null)
          or (platform_account is not null and user_id is null and account_id is null and frozen_change = 0)`,
    )
    .execute();
  await db.schema.createIndex('bills_entry').on('bills').column('entry_id').execute();
  await db.schema.createIndex('bills_platform').on('bills').columns(['platform_account', 'coin']).where(sql.ref('platform_account'), 'is not', null).execute();

  // The nightly (and on-demand) proof of the ledger, kept.
  await db.schema
    .createTable('ledger_checks')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .addColumn('accounts', 'integer', (col) => col.notNull())
    .addColumn('entries', 'integer', (col) => col.notNull())
    .addColumn('unbalanced_accounts', 'integer', (col) => col.notNull())
    .addColumn('unbalanced_entries', 'integer', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_checks').execute();
  await sql`delete from bills where platform_account is not null`.execute(db);
  await db.schema.alterTable('bills').dropConstraint('bills_one_side').execute();
  await db.schema.alterTable('bills').dropColumn('entry_id').dropColumn('coin').dropColumn('platform_account').execute();
  await sql`drop sequence ledger_entry_seq`.execute(db);
}
