import type { AdminContext } from "./admin/admin-context.ts";
import { adminSocketPath, startAdminChannel } from "./admin/channel.ts";
import { type App, createApp } from "./app.ts";
import { type Auth, createAuth } from "./auth/index.ts";
import { type Keyring, loadKeyring } from "./crypto/keyring.ts";
import { createMonitoringRunner, type MonitoringRunner } from "./customers/monitoring-runner.ts";
import type { Database } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase, workerDatabase } from "./db/open-database.ts";
import { refreshStatistics } from "./db/probes.ts";
import { servedEnvironments } from "./db/served-environments.ts";
import { clamdScanner } from "./documents/clamd.ts";
import { createDocumentScanner, type DocumentScanner } from "./documents/scanner.ts";
import { PURGE_EVERY_MS, purgeExpired } from "./maintenance.ts";
import { type Clock, systemClock } from "./platform/clock.ts";
import type { Config } from "./platform/config.ts";
import { createLogger, type Logger } from "./platform/logger.ts";
import { createRateLimits, type RateLimits } from "./rate-limits/rate-limits.ts";
import { createScreeningLists, type ScreeningLists } from "./screening/lists.ts";
import { listen, type RunningServer } from "./server.ts";
import { createModules, type Modules, urlPolicyOf } from "./services.ts";
import { withBuiltInChecks } from "./verifications/built-in.ts";
import { providerNamed } from "./verifications/provider.ts";
import { createVerificationRunner, type VerificationRunner } from "./verifications/runner.ts";
import type { Resolver } from "./webhooks/url-policy.ts";
import { createDeliveryWorker, type DeliveryWorker } from "./webhooks/worker.ts";

export interface RuntimeOptions {
  config: Config;
  /** The system clock unless given (the tests move a fake one). */
  clock?: Clock;
  /** The keyring of `config.secrets` unless given. */
  keyring?: Keyring;
  /** A logger at `config.logLevel` on stdout unless given. */
  logger?: Logger;
  /**
   * A database someone else opened, migrated and closes (a test's fresh database; a second instance on another's):
   * the runtime runs on it and leaves it open. Without it, the runtime opens `config.database`, migrates it, and
   * closes it last.
   */
  db?: Database;
  /** false: the opened database's schema is left as it is (`pnpm admin migrate` migrates, and says what it did, itself). */
  migrate?: boolean;
  /** How webhook hosts are resolved (the system resolver unless given). */
  resolve?: Resolver;
}

/** The HTTP side of a process: the app and the rate limits it checks. */
export interface HttpParts {
  app: App;
  rateLimits: RateLimits;
}

/** How often a process that refreshes the lists looks whether one is due. */
const LIST_RECHECK_MS = 3_600_000;

/**
 * One process's parts, composed in one place: the server (main.ts), the worker (worker-main.ts), the operator CLI,
 * the benchmark and the tests' servers each open a runtime and ask it for the parts they run — the authorization
 * server, the app, a listening socket, a delivery worker, the admin channel, the purge — and stop it all with one
 * `close()`, which knows the order the parts must stop in whichever were made.
 */
export class Runtime {
  readonly config: Config;
  readonly clock: Clock;
  readonly keyring: Keyring;
  readonly logger: Logger;
  readonly db: Database;
  /** The migrations that opening the database applied (none on a given database). */
  readonly migrationsApplied: string[];
  readonly #resolve: Resolver | undefined;
  readonly #ownsDb: boolean;
  #auth: Auth | undefined;
  #modules: Modules | undefined;
  #http: Promise<HttpParts> | undefined;
  #listening: Promise<RunningServer> | undefined;
  #worker: { worker: DeliveryWorker; close: () => Promise<void> } | undefined;
  #verifier: VerificationRunner | undefined;
  #scanner: DocumentScanner | undefined;
  #monitor: MonitoringRunner | undefined;
  #lists: ScreeningLists | undefined;
  #fixture: ScreeningLists | undefined;
  #listRefresh: NodeJS.Timeout | undefined;
  #closeAdmin: (() => Promise<void>) | undefined;
  #purge: NodeJS.Timeout | undefined;
  #closed: Promise<void> | undefined;

  constructor(
    parts: { config: Config; clock: Clock; keyring: Keyring; logger: Logger; db: Database; resolve?: Resolver | undefined },
    opened: { ownsDb: boolean; migrationsApplied: string[] },
  ) {
    this.config = parts.config;
    this.clock = parts.clock;
    this.keyring = parts.keyring;
    this.logger = parts.logger;
    this.db = parts.db;
    this.#resolve = parts.resolve;
    this.#ownsDb = opened.ownsDb;
    this.migrationsApplied = opened.migrationsApplied;
  }

