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

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  const gate = { maxQueue: options.maxQueue, maxWaitMs: options.maxWaitMs };
  if (/^postgres(ql)?:\/\//.test(options.url)) {
    return Promise.resolve(openPostgres(options.url, options.poolSize, gate));
  }
  if (options.url === "memory://") {
    return openPglite(undefined, gate);
  }
  return openPglite(options.url.replace(/^file:\/\//, ""), gate);
}
