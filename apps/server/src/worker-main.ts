import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { EmbeddedDatabaseMissing } from "./db/open-database.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { openRuntime } from "./runtime.ts";

/**
 * `pnpm worker`: a webhook delivery worker, and a runner of verification checks and a malware scanner of
 * new documents (when CLAMD_ADDRESS is set), as their own process. Any number of
 * them (and servers with the in-process worker) can run against one PostgreSQL; they share the work through the
 * database. Stops on SIGTERM/SIGINT after the batches in flight.
 */
async function main(): Promise<void> {
  const runtime = await openRuntime({ config: loadConfig() });
  const { config, logger, db } = runtime;
  (await runtime.worker()).start();
  runtime.verifier().start();
  runtime.scanner()?.start();
  runtime.monitor().start();
  runtime.refreshLists();
  logger.info({ database: db.kind, poll_ms: config.webhooks.pollMs }, "webhook worker started");
  const stop = async (signal: string) => {
    logger.info({ signal }, "webhook worker stopping");
    await runtime.close();
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
