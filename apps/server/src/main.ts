import { buildApp } from './app.js';
import { ConfigError, loadConfig, SERVER_ROLES } from './config.js';
import { openDatabase } from './db/open-database.js';
import { createRuntime } from './runtime.js';
import { seedDatabase } from './seed/seed.js';

const startedAt = performance.now();

/** `--role <role>` or `--role=<role>` on the command line, over ROLE. */
function roleArgument(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (index < 0) return undefined;
  const arg = argv[index] ?? '';
  const role = arg.includes('=') ? arg.slice('--role='.length) : argv[index + 1];
  if (!(SERVER_ROLES as readonly string[]).includes(role ?? '')) throw new ConfigError(`--role must be one of ${SERVER_ROLES.join(', ')}`);
  return role;
}

async function main(): Promise<void> {
  const role = roleArgument(process.argv.slice(2));
  const config = loadConfig(role ? { ...process.env, ROLE: role } : process.env);
  const db = await openDatabase(config);
  await seedDatabase(db);
  const runtime = await createRuntime({ config, db });
  // HTTP and sockets are the api role's; the engine and market roles serve nothing.
  const app = runtime.role === 'all' || runtime.role === 'api' ? await buildApp(runtime) : undefined;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.log.info({ signal }, 'closing');
    if (app) await app.close();
    else await runtime.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  if (app) await app.listen({ port: config.PORT, host: config.HOST });
  else await runtime.start();
  runtime.log.info({ role: runtime.role, startMs: Math.round(performance.now() - startedAt) }, 'Halyard is ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
