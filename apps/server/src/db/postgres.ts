import pg from "pg";
import type { Database } from "./database.ts";
import { Gate, type GateOptions } from "./gate.ts";

// Rows look the same as PGlite's: bigint as number (sequences and counters stay far below 2^53), timestamps as Date.
const types = {
  getTypeParser: (oid: number, format?: string) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format as "text")),
};

/** PostgreSQL through node-postgres: a pool of `poolSize` connections behind a gate with a bounded queue. */
export function openPostgres(url: string, poolSize: number, gateOptions: Omit<GateOptions, "concurrency">): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, application_name: "onboarding-api" });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const gate = new Gate({ ...gateOptions, concurrency: poolSize });
  return {
    kind: "postgres",
    query: (sql, params) => gate.run(async () => (await pool.query(sql, params as unknown[])).rows),
    transaction: (fn) =>
      gate.run(async () => {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const result = await fn({ query: async (sql, params) => (await client.query(sql, params as unknown[])).rows });
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    exec: (sql) => gate.run(async () => void (await pool.query(sql))),
    close: () => pool.end(),
  };
}
