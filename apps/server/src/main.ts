import { runAdminCommand } from "./admin/commands.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { EmbeddedDatabaseMissing } from "./db/open-database.ts";
import { removeDeadSpools } from "./documents/spool-dir.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";
import { openRuntime } from "./runtime.ts";

/**
 * The server process: reads the configuration, opens the runtime (database opened and migrated, see runtime.ts),
 * creates the demo client on a first start in development, listens, delivers webhooks, runs verification checks and
 * scans documents for malware in-process unless told not to, and shuts down gracefully on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const runtime = await openRuntime({ config: loadConfig() });
  const { config, logger, db, auth } = runtime;
  await runtime.maintain();
  logger.info({ database: db.kind, migrations_applied: runtime.migrationsApplied }, "database ready");
  // Uploads that a killed server process was receiving: their folders, never removed by the process itself.
  const leftovers = await removeDeadSpools();
  if (leftovers.length > 0) {
    logger.info({ removed: leftovers }, "removed the upload spools of stopped server processes");
  }
  await runtime.http();
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
        "applications:read applications:write customers:read accounts:read subscriptions:read subscriptions:write screenings:write",
      ],
      runtime.adminContext("system (first start)"),
    );
    process.stdout.write(`\nFirst start in development: a demo API client was created.\n${demo.stdout}\n`);
  }
  if (config.console.loginLinks) {
    process.stdout.write(await demoOperatorLink(runtime));
  } else if (!config.console.sso) {
    logger.warn(
      "the review console is off: single sign-on is not configured (CONSOLE_OIDC_ISSUER, CONSOLE_OIDC_CLIENT_ID, CONSOLE_OIDC_CLIENT_SECRET)",
    );
  }
  // From here on a signal stops the server gracefully: whoever saw "listening" may send one at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    await runtime.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  const running = await runtime.listen();
  await runtime.adminChannel();
  logger.info({ url: running.url, environment: config.env }, `listening on ${running.url}`);
  if (config.clamdAddress === undefined) {
    // Production refuses to start without a scanner (config.ts); elsewhere documents go straight to PENDING_REVIEW.
    logger.warn("documents are not scanned for malware: CLAMD_ADDRESS is unset");
  }
  if (config.screening.sources.length === 0) {
    logger.warn("names are not screened against sanctions or PEP lists: SCREENING_SOURCES is unset (WATCHLIST and PEP go to the provider)");
  }
  if (config.webhooks.inProcessWorker) {
    (await runtime.worker()).start();
    runtime.verifier().start();
    runtime.scanner()?.start();
    runtime.monitor().start();
    runtime.refreshLists();
  } else {
    // The lists the workers keep fresh are read (and a source never loaded, loaded) now rather than at the first screening.
    runtime.lists?.warm().catch((error: unknown) => logger.warn({ err: error }, "screening lists could not be read at start"));
  }
}

/** The demo operator's e-mail (development): it has every role. */
const DEMO_OPERATOR = "demo.operator@example.com";

/**
 * Development: a one-time sign-in link to the review console for the demo operator, created with every role on the
 * first start (when there is no operator yet). Each start prints a new link (valid 10 minutes, once).
 */
async function demoOperatorLink(runtime: Awaited<ReturnType<typeof openRuntime>>): Promise<string> {
  const context = runtime.adminContext("system (start)");
  if ((await runtime.modules.operators.list(runtime.db)).length === 0) {
    await runAdminCommand(
      ["operators", "create", "--email", DEMO_OPERATOR, "--name", "Demo operator", "--roles", "reviewer,approver,admin,auditor"],
      context,
    );
  }
  const link = await runAdminCommand(["operators", "login-link", DEMO_OPERATOR], context);
  return link.code === 0 ? `\n${link.stdout}\n` : "";
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof EmbeddedDatabaseMissing) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
