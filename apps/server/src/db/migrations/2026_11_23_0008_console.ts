import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Operators are wallets with a role; ADMIN_ADDRESSES seeds the first admins at every start.
  await db.schema
    .createTable('operators')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'reviewer', 'editor', 'support')`))
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // An agent's referral code, and the agent a member signed up through (set once, never changed).
  await db.schema
    .alterTable('users')
    .addColumn('referral_code', 'text', (col) => col.unique())
    .addColumn('referred_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema.createIndex('users_referred_by').on('users').column('referred_by').execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_created').execute();
  await db.schema.alterTable('users').dropColumn('referred_by').dropColumn('referral_code').execute();
  await db.schema.dropTable('operators').execute();
}
