import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // One transaction backs one deposit per network: USDT-ERC20 and ETH both travel on Ethereum.
  await sql`
    create unique index deposits_network_tx_hash
    on deposits ((case when chain in ('ERC20', 'ETH') then 'ethereum' else lower(chain) end), tx_hash)
  `.execute(db);
  await db.schema.alterTable('deposits').dropConstraint('deposits_chain_tx_hash').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').addUniqueConstraint('deposits_chain_tx_hash', ['chain', 'tx_hash']).execute();
  await db.schema.dropIndex('deposits_network_tx_hash').execute();
}
