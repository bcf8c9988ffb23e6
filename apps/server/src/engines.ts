import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { contractTriggerProduct } from './engine/contract-triggers.js';
import { AdvisoryLock, SingleProcessLock, type EngineLock } from './engine/engine-lock.js';
import { EngineRole } from './engine/engine-role.js';
import { JobRunner } from './engine/job-runner.js';
import { LEDGER_CHECK_JOB, ledgerCheckJob, scheduleNightlyLedgerCheck } from './engine/ledger-check-job.js';
import { RESERVES_SNAPSHOT_JOB, reservesSnapshotJob, scheduleNightlyReservesSnapshot } from './engine/reserves-snapshot-job.js';
import { spotTriggerProduct } from './engine/spot-triggers.js';
import { TriggerEngine } from './engine/trigger-engine.js';
import type { Clock } from './lib/clock.js';
import type { MemberPush } from './lib/member-push.js';
import { BLIND_BOX_PAYOUT_JOB } from './modules/blind-box/blind-box.service.js';
import { createChainWatcher } from './modules/chain/chain-watcher.service.js';
import { loadEngineSecond, saveEngineSecond } from './modules/jobs/jobs.service.js';
import { OPTION_SETTLE_JOB } from './modules/options/options.service.js';
import { STAKING_ACCRUAL_JOB } from './modules/staking/staking.service.js';
import type { Services } from './services.js';

export type Engines = ReturnType<typeof composeEngines>;

/**
 * What the engine role's holder runs (docs/engine.md): timed work, the trigger engine and, with a
 * node, the chain watcher; started when this process takes the role and stopped when it loses it.
 */
export function composeEngines(
  services: Services,
  { config, db, clock, log, push, engineLock }: { config: Config; db: Kysely<Database>; clock: Clock; log: Logger; push: MemberPush; engineLock?: EngineLock },
) {
  const { money, indexHistory, contracts, settlement, spot, options, staking, boxes, events, chainNode, terms, market, reserves } = services;
  // Jobs run in the money module's transaction, so a handler may move money (settlements, rewards, prizes).
  const jobs = new JobRunner({ db, clock, log, transaction: money.transactionAlone });
  jobs.handle(LEDGER_CHECK_JOB, ledgerCheckJob(money, log));
  jobs.handle(OPTION_SETTLE_JOB, options.settleJob);
  jobs.handle(STAKING_ACCRUAL_JOB, staking.accrue);
  jobs.handle(BLIND_BOX_PAYOUT_JOB, boxes.pay);
  jobs.handle(RESERVES_SNAPSHOT_JOB, reservesSnapshotJob(reserves, money));
  const triggerEngine = new TriggerEngine({
    products: [contractTriggerProduct({ contracts, settlement, money, events }), spotTriggerProduct({ spot, events })],
    indexHistory,
    clock,
    log,
    loadSecond: () => loadEngineSecond(db),
    saveSecond: (second) => saveEngineSecond(db, second),
  });
  const chainWatcher =
    chainNode &&
    createChainWatcher({
      db,
      node: chainNode,
      money,
      terms,
      push,
      clock,
      log,
      usdtRate: (coin) => market.usdtRate(coin),
      pollMs: config.CHAIN_POLL_MS,
      rangeBlocks: config.CHAIN_RANGE_BLOCKS,
      startBlock: config.CHAIN_START_BLOCK,
      // Sent payouts are read again after each round: paid once at their confirmations.
      afterRound: (processedHead) => services.payouts.confirmSentPayouts(processedHead),
    });
  const role = new EngineRole({
    lock: engineLock ?? (config.DATABASE_URL ? new AdvisoryLock(config.DATABASE_URL) : new SingleProcessLock()),
    log,
    startEngines: async () => {
      await scheduleNightlyLedgerCheck(db, clock);
      await scheduleNightlyReservesSnapshot(db, clock);
      // Reserves a crash left unread are read now.
      void reserves.readPendingReserves().catch((error: unknown) => log.error({ err: error }, 'reserves could not be read'));
      jobs.start();
      const stopTriggers = await triggerEngine.start();
      const stopWatcher = chainWatcher?.start();
      return async () => {
        await stopWatcher?.();
        await stopTriggers();
        await jobs.stop();
      };
    },
  });
  return { jobs, triggerEngine, chainWatcher, role };
}
