import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../db/database.ts";
import { ApiError } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { polling } from "../platform/polling.ts";
import type { CustomerMonitoring } from "./monitoring.ts";

/**
 * Runs monitoring where the verification runner runs (the server's in-process worker, or `pnpm worker`): every
 * `pollMs` when idle, at once while there is work, but never faster than `ratePerSecond` customers a second, so
 * that a new list version's run (or a day's schedule) shares the database with the API instead of starving it. Any
 * number of runners share the work through the database (each batch's rows are locked and skipped by the others).
 * A batch is one transaction: under a load that keeps the database and the event loop busy it may outlast the
 * database's deadline and be rolled back (503); the next is then half as large (down to one customer), and each batch that
 * commits doubles it again up to `batchSize`, so monitoring keeps moving in small steps instead of failing whole
 * batches over and over.
 */
export function createMonitoringRunner(deps: {
  db: Database;
  monitoring: CustomerMonitoring;
  logger: Logger;
  pollMs: number;
  ratePerSecond: number;
  /** The largest batch (MONITORING_BATCH). */
  batchSize: number;
}) {
  let batchSize = deps.batchSize;
  async function paced(): Promise<number> {
    const started = performance.now();
    let done: number;
    try {
      done = await deps.monitoring.runOnce(deps.db, { batchSize });
    } catch (error) {
      // The database refused the batch (past its deadline, or busy): a smaller one may get through. Any other failure
      // says nothing of the size.
      if (error instanceof ApiError && error.status === 503) {
        batchSize = Math.max(1, Math.floor(batchSize / 2));
      }
      throw error;
    }
    batchSize = Math.min(deps.batchSize, batchSize * 2);
    const least = (done * 1000) / deps.ratePerSecond;
    const spent = performance.now() - started;
    if (done > 0 && spent < least) {
      await sleep(least - spent);
    }
    return done;
  }
  return {
    ...polling(paced, { pollMs: deps.pollMs, logger: deps.logger, name: "monitoring" }),
    /** The size of the next batch (MONITORING_BATCH, or less after batches that failed). */
    get batchSize() {
      return batchSize;
    },
    /** Runs everything that is due now, unpaced (tests, and advancing a sandbox clock). */
    runAll: (options: { clientId?: string } = {}) => deps.monitoring.runAll(deps.db, options),
  };
}

export type MonitoringRunner = ReturnType<typeof createMonitoringRunner>;
