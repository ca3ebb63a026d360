import type { Database } from "./database.ts";

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function ping(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
  });
  try {
    await Promise.race([db.query("SELECT 1"), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PostgreSQL's autovacuum keeps the planner's statistics current; the embedded PGlite has no autovacuum, and with
 * no statistics its planner sorts a client's whole table to serve one page. The server refreshes them at start and
 * with every purge.
 */
export async function refreshStatistics(db: Database): Promise<void> {
  if (db.kind === "pglite") {
    await db.exec("ANALYZE");
  }
}
