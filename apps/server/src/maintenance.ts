import type { Clock } from "./clock.ts";
import type { Database } from "./db/database.ts";

/**
 * Keeps storage bounded: drops idempotency keys past their retention, revocations of tokens that have expired
 * anyway, and failed-authentication counters whose window is over. Run every ten minutes by the server and by
 * `pnpm admin purge`.
 */
export async function purgeExpired(db: Database, clock: Clock) {
  const now = clock.now();
  const removed = async (sql: string, params: unknown[]) => (await db.query(`${sql} RETURNING 1`, params)).length;
  return {
    idempotencyKeys: await removed("DELETE FROM idempotency_keys WHERE expires_at <= $1", [now]),
    tokenRevocations: await removed("DELETE FROM token_revocations WHERE expires_at <= $1", [now]),
    rateLimits: await removed("DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire <= $1", [now.getTime()]),
  };
}

export const PURGE_EVERY_MS = 10 * 60_000;

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
