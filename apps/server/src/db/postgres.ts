import pg from "pg";
import { overloaded } from "../platform/errors.ts";
import { bulkAllowanceMs, bulkLane } from "./bulk-lane.ts";
import { type Database, type Queryable, writeNow, writeQueue } from "./database.ts";
import { Gate, type GateOptions } from "./gate.ts";
import { Checkout, DECIDING_GRACE_MS } from "./pg-checkout.ts";

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

/** A failure of database work as answered: "unreachable, stalled or stale" is 503 with Retry-After; others unchanged. */
const answered = (error: unknown) => (connectionSpoiled(error) ? unavailable() : error);

/** A statement still running after this is abandoned (its connection is dropped): the database is stalled. */
const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL through node-postgres: a pool of `poolSize` connections behind a gate with a bounded queue. Every
 * query and transaction (what requests do; `exec`, for migrations, is not bounded) is given `maxWaitMs` + ½ s,
 * waiting included. Past it, work still waiting never starts, and running work is aborted (see Checkout): its
 * statement cancelled, its connection cut unless a commit is in flight, and the 503 with Retry-After answered once it
 * has ended; so a refusal means that nothing was written. When the database is stopped or frozen, the service answers
 * 503 and serves again as soon as the database is back (the pool reconnects).
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
  // A connection lost while checked out emits an error on its client: it fails the statement, not the process, and
  // the connection is not given back. One listener per connection, for whichever checkout holds it.
  const checkouts = new WeakMap<pg.PoolClient, Checkout>();
  pool.on("connect", (client) => {
    client.on("error", () => {
      const checkout = checkouts.get(client as pg.PoolClient);
      if (checkout) {
        checkout.broken = true;
      }
    });
  });

  /** Runs `work` on a connection of its own, within the deadline; the connection goes back unless it broke. */
  const bulk = bulkLane(poolSize);
  const checkedOut = <T>(work: (checkout: Checkout) => Promise<T>, allowanceMs = 0) =>
    gate.run(
      async (refusal) => {
        try {
          const client = await pool.connect();
          if (refusal.aborted) {
            // Refused while connecting: the connection has done nothing, and goes back as it is.
            client.release();
            throw refusal.reason;
          }
          const checkout = new Checkout(client);
          checkouts.set(client, checkout);
          refusal.onRefused((reason) => checkout.abort(reason));
          try {
            return await work(checkout);
          } catch (error) {
            checkout.broken ||= connectionSpoiled(error);
            throw error;
          } finally {
            refusal.onRefused(undefined);
            checkouts.delete(client);
            // A connection that timed out, broke or was cut is not given back to the pool.
            client.release(checkout.broken);
          }
        } catch (error) {
          throw answered(error);
        }
      },
      // Aborted that much before the bound, so that a commit under way still has its grace within it.
      { ms: gateOptions.maxWaitMs + 500 - DECIDING_GRACE_MS + allowanceMs, error: unavailable },
    );

  return {
    kind: "postgres",
    query: (sql, params) => checkedOut((checkout) => checkout.statement(sql, params)),
    // A write outside a transaction commits by itself: it is waited for when the deadline comes while it runs.
    write: (sql, params, options) =>
      checkedOut((checkout) => writeNow((text, values) => checkout.statement(text, values, true))(sql, params, options)),
    transaction: (fn, options) => {
      const bytes = options?.bulkBytes;
      return bytes === undefined ? inTransaction(fn) : bulk.run(() => inTransaction(fn, bulkAllowanceMs(bytes)));
    },
    exec: (sql) =>
      gate.run(async () => {
        await pool.query(sql).catch((error: unknown) => {
          throw answered(error);
        });
      }),
    close: () => pool.end(),
  };

  function inTransaction<T>(fn: (tx: Queryable) => Promise<T>, allowanceMs = 0): Promise<T> {
    return checkedOut(async (checkout) => {
      // BEGIN is sent before the first statement that is not the last: a transaction of writes alone is one
      // statement, atomic by itself, and that statement is then what commits.
      let begun = false;
      let last = false;
      const queue = writeQueue(async (sql, params) => {
        if (!begun && !last) {
          begun = true;
          await checkout.plain("BEGIN");
        }
        return checkout.statement(sql, params, last && !begun);
      });
      try {
        const result = await fn(queue.tx);
        last = true;
        await queue.flush();
        if (begun) {
          await checkout.plain("COMMIT", true);
        }
        return result;
      } catch (error) {
        if (begun && !checkout.broken) {
          await checkout.plain("ROLLBACK").catch(() => undefined);
        }
        throw error;
      }
    }, allowanceMs);
  }
}
