import type { Database } from "./database.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL, memory:// for in-memory PGlite, a directory for persisted PGlite. */
  url: string;
  poolSize: number;
  maxQueue: number;
  maxWaitMs: number;
}

/**
 * The connections of an in-process webhook worker: on PostgreSQL a pool of its own (two connections), so that its
 * claims never wait behind requests for a connection; the embedded database is one, shared. `close` closes only what
 * this opened.
 */
export async function workerDatabase(options: DatabaseOptions, shared: Database): Promise<{ db: Database; close: () => Promise<void> }> {
  if (shared.kind !== "postgres") {
    return { db: shared, close: async () => undefined };
  }
  const own = await openDatabase({ ...options, poolSize: 2 });
  return { db: own, close: () => own.close() };
}

/** The embedded database is an optional dependency: `pnpm deploy:server` leaves it out (production needs PostgreSQL). */
export class EmbeddedDatabaseMissing extends Error {
  constructor() {
    super(
      "This installation has no embedded database (@electric-sql/pglite): a deployment made with `pnpm deploy:server` " +
        "runs on PostgreSQL only. Set DATABASE_URL=postgres://user:password@host:5432/database.",
    );
    this.name = "EmbeddedDatabaseMissing";
  }
}

function embeddedDatabaseInstalled(): boolean {
  try {
    import.meta.resolve("@electric-sql/pglite");
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const gate = { maxQueue: options.maxQueue, maxWaitMs: options.maxWaitMs };
  if (/^postgres(ql)?:\/\//.test(options.url)) {
    return openPostgres(options.url, options.poolSize, gate);
  }
  if (!embeddedDatabaseInstalled()) {
    throw new EmbeddedDatabaseMissing();
  }
  return openPglite(options.url === "memory://" ? undefined : options.url.replace(/^file:\/\//, ""), gate);
}
