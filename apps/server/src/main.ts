import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { seedDatabase } from './seed/seed.js';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await seedDatabase(db);
  const app = await buildApp({ config, db });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ startMs: Math.round(performance.now() - startedAt) }, 'Halyard is ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