  /** The authorization server (clients, signing keys, tokens, revocations): made at first use, since its revocation refresh then runs in the background. */
  get auth(): Auth {
    this.#auth ??= createAuth({
      db: this.db,
      keyring: this.keyring,
      clock: this.clock,
      config: this.config,
      urls: urlPolicyOf({ config: this.config, ...(this.#resolve ? { resolve: this.#resolve } : {}) }),
    });
    return this.#auth;
  }

  /** The domain's modules (see services.ts), built once for everything this process runs. */
  get modules(): Modules {
    this.#modules ??= createModules({
      config: this.config,
      clock: this.clock,
      keyring: this.keyring,
      resolve: this.#resolve,
      lists: this.lists,
      sandboxFixture: this.sandboxFixture,
    });
    return this.#modules;
  }

  /** The sanctions and PEP lists (see screening/lists.ts), made once; none when no source is configured. */
  get lists(): ScreeningLists | undefined {
    const { sources, threshold } = this.config.screening;
    if (!this.#lists && sources.length > 0) {
      this.#lists = createScreeningLists({ db: this.db, clock: this.clock, logger: this.logger, sources, threshold });
    }
    return this.#lists;
  }

  /**
   * The sandbox's list fixture (development and sandbox; see list-sources.ts), made once when there are lists: what
   * monitoring names a Listedlater customer by, a month after its approval.
   */
  get sandboxFixture(): ScreeningLists | undefined {
    const { sandboxFixture, threshold } = this.config.screening;
    if (!this.#fixture && sandboxFixture && this.lists) {
      this.#fixture = createScreeningLists({ db: this.db, clock: this.clock, logger: this.logger, sources: [sandboxFixture], threshold });
    }
    return this.#fixture;
  }

  /**
   * Loads the lists that are due — never loaded, or last tried longer than SCREENING_REFRESH ago — now, then looks
   * again every hour (or every SCREENING_REFRESH, when shorter). It runs where the verification runner runs; several
   * processes doing so load the same bytes at most once each, and a file that has not changed adds no version.
   */
  refreshLists(): void {
    const lists = this.lists;
    if (!lists || this.#listRefresh) {
      return;
    }
    const { refreshMs } = this.config.screening;
    const refresh = () =>
      lists
        .loadDue({ type: "system", id: "scheduled refresh" }, refreshMs)
        .then(() => lists.warm())
        .catch((error: unknown) => this.logger.warn({ err: error }, "screening lists' refresh failed; retrying at the next interval"));
    void refresh();
    this.#listRefresh = setInterval(refresh, Math.min(refreshMs, LIST_RECHECK_MS));
    this.#listRefresh.unref();
  }

  /** The app and its rate limits, made once. */
  http(): Promise<HttpParts> {
    this.#http ??= (async () => {
      // The database remembers that it serves this environment (commands run from another shell check it).
      await servedEnvironments.record(this.db, this.config.env, this.clock.now());
      const rateLimits = await createRateLimits({ db: this.db, config: this.config, logger: this.logger });
      const app = createApp({
        config: this.config,
        db: this.db,
        logger: this.logger,
        clock: this.clock,
        keyring: this.keyring,
        auth: this.auth,
        rateLimits,
        modules: this.modules,
        ...(this.#resolve ? { resolve: this.#resolve } : {}),
      });
      return { app, rateLimits };
    })();
    return this.#http;
  }

  /** Serves the app (made if it is not yet) on `port` and `host`, the configured ones unless given; once. */
  listen(port = this.config.port, host = this.config.host): Promise<RunningServer> {
    // Node's own request timeout only backs up the app's limits on bodies, a little past the longest of them.
    const backstopMs = Math.max(this.config.bodies.timeoutMs, this.config.bodies.upload.timeoutMs) + 5_000;
    this.#listening ??= this.http().then(({ app }) => listen(app, port, host, backstopMs));
    return this.#listening;
  }

  /**
   * The webhook delivery worker, not started; made once. Beside this process's own requests, on a PostgreSQL
   * database the runtime opened, it has two connections of its own, so that its claims never wait behind requests
   * for one; alone (`pnpm worker`), or on a given database, it uses the runtime's.
   */
  async worker(): Promise<DeliveryWorker> {
    if (!this.#worker) {
      const connections =
        this.#http && this.#ownsDb ? await workerDatabase(this.config.database, this.db) : { db: this.db, close: async () => undefined };
      const worker = createDeliveryWorker({
        db: connections.db,
        keyring: this.keyring,
        clock: this.clock,
        logger: this.logger,
        urls: urlPolicyOf({ config: this.config, ...(this.#resolve ? { resolve: this.#resolve } : {}) }),
        ...this.config.webhooks,
      });
      this.#worker = { worker, close: connections.close };
    }
    return this.#worker.worker;
  }

  /**
   * The verification runner (see verifications/runner.ts), not started; made once. It runs where webhooks are
   * delivered: in the server with the in-process worker, else in `pnpm worker`. The service's own checks (screening,
   * tax numbers, dates of birth: verifications/built-in.ts) answer first; the configured provider the rest — magic
   * values (development and sandbox) or manual review (production's default); a real provider plugs in here.
   */
  verifier(): VerificationRunner {
    if (!this.#verifier) {
      const { gate } = this.modules.applications;
      this.#verifier = createVerificationRunner({
        db: this.db,
        clock: this.clock,
        logger: this.logger,
        provider: withBuiltInChecks(providerNamed(this.config.verificationProvider), {
          lists: this.lists,
          clock: this.clock,
          magicFirst: this.config.verificationProvider === "magic-values",
        }),
        loadApplicant: gate.applicant,
        pollMs: this.config.webhooks.pollMs,
        batchSize: this.config.webhooks.batchSize,
      });
    }
    return this.#verifier;
  }

  /**
   * The monitoring of approved customers (see customers/monitoring.ts), not started; made once. It runs where the
   * verification runner runs, paced to MONITORING_RATE customers a second.
   */
  monitor(): MonitoringRunner {
    this.#monitor ??= createMonitoringRunner({
      db: this.db,
      monitoring: this.modules.monitoring,
      logger: this.logger,
      pollMs: Math.max(this.config.webhooks.pollMs, 1000),
      ratePerSecond: this.config.monitoring.ratePerSecond,
      batchSize: this.config.monitoring.batchSize,
    });
    return this.#monitor;
  }

  /**
   * The malware scanner of new documents (see documents/scanner.ts), not started; made once; none without
   * CLAMD_ADDRESS (then documents are not scanned: development and sandbox only). It runs where the verification
   * runner runs.
   */
  scanner(): DocumentScanner | undefined {
    if (!this.#scanner && this.config.clamdAddress !== undefined) {
      this.#scanner = createDocumentScanner({
        db: this.db,
        clock: this.clock,
        keyring: this.keyring,
        logger: this.logger,
        scanner: clamdScanner(this.config.clamdAddress),
        pollMs: this.config.webhooks.pollMs,
        batchSize: this.config.webhooks.batchSize,
      });
    }
    return this.#scanner;
  }

  /**
   * When this process owns an embedded database on disk, the local channel beside it (see admin/channel.ts) through
   * which `pnpm admin` asks this process to carry out its commands, since no other process may open that database.
   */
  async adminChannel(): Promise<void> {
    if (this.#ownsDb && this.db.kind === "pglite" && this.config.database.url !== "memory://" && !this.#closeAdmin) {
      this.#closeAdmin = await startAdminChannel(adminSocketPath(this.config.database.url), this.adminContext());
    }
  }

  /**
   * Refreshes the planner's statistics now, then every ten minutes purges expired state and refreshes them again
   * (see maintenance.ts), logging what was purged; a failure is logged and retried at the next interval.
   */
  async maintain(): Promise<void> {
    await refreshStatistics(this.db);
    if (this.#purge) {
      return;
    }
    this.#purge = setInterval(() => {
      Promise.all([purgeExpired(this.db, this.clock), refreshStatistics(this.db)]).then(
        ([purged]) => this.logger.info({ purged }, "purged expired state"),
        (error: unknown) => this.logger.warn({ err: error }, "purge failed; retrying at the next interval"),
      );
    }, PURGE_EVERY_MS);
    this.#purge.unref();
  }

  /** What operator commands run with: this runtime's database, secrets and authorization server. */
  adminContext(operator?: string): AdminContext {
    return {
      db: this.db,
      keyring: this.keyring,
      clock: this.clock,
      config: this.config,
      auth: this.auth,
      modules: this.modules,
      ...(operator === undefined ? {} : { operator }),
    };
  }

  /**
   * Stops every part made, in order: stop accepting and let requests in flight finish (up to `timeoutMs`), write the
   * audit trail's pending counts, stop the worker and the verification runner after their batches and close the
   * worker's connections, then the authorization server, the rate limits, the admin channel and, when the runtime
   * opened it, the database. Once: a second call waits for the first.
   */
  close(timeoutMs = this.config.shutdownTimeoutMs): Promise<void> {
    this.#closed ??= (async () => {
      clearInterval(this.#purge);
      clearInterval(this.#listRefresh);
      // A part whose making failed has nothing to stop.
      const http = await this.#http?.catch(() => undefined);
      await (await this.#listening?.catch(() => undefined))?.close(timeoutMs);
      await http?.app.flushAuditCounts();
      await this.#worker?.worker.stop();
      await this.#verifier?.stop();
      await this.#scanner?.stop();
      await this.#monitor?.stop();
      await this.#worker?.close();
      this.#auth?.close();
      await http?.rateLimits.close();
      await this.#closeAdmin?.();
      if (this.#ownsDb) {
        await this.db.close();
      }
    })();
    return this.#closed;
  }
}

/**
 * Opens a runtime: the clock, the keyring, the logger and the database — opened from the configuration and migrated,
 * unless one is given. The parts come when asked for (see Runtime). A failure while migrating closes the database
 * it opened.
 */
export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config } = options;
  const keyring = options.keyring ?? loadKeyring(config.secrets);
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const parts = { config, clock, keyring, logger, resolve: options.resolve };
  if (options.db) {
    return new Runtime({ ...parts, db: options.db }, { ownsDb: false, migrationsApplied: [] });
  }
  const db = await openDatabase(config.database);
  try {
    const migrationsApplied = options.migrate === false ? [] : await migrate(db);
    return new Runtime({ ...parts, db }, { ownsDb: true, migrationsApplied });
  } catch (error) {
    await db.close();
    throw error;
  }
}
