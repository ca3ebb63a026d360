import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, inject } from "vitest";
import type { AdminContext } from "../src/admin/admin-context.ts";
import type { App } from "../src/app.ts";
import type { Auth } from "../src/auth/index.ts";
import { parseKeyring } from "../src/crypto/keyring.ts";
import type { MonitoringRunner } from "../src/customers/monitoring-runner.ts";
import type { Database, Queryable } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { openDatabase } from "../src/db/open-database.ts";
import { openPglite } from "../src/db/pglite.ts";
import type { DocumentScanner } from "../src/documents/scanner.ts";
import type { Clock } from "../src/platform/clock.ts";
import { type Config, loadConfig } from "../src/platform/config.ts";
import { createLogger } from "../src/platform/logger.ts";
import type { RateLimits } from "../src/rate-limits/rate-limits.ts";
import { openRuntime } from "../src/runtime.ts";
import type { Modules } from "../src/services.ts";
import type { VerificationRunner } from "../src/verifications/runner.ts";
import type { Resolver } from "../src/webhooks/url-policy.ts";
import type { DeliveryWorker } from "../src/webhooks/worker.ts";
import { checkResponse } from "./conformance.ts";
import { api } from "./fixtures.ts";
import { basic, fetchToken } from "./oauth.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "./postgres-database.ts";
import { GENEROUS_RATE_LIMITS } from "./process.ts";

export { createPostgresDatabase, GENEROUS_RATE_LIMITS };

/** fetch, with the response checked against the contract (see conformance.ts). */
async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  await checkResponse(init.method ?? "GET", url, response);
  return response;
}

/** Which store this run of the suite uses: the embedded PGlite (default) or PostgreSQL (TEST_DATABASE_URL). */
export const usingPostgres = () => process.env.TEST_STORE === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

export const TEST_PEPPER = "cGVwcGVyLXBlcHBlci1wZXBwZXItcGVwcGVyLXBlcHA=";
export const TEST_ENCRYPTION_KEYS = "t1:a2V5LWtleS1rZXkta2V5LWtleS1rZXkta2V5LWtleTE=";
export const TEST_KEYRING = parseKeyring(TEST_PEPPER, TEST_ENCRYPTION_KEYS);

/** A fake clock that tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date("2026-11-22T10:00:00.000Z")) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A clock that follows real time, which tests may still move ahead: for peers that read real time themselves (an
 * OAuth library signing client assertions and DPoP proofs with the time it reads).
 */
