// `npm run ledger:check`: verifies that every account's bills sum to its balance, and prints the
// accounts where they do not (exit code 1). Reads the database the server is configured with
// (DATABASE_URL, or the PGlite folder in DATA_DIR: stop the server first, PGlite has one owner).
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { ledger } from '../apps/server/src/modules/ledger/ledger.service.ts';

const config = loadConfig();
const db = config.DATABASE_URL
  ? createDatabase({ kind: 'postgres', url: config.DATABASE_URL })
  : createDatabase({ kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pglite') });
try {
  const accounts = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const unbalanced = await ledger.unbalancedAccounts(db);
  if (unbalanced.length === 0) {
    console.warn(`ledger ok: ${accounts.count} accounts, every one equal to the sum of its bills`);
  } else {
    console.error(`ledger broken: ${unbalanced.length} of ${accounts.count} accounts differ from their bills`);
    for (const row of unbalanced) console.error(JSON.stringify(row));
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
