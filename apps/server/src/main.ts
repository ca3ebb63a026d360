import { adminSocketPath, startAdminChannel } from "./admin/channel.ts";
import { runAdminCommand } from "./admin/commands.ts";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/index.ts";
import { systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { loadKeyring } from "./crypto/keyring.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { migrate } from "./db/migrate.ts";
import { EmbeddedDatabaseMissing, openDatabase, workerDatabase } from "./db/open-database.ts";
import { refreshStatistics } from "./db/probes.ts";
import { createLogger } from "./logger.ts";
import { PURGE_EVERY_MS, purgeExpired } from "./maintenance.ts";
import { createRateLimits } from "./rate-limits/rate-limits.ts";
import { listen } from "./server.ts";
import { urlPolicyOf } from "./services.ts";
import { createDeliveryWorker } from "./webhooks/worker.ts";

/**
 * The composition root: reads configuration, opens and migrates the database, builds the dependencies (clock,
 * keyring, logger, authorization server) and the app from them, listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const keyring = loadKeyring(config.secrets);
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.database);
  const applied = await migrate(db);
  await refreshStatistics(db);
  logger.info({ database: db.kind, migrations_applied: applied }, "database ready");
  const clock = systemClock;
  const auth = createAuth({ db, keyring, clock, config });
  const rateLimits = await createRateLimits({ db, config, logger });
  const app = createApp({ config, db, logger, clock, keyring, auth, rateLimits });
  await auth.keys.current();
  await auth.revocations.refresh();
  if (config.auth.demoClient && (await auth.clients.list()).length === 0) {
    const demo = await runAdminCommand(
      [
        "clients",
        "create",
        "--name",
        "Demo client (development)",
        "--scopes",
        "applications:read applications:write customers:read accounts:read subscriptions:read subscriptions:write",
      ],
      { db, keyring, clock, config, auth, operator: "system (first start)" },
    );
    process.stdout.write(`\nFirst start in development: a demo API client was created.\n${demo.stdout}\n`);
  }
  const running = await listen(app, config.port, config.host);
  const closeAdmin =
    db.kind === "pglite" && config.database.url !== "memory://"
      ? await startAdminChannel(adminSocketPath(config.database.url), { db, keyring, clock, config, auth })
      : undefined;
  logger.info({ url: running.url, environment: config.env }, `listening on ${running.url}`);
  const workerDb = config.webhooks.inProcessWorker ? await workerDatabase(config.database, db) : undefined;
  const worker = workerDb
    ? createDeliveryWorker({ db: workerDb.db, keyring, clock, logger, urls: urlPolicyOf({ config }), ...config.webhooks })
    : undefined;
  worker?.start();
  const purge = setInterval(() => {
    Promise.all([purgeExpired(db, clock), refreshStatistics(db)]).then(
      ([purged]) => logger.info({ purged }, "purged expired state"),
      (error: unknown) => logger.warn({ err: error }, "purge failed; retrying at the next interval"),
    );
  }, PURGE_EVERY_MS);
  purge.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    clearInterval(purge);
    await running.close(config.shutdownTimeoutMs);
    await app.flushAuditCounts();
    await worker?.stop();
    await workerDb?.close();
    auth.close();
    await rateLimits.close();
    await closeAdmin?.();
    await db.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof EmbeddedDatabaseMissing) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
