import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";

/**
 * The embedded database's own thread: PGlite runs here, so its CPU (it is PostgreSQL, compiled to WebAssembly) is
 * not taken from the HTTP event loop. Requests come as messages from pglite.ts; one interactive transaction at a
 * time (the caller's gate sends one operation at a time).
 */
export interface Request {
  id: number;
  op: "query" | "exec" | "begin" | "commit" | "rollback" | "close";
  sql?: string;
  params?: readonly unknown[] | undefined;
}

export interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; constraint?: string; table?: string; detail?: string };
}

const port = parentPort as NonNullable<typeof parentPort>;
const { dataDir, dump } = workerData as { dataDir?: string; dump?: string };

const failure = (error: unknown): NonNullable<Reply["error"]> => {
  const { message, code, constraint, table, detail } = error as Record<string, unknown>;
  return {
    message: String(message ?? error),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof constraint === "string" ? { constraint } : {}),
    ...(typeof table === "string" ? { table } : {}),
    ...(typeof detail === "string" ? { detail } : {}),
  };
};

const reply = (message: Reply) => port.postMessage(message);

let pg: PGlite;
try {
  pg = await PGlite.create({
    ...(dataDir ? { dataDir: join(dataDir, "pgdata") } : {}),
    ...(dump ? { loadDataDir: new Blob([await readFile(dump)]) } : {}),
  });
  reply({ id: 0, rows: [] });
} catch (error) {
  reply({ id: 0, error: failure(error) });
  process.exit(1);
}

/** The open transaction's next request (its queries, then its commit or rollback). */
let inTransaction: ((request: Request) => void) | undefined;

/**
 * PGlite has no autovacuum daemon, so this thread does its work with its rules: a table whose rows changed since its
 * last analysis reach 50 + 10 % of its rows is analysed, one whose dead rows reach 50 + 20 % is vacuumed. Without
 * statistics the planner guesses: past a few hundred applications of one client it read and sorted all of them to
 * answer a page of 20 (4.6 ms a page at 1,500 applications, 0.3 ms with statistics). Checked every second in which
 * the database was used, between operations (never inside a transaction); requests that arrive meanwhile wait for it.
 */
const MAINTENANCE_EVERY_MS = 1000;
let busy = 0;
let calledSinceCheck = false;
let due = false;
let maintenance: Promise<void> | undefined;
let closed = false;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function maintain() {
  const tables = await pg.query<{ relname: string; analyze: boolean; vacuum: boolean }>(
    `SELECT relname, n_mod_since_analyze >= 50 + 0.1 * n_live_tup AS analyze, n_dead_tup >= 50 + 0.2 * n_live_tup AS vacuum
       FROM pg_stat_user_tables
      WHERE n_mod_since_analyze >= 50 + 0.1 * n_live_tup OR n_dead_tup >= 50 + 0.2 * n_live_tup`,
  );
  for (const table of tables.rows) {
    await pg.exec(`${table.vacuum ? "VACUUM (ANALYZE)" : "ANALYZE"} ${quoted(table.relname)}`);
  }
}

/** Starts the maintenance when it is due and nothing is under way. */
function maintainWhenIdle() {
  if (!due || busy > 0 || inTransaction || maintenance || closed) {
    return;
  }
  due = false;
  maintenance = maintain()
    .catch(() => undefined) // a table dropped meanwhile, the database closing: the next check tries again
    .finally(() => {
      maintenance = undefined;
    });
}

setInterval(() => {
  if (calledSinceCheck) {
    calledSinceCheck = false;
    due = true;
    maintainWhenIdle();
  }
}, MAINTENANCE_EVERY_MS).unref();

class RolledBack extends Error {}

function begin(request: Request) {
  const waiting: Request[] = [];
  let wake: (() => void) | undefined;
  inTransaction = (next) => {
    waiting.push(next);
    wake?.();
  };
  const nextRequest = async (): Promise<Request> => {
    while (waiting.length === 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    return waiting.shift() as Request;
  };
  let ending: Request | undefined;
  pg.transaction(async (tx: Transaction) => {
    reply({ id: request.id, rows: [] });
    for (;;) {
      const next = await nextRequest();
      if (next.op === "query") {
        try {
          reply({ id: next.id, rows: (await tx.query(next.sql as string, next.params as unknown[])).rows });
        } catch (error) {
          reply({ id: next.id, error: failure(error) });
        }
      } else {
        ending = next;
        if (next.op === "commit") {
          return;
        }
        throw new RolledBack();
      }
    }
  })
    .then(
      () => {
        inTransaction = undefined;
        reply({ id: (ending as Request).id, rows: [] });
      },
      (error: unknown) => {
        inTransaction = undefined;
        reply(
          error instanceof RolledBack ? { id: (ending as Request).id, rows: [] } : { id: (ending ?? request).id, error: failure(error) },
        );
      },
    )
    .finally(maintainWhenIdle);
}

port.on("message", async (request: Request) => {
  if (inTransaction && request.op !== "begin") {
    inTransaction(request);
    return;
  }
  busy++;
  calledSinceCheck = true;
  try {
    if (maintenance) {
      await maintenance;
    }
    if (request.op === "begin") {
      begin(request);
    } else if (request.op === "query") {
      reply({ id: request.id, rows: (await pg.query(request.sql as string, request.params as unknown[])).rows });
    } else if (request.op === "exec") {
      await pg.exec(request.sql as string);
      reply({ id: request.id, rows: [] });
    } else if (request.op === "commit" || request.op === "rollback") {
      // The transaction already ended (it failed): nothing is left to end.
      reply({ id: request.id, rows: [] });
    } else if (request.op === "close") {
      closed = true;
      await pg.close();
      reply({ id: request.id, rows: [] });
    }
  } catch (error) {
    reply({ id: request.id, error: failure(error) });
  } finally {
    busy--;
    maintainWhenIdle();
  }
});