export class LiveTestClock extends TestClock {
  #offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }
  override advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

/** The migrated template of this run's PGlite databases (made by the global setup), when there is one. */
function pgliteTemplate(): string | undefined {
  const file = inject("pgliteTemplate");
  return file && existsSync(file) ? file : undefined;
}

/** In-memory PGlite databases that files of this worker dropped, made empty again, by their gate's tuning. */
const idlePglite: { tuning: string; db: Database }[] = [];
/** More than one file needs at once (a file of several servers leaves several). */
const MAX_IDLE_PGLITE = 4;

/**
 * An in-memory PGlite database for one test file, fresh and migrated. Opening one costs about two seconds of CPU
 * (PostgreSQL in WebAssembly starting from this run's 40 MB template, on a thread of its own), more than most files'
 * tests; so one that an earlier file of this worker dropped is used again when there is one, made empty for a fifth of
 * that as it was dropped: its session discarded, its schema dropped and migrated again (see madeEmpty). The file gets
 * a handle of its own, which refuses everything once dropped: what the file did to its handle (a stubbed query) or left
 * running does not reach the next file. The suite on PostgreSQL and every test of the embedded database's own opening
 * (on disk, in child processes) open theirs as before.
 */
async function pgliteForFile(tuning: Pick<Config["database"], "maxQueue" | "maxWaitMs">): Promise<Database> {
  const key = JSON.stringify([tuning.maxQueue, tuning.maxWaitMs]);
  const at = idlePglite.findIndex((idle) => idle.tuning === key);
  let db: Database;
  if (at === -1) {
    db = await openPglite(undefined, tuning, pgliteTemplate());
    await migrate(db);
  } else {
    db = (idlePglite.splice(at, 1)[0] as { db: Database }).db;
  }
  return handleOf(db, async () => {
    if (idlePglite.length < MAX_IDLE_PGLITE && (await madeEmpty(db))) {
      idlePglite.push({ tuning: key, db });
    } else {
      await db.close();
    }
  });
}

/** A database made as a newly migrated one is: no session state, no table, no row but what the migrations make. */
async function madeEmpty(db: Database): Promise<boolean> {
  const emptying = (async () => {
    await db.exec("DISCARD ALL");
    await db.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    await migrate(db);
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("not emptied in time")), 30_000);
  });
  try {
    await Promise.race([emptying, late]);
    return true;
  } catch {
    // Work the file left holding the database, or a database it broke: closed (its thread ends) instead.
    emptying.catch(() => undefined);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `db` for one file: each call goes to `db` until the handle is closed, then fails; closing it once calls `release`. */
function handleOf(db: Database, release: () => Promise<void>): Database {
  let released: Promise<void> | undefined;
  const dropped = () => Promise.reject(new Error("This test database was dropped."));
  return {
    kind: db.kind,
    query: ((sql, params) => (released ? dropped() : db.query(sql, params))) as Database["query"],
    write: (sql, params, options) => (released ? dropped() : db.write(sql, params, options)),
    transaction: ((fn, options) => (released ? dropped() : db.transaction(fn, options))) as Database["transaction"],
    exec: (sql) => (released ? dropped() : db.exec(sql)),
    close: () => {
      released ??= release();
      return released;
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database created on the
 * TEST_DATABASE_URL server (a copy of this run's migrated template when there is one) and dropped at the end.
 */
export async function createTestDatabase(
  options: Partial<Config["database"]> = {},
): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  const tuning = { poolSize: 5, maxQueue: 1000, maxWaitMs: 10_000, ...options };
  if (!usingPostgres()) {
    const db = await pgliteForFile(tuning);
    return { db, url: "memory://", drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const template = inject("postgresTemplate");
  const { url, name } = await createPostgresDatabase(adminUrl, "test", template);
  if (!template) {
    // Migrated through connections with a generous wait: a test of short waits (1–2 s) would otherwise find the
    // database "unreachable" while it is being made, on a busy machine, before its test has begun.
    const migrating = await openDatabase({ url: url.toString(), ...tuning, maxWaitMs: Math.max(tuning.maxWaitMs, 10_000) });
    try {
      await migrate(migrating);
    } finally {
      await migrating.close();
    }
  }
  const db = await openDatabase({ url: url.toString(), ...tuning });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}

/**
 * A database URL that outlives this process, for tests that run the server or the CLI as child processes: a
 * temporary PGlite directory, or a fresh PostgreSQL database. Either is migrated and empty (no clients): the
 * directory is a copy of this run's migrated template when there is one, so the child does not spend seconds on
 * making a cluster.
 */
export async function createPersistentDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (usingPostgres()) {
    const database = await createTestDatabase();
    return { url: database.url, cleanup: database.drop };
  }
  const dir = createDataDir();
  return { url: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A temporary directory for the embedded database (PGlite), whichever store the run uses: a copy of this run's
 * migrated template (or, with `migrated: false`, of the same cluster before its migrations) when there is one, else
 * empty. The caller removes it.
 */
export function createDataDir({ migrated = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "onboarding-data-"));
  const template = inject(migrated ? "pgliteDataDir" : "pgliteUnmigratedDataDir");
  if (template && existsSync(template)) {
    cpSync(template, dir, { recursive: true });
  }
  return dir;
}

/** Every statement (query or write) given to `db` while `work` runs, directly or inside a transaction. */
export async function statementsDuring(db: Database, work: () => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const { query, write, transaction } = db;
  const recording = (target: Queryable): Queryable => ({
    query: ((sql: string, params?: unknown[]) => {
      statements.push(sql);
      return target.query(sql, params);
    }) as Queryable["query"],
    write: (sql, params, options) => {
      statements.push(sql);
      return target.write(sql, params, options);
    },
  });
  Object.assign(db, recording({ query: query.bind(db), write: write.bind(db) }));
  db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) =>
    transaction.call(db, (tx) => fn(recording(tx)))) as Database["transaction"];
  try {
    await work();
  } finally {
    Object.assign(db, { query, write, transaction });
  }
  return statements;
}

/** Captures every log line of the app, parsed, so tests can check what is (not) logged. */
export class LogCapture extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

export interface TestServer {
  app: App;
  /** The app's rate limits. */
  rateLimits: RateLimits;
  /** The app's authorization server (clients, keys, revocations), as the composition root gave it. */
  auth: Auth;
  /** A webhook delivery worker on the same database and clock: not started (tests call runOnce, or start it). */
  worker: DeliveryWorker;
  /** The verification runner on the same database and clock: not started (tests call runAll after a submission). */
  verifier: VerificationRunner;
  /** The malware scanner of documents when CLAMD_ADDRESS is given: not started (tests call runAll after an upload). */
  scanner: DocumentScanner | undefined;
  /** Monitoring of approved customers (not started: a test runs what is due with `runAll`). */
  monitor: MonitoringRunner;
  url: string;
  db: Database;
  clock: TestClock;
  logs: LogCapture;
  config: Config;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Registers an API client directly (as the operator CLI does). */
  registerClient: (scopes: string[], extra?: { clientId?: string; secret?: string }) => Promise<{ clientId: string; secret: string }>;
  /** A bearer token obtained through POST /oauth/token for a client allowed `scope` (a new client each call). */
  token: (scope: string) => Promise<string>;
  /** A bearer token for an existing client. */
  tokenFor: (client: { clientId: string; secret: string }, scope: string) => Promise<string>;
  /** fetch with a bearer token. */
  authed: (token: string, path: string, init?: RequestInit) => Promise<Response>;
  /** What `pnpm admin` commands run with against this server (runAdminCommand), as `operator` when given. */
  adminContext: (operator?: string) => AdminContext;
  /** The server's modules (the use cases the routes, the page and the commands call), as its runtime built them. */
  modules: Modules;
  close: () => Promise<void>;
}

export { basic };

/** What a production instance needs beyond the tests' defaults (its database is the one it is given, or a fresh one). */
export const PRODUCTION_ENV = {
  ONBOARDING_ENV: "production",
  DATABASE_URL: "postgres://unused/db",
  PUBLIC_URL: "https://api.example.com",
  CLAMD_ADDRESS: "127.0.0.1:3310",
};

export interface TestServerOptions {
  /** Environment variables, over the tests' defaults (development, generous rate limits, the test keyring's secrets). */
  env?: Record<string, string>;
  /** The fresh database's tuning (pool size, queue, wait). */
  database?: Partial<Config["database"]>;
  /** 0 (any free port) unless given: a server whose URL must be known before it starts (its PUBLIC_URL). */
  port?: number;
  clock?: TestClock;
  /** How webhook hosts are resolved (a fake DNS). */
  resolve?: Resolver;
  /** Another server: a further instance with other settings on its database, as a deployment runs several. */
  on?: TestServer;
}

/**
 * The real app on a real socket (port 0), on a fresh database, or on another server's (`options.db`: a second
 * instance with other settings, as a deployment runs several; closing it leaves that database as it is). Composed
 * by the runtime as the server is (runtime.ts), with the tests' clock, keyring and captured log.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  database?: Partial<Config["database"]>,
  port = 0,
  options: { clock?: TestClock; resolve?: Resolver; db?: Database } = {},
): Promise<TestServer> {
  const { db, drop } = options.db ? { db: options.db, drop: async () => undefined } : await createTestDatabase(database);
  const config = loadConfig({
    ONBOARDING_ENV: "development",
    DATABASE_URL: "memory://",
    // What sandbox and production require (the server itself uses TEST_KEYRING, made of the same two values).
    SECRET_PEPPER: TEST_PEPPER,
    ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
    LOG_LEVEL: "info",
    ...GENEROUS_RATE_LIMITS,
    ...env,
  });
  const logs = new LogCapture();
  const clock = options.clock ?? new TestClock();
  const runtime = await openRuntime({
    config,
    db,
    clock,
    keyring: TEST_KEYRING,
    logger: createLogger(config.logLevel, logs),
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  const { app, rateLimits } = await runtime.http();
  const worker = await runtime.worker();
  const verifier = runtime.verifier();
  const scanner = runtime.scanner();
  const monitor = runtime.monitor();
  const running = await runtime.listen(port, "127.0.0.1");
  const { auth } = runtime;
  return {
    app,
    rateLimits,
    auth,
    worker,
    verifier,
    scanner,
    monitor,
    url: running.url,
    db,
    clock,
    logs,
    config,
    fetch: (path, init) => checkedFetch(`${running.url}${path}`, init),
    registerClient: async (scopes, extra = {}) => {
      const created = await auth.clients.register({ name: "test client", scopes, ...extra });
      return { clientId: created.client_id, secret: created.client_secret };
    },
    token: async (scope) => {
      const created = await auth.clients.register({ name: "test client", scopes: scope.split(" ") });
      return tokenFor({ clientId: created.client_id, secret: created.client_secret }, scope);
    },
    tokenFor: (client, scope) => tokenFor(client, scope),
    authed: (token, path, init = {}) =>
      checkedFetch(`${running.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
      }),
    adminContext: (operator) => runtime.adminContext(operator),
    modules: runtime.modules,
    close: async () => {
      await runtime.close(1000);
      await drop();
    },
  };

  function tokenFor(client: { clientId: string; secret: string }, scope: string): Promise<string> {
    return fetchToken(running.url, client, scope);
  }
}

/**
 * An object whose members are read from `current()` when used: what the use… helpers return at a file's (or a
 * describe block's) top, since what they stand for is made only when its beforeAll runs.
 */
function readWhenReady<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      // Not a promise: `await` and vitest's printing look for `then`.
      if (key === "then") {
        return undefined;
      }
      const target = current();
      if (!target) {
        throw new Error(`${what} is made in beforeAll: use it in tests and hooks, not while the file loads`);
      }
      return Reflect.get(target, key);
    },
  });
}

