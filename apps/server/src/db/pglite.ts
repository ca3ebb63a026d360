import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { bulkLane } from "./bulk-lane.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type Database, type Queryable, writeNow, writeQueue } from "./database.ts";
import { Gate, type GateOptions } from "./gate.ts";
import type { Reply, Request } from "./pglite-worker.ts";

/**
 * The worker's module: beside this one as JavaScript in a bundle (dist/), else the TypeScript source through tsx's
 * loader (pglite-worker-source.mjs).
 */
function workerModule(): URL {
  const bundled = new URL("./pglite-worker.js", import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL("./pglite-worker-source.mjs", import.meta.url);
}

/** A database error as the driver would raise it: its message, SQLSTATE and constraint. */
const asError = (failure: NonNullable<Reply["error"]>) => Object.assign(new Error(failure.message), failure);

/**
 * The embedded database: real PostgreSQL compiled to WebAssembly, run on a thread of its own (pglite-worker.ts), so
 * its CPU is not taken from the HTTP event loop (on two cores: 1.8 × the requests per second of PGlite on the event
 * loop, measured with one indexed query). `dataDir` undefined means in memory; `dump`, the file of another data
 * directory's dump (`dumpDataDir`) to start from instead of an empty one, read by the thread itself. It runs one operation at a time, so every operation
 * passes through a gate of concurrency 1 with a bounded queue.
 */
export async function openPglite(
  dataDir: string | undefined,
  gateOptions: Omit<GateOptions, "concurrency">,
  dump?: string,
): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let next = 1;
  let started: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    started = { resolve, reject };
  });
  const worker = new Worker(workerModule(), { workerData: { dataDir, dump } });
  worker.on("message", (reply: Reply) => {
    if (reply.id === 0) {
      if (reply.error) {
        started?.reject(asError(reply.error));
      } else {
        started?.resolve();
      }
      return;
    }
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) {
      worker.unref();
    }
    if (reply.error) {
      call?.reject(asError(reply.error));
    } else {
      call?.resolve(reply.rows ?? []);
    }
  });
  const lost = (error: Error) => {
    started?.reject(error);
    for (const call of pending.values()) {
      call.reject(error);
    }
    pending.clear();
  };
  worker.on("error", lost);
  worker.on("exit", (code) => lost(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  try {
    await ready;
  } catch (error) {
    unlock();
    await worker.terminate();
    throw error;
  }
  // Like a socket, the thread keeps the process alive only while it is asked something.
  worker.unref();

  const call = (op: Request["op"], sql?: string, params?: readonly unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      const id = next++;
      if (pending.size === 0) {
        worker.ref();
      }
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params } satisfies Request);
    });
  const run: Queryable["query"] = async (sql, params) => (await call("query", sql, params)) as never;
  const gate = new Gate({ ...gateOptions, concurrency: 1 });
  const bulk = bulkLane(1);
  return {
    kind: "pglite",
    query: (sql, params) => gate.run(() => run(sql, params)),
    write: (sql, params, options) => gate.run(() => writeNow(run)(sql, params, options)),
    // Uploads wait for their turn in their own lane, not in the gate's queue (its short wait is for the API's work).
    transaction: (fn, options) => (options?.bulkBytes === undefined ? inTransaction(fn) : bulk.run(() => inTransaction(fn))),
    exec: (sql) => gate.run(async () => void (await call("exec", sql))),
    close: async () => {
      await call("close").catch(() => undefined);
      await worker.terminate();
      unlock();
    },
  };

  function inTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return gate.run(async (refusal) => {
      // Refused while it runs (the gate's silence limit), the transaction sends nothing more and rolls back.
      const checked: Queryable["query"] = (sql, params) => {
        refusal.throwIfRefused();
        return run(sql, params);
      };
      await call("begin");
      try {
        // Writes are batched as on PostgreSQL, so both stores run the same statements.
        const queue = writeQueue(checked);
        const result = await fn(queue.tx);
        await queue.flush();
        refusal.throwIfRefused();
        await call("commit");
        return result;
      } catch (error) {
        await call("rollback").catch(() => undefined);
        throw error;
      }
    });
  }
}
