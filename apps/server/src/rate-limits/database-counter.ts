import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database } from "../db/database.ts";

/**
 * A fixed-window counter of rate-limiter-flexible in the database's rate_limits table, shared by every instance:
 * PostgreSQL or PGlite, through the same gate as every other statement.
 */
export const databaseCounter = (db: Database, options: { keyPrefix: string; points: number; duration: number }) =>
  new RateLimiterPostgres({
    ...options,
    storeClient: {
      query: async (query: { text: string; values?: unknown[] }) => {
        const rows = await db.query(query.text, query.values);
        return { rows, rowCount: rows.length };
      },
    },
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
