import { systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { loadKeyring } from "./crypto/keyring.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { migrate } from "./db/migrate.ts";
import { EmbeddedDatabaseMissing, openDatabase } from "./db/open-database.ts";
import { createLogger } from "./logger.ts";
import { urlPolicyOf } from "./services.ts";
import { createDeliveryWorker } from "./webhooks/worker.ts";

/**
 * `pnpm worker`: a webhook delivery worker as its own process. Any number of them (and servers with the in-process
 * worker) can run against one PostgreSQL; they share the work through the database. Stops on SIGTERM/SIGINT after
 * the batch in flight.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.database);
  await migrate(db);
  const worker = createDeliveryWorker({
    db,
    keyring: loadKeyring(config.secrets),
    clock: systemClock,
    logger,
    urls: urlPolicyOf({ config }),
    ...config.webhooks,
  });
  worker.start();
  logger.info({ database: db.kind, poll_ms: config.webhooks.pollMs }, "webhook worker started");
  const stop = async (signal: string) => {
    logger.info({ signal }, "webhook worker stopping");
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof EmbeddedDatabaseMissing;
  process.stderr.write(
    `${known ? (error as Error).message : `Worker start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
  );
  process.exit(1);
});
