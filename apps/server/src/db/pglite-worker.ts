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
  }).then(
    () => {
      inTransaction = undefined;
      reply({ id: (ending as Request).id, rows: [] });
    },
    (error: unknown) => {
      inTransaction = undefined;
      reply(error instanceof RolledBack ? { id: (ending as Request).id, rows: [] } : { id: (ending ?? request).id, error: failure(error) });
    },
  );
}

port.on("message", async (request: Request) => {
  if (inTransaction && request.op !== "begin") {
    inTransaction(request);
    return;
  }
  try {
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
      await pg.close();
      reply({ id: request.id, rows: [] });
    }
  } catch (error) {
    reply({ id: request.id, error: failure(error) });
  }
});
