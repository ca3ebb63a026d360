import type { Queryable } from "../db/database.ts";

/**
 * The rate_limits table belongs to rate-limiter-flexible, which writes it through its own PostgreSQL store (the
 * request budgets without Redis, and the failed-authentication counters); this is the one statement of ours on it:
 * dropping the counters whose window is over.
 */
export const rateLimitsStore = {
  async purgeExpired(db: Queryable, now: Date): Promise<number> {
    return (await db.query("DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire <= $1 RETURNING 1", [now.getTime()])).length;
  },
};