/**
 * For a whole test file (or describe block): a server started before its tests and closed after them, instead of
 * the `let server; beforeAll(start); afterAll(close)` block. What it returns is the server, to use in tests and hooks;
 * `on`: a further instance with other settings on that server's database (started after it, closed before it).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options.env, options.database, options.port, {
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.resolve ? { resolve: options.resolve } : {}),
      ...(options.on ? { db: options.on.db } : {}),
    });
  });
  afterAll(() => server?.close());
  return readWhenReady("The test server", () => server);
}

/** A JSON client (see fixtures.ts) of a new API client allowed `scopes`, with its credentials and bearer token. */
export type TestClient = ReturnType<typeof api> & { readonly token: string; readonly credentials: { clientId: string; secret: string } };

/** For a whole test file (or describe block), after useTestServer: a new API client of `server` allowed `scopes` (space-separated). */
export function useClient(server: TestServer, scopes: string): TestClient {
  let caller: { token: string; credentials: { clientId: string; secret: string } } | undefined;
  beforeAll(async () => {
    const credentials = await server.registerClient(scopes.split(" "));
    caller = { credentials, token: await server.tokenFor(credentials, scopes) };
  });
  const ready = () => {
    if (!caller) {
      throw new Error("The test client is made in beforeAll: use it in tests and hooks, not while the file loads");
    }
    return caller;
  };
  return {
    ...api(server, () => ready().token),
    get token() {
      return ready().token;
    },
    get credentials() {
      return ready().credentials;
    },
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
