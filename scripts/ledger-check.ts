// `npm run ledger:check`: proves the double-entry ledger. Every member account equals the sum of
// its bills and is not negative; every movement's sides sum to zero (so all bills together sum to
// zero per coin). Prints what breaks it and exits 1. Reads the database the server is configured
// with (DATABASE_URL, or the PGlite folder in DATA_DIR: stop the server first, PGlite has one owner).
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { DomainEvents } from '../apps/server/src/lib/domain-events.ts';
import { createMoneyService } from '../apps/server/src/modules/money/money.service.ts';

const db = await openDatabase(loadConfig());
try {
  const money = createMoneyService({ db, events: new DomainEvents(), clock: systemClock, usdtRate: () => undefined });
  const check = await money.check();
  const platform = check.platform.map((row) => `${row.platform} ${row.balance} ${row.coin}`).join(', ') || 'none';
  if (check.ok) {
    console.warn(`ledger ok: ${check.accounts} member accounts each equal to their bills; ${check.entries} movements, each summing to zero`);
    console.warn(`platform accounts: ${platform}`);
  } else {
    console.error(`ledger broken: ${check.unbalancedAccounts.length} accounts differ from their bills, ${check.unbalancedEntries.length} movements do not sum to zero`);
    for (const row of [...check.unbalancedAccounts, ...check.unbalancedEntries]) console.error(JSON.stringify(row));
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
