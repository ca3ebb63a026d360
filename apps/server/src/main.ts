import { createApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/open-database.ts";
import { createLogger } from "./logger.ts";
import { listen } from "./server.ts";

/** Reads configuration, opens and migrates the database, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.database);
  const applied = await migrate(db);
  logger.info({ database: db.kind, migrations_applied: applied }, "database ready");
  const app = createApp({ config, db, logger, clock: systemClock });
  const running = await listen(app, config.port, config.host);
  logger.info({ url: running.url, environment: config.env }, `listening on ${running.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    await running.close(config.shutdownTimeoutMs);
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
