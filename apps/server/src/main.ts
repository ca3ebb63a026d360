import { adminSocketPath, startAdminChannel } from "./admin/channel.ts";
import { runAdminCommand } from "./admin/commands.ts";
import { createApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { loadKeyring } from "./crypto/keyring.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/open-database.ts";
import { createLogger } from "./logger.ts";
import { PURGE_EVERY_MS, purgeExpired, refreshStatistics } from "./maintenance.ts";
import { listen } from "./server.ts";

/** Reads configuration, opens and migrates the database, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const keyring = loadKeyring(config.secrets);
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.database);
  const applied = await migrate(db);
  await refreshStatistics(db);
  logger.info({ database: db.kind, migrations_applied: applied }, "database ready");
  const clock = systemClock;
  const app = createApp({ config, db, logger, clock, keyring });
  await app.auth.keys.current();
  if (config.auth.demoClient && (await app.auth.clients.list()).length === 0) {
    const demo = await runAdminCommand(
      [
        "clients",
        "create",
        "--name",
        "Demo client (development)",
        "--scopes",
        "applications:read applications:write customers:read accounts:read",
      ],
      { db, keyring, clock, config },
    );
    process.stdout.write(`\nFirst start in development: a demo API client was created.\n${demo.stdout}\n`);
  }
  const running = await listen(app, config.port, config.host);
  const closeAdmin =
    db.kind === "pglite" && config.database.url !== "memory://"
      ? await startAdminChannel(adminSocketPath(config.database.url), { db, keyring, clock, config, auth: app.auth })
      : undefined;
  logger.info({ url: running.url, environment: config.env }, `listening on ${running.url}`);
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
    await closeAdmin?.();
    await db.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
