import type { Database } from "../db/database.ts";

/** rate-limiter-flexible's PostgreSQL store client over our Database (PostgreSQL or PGlite, through the same gate). */
export const sqlStoreClient = (db: Database) => ({
  query: async (query: { text: string; values?: unknown[] }) => {
    const rows = await db.query(query.text, query.values);
    return { rows, rowCount: rows.length };
  },
});
