import { createHash } from "node:crypto";
import pg from "pg";
import { overloaded } from "../errors.ts";
import { type Database, type Queryable, writeNow, writeQueue } from "./database.ts";
import { Gate, type GateOptions } from "./gate.ts";

// Rows look the same as PGlite's: bigint as number (sequences and counters stay far below 2^53), timestamps as Date.
const types = {
  getTypeParser: (oid: number, format?: string) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format as "text")),
};

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * Whether an error says the database is unreachable or stalled, rather than that a statement failed: no connection,
 * a lost one, a timeout, or the server shutting down or not accepting connections yet (SQLSTATE classes 08 and 57P).
 */
function isUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code))) {
    return true;
  }
  return (
    typeof message === "string" && /timeout|Connection terminated|not queryable|Client has encountered a connection error/i.test(message)
  );
}

const unavailable = () => overloaded("The database is unreachable; retry shortly.");

/**
 * A prepared statement whose result changed shape under it (a migration of a newer version added a column while this
 * instance runs): the connection is dropped, so the retry prepares it afresh.
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown }).code === "0A000" && /cached plan/i.test(String((error as { message?: unknown }).message));

/** Whether the connection that gave `error` must not be used again. */
const connectionSpoiled = (error: unknown) => isUnavailable(error) || isStalePlan(error);

/** Runs database work, turning "unreachable, stalled or stale" into 503 with Retry-After; other errors pass unchanged. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw connectionSpoiled(error) ? unavailable() : error;
  }
}

/** A statement still running after this is abandoned (its connection is dropped): the database is stalled. */
const STATEMENT_TIMEOUT_MS = 10_000;

const names = new Map<string, string>();

/**
 * Every statement is prepared once per connection and reused by name (PostgreSQL plans it once, not on every call):
 * the name is a digest of the text, so one text is one prepared statement. Our statements are fixed texts with
 * parameters, so the number of names is bounded by the code.
 */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `s_${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * PostgreSQL through node-postgres: a pool of `poolSize` connections behind a gate with a bounded queue. Every
 * query and transaction (what requests do; `exec`, for migrations, is not bounded) answers within `maxWaitMs` + ½ s,
 * waiting included: when the database is stopped or frozen, with 503 and
 * Retry-After (the work itself, bounded by the connect and statement timeouts, keeps its place until it ends, so the
 * gate stays bounded); it serves again as soon as the database is back (the pool reconnects).
 */
export function openPostgres(url: string, poolSize: number, gateOptions: Omit<GateOptions, "concurrency">): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    application_name: "onboarding-api",
    connectionTimeoutMillis: gateOptions.maxWaitMs,
    query_timeout: STATEMENT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const gate = new Gate({ ...gateOptions, concurrency: poolSize });
  const deadline = <T>(work: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(unavailable()), gateOptions.maxWaitMs + 500);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  const run =
    (client: pg.Pool | pg.PoolClient): Queryable["query"] =>
    async (sql, params) =>
      (await client.query({ name: statementName(sql), text: sql, values: params as unknown[] })).rows as never;
  return {
    kind: "postgres",
    query: (sql, params) => deadline(gate.run(() => guarded(() => run(pool)(sql, params)))),
    write: (sql, params, options) => deadline(gate.run(() => guarded(() => writeNow(run(pool))(sql, params, options)))),
    transaction: (fn) =>
      deadline(
        gate.run(() =>
          guarded(async () => {
            const client = await pool.connect();
            let broken = false;
            // A connection lost while checked out emits an error on the client: it fails the statement, not the process.
            const lost = () => {
              broken = true;
            };
            client.on("error", lost);
            // BEGIN is sent before the first query only: a transaction of writes alone is one statement, atomic by itself.
            let begun = false;
            const queue = writeQueue(run(client));
            try {
              const result = await fn({
                query: async (sql, params) => {
                  if (!begun) {
                    begun = true;
                    await client.query("BEGIN");
                  }
                  return queue.tx.query(sql, params);
                },
                write: queue.tx.write,
              });
              await queue.flush();
              if (begun) {
                await client.query("COMMIT");
              }
              return result;
            } catch (error) {
              broken ||= connectionSpoiled(error);
              if (begun) {
                await client.query("ROLLBACK").catch(() => undefined);
              }
              throw error;
            } finally {
              // A connection that timed out or broke is not given back to the pool.
              client.off("error", lost);
              client.release(broken);
            }
          }),
        ),
      ),
    exec: (sql) => gate.run(() => guarded(async () => void (await pool.query(sql)))),
    close: () => pool.end(),
  };
}
