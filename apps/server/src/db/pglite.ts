import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock.ts";
import { type Database, type Queryable, writeNow, writeQueue } from "./database.ts";
import { Gate, type GateOptions } from "./gate.ts";

/**
 * The embedded database: real PostgreSQL compiled to WebAssembly, in this process. `dataDir` undefined means in
 * memory; `from`, a dump of another data directory (`dumpDataDir`) to start from instead of an empty one. It runs one
 * statement at a time on the event loop, so every operation passes through a gate of concurrency 1 with a bounded
 * queue.
 */
export async function openPglite(
  dataDir: string | undefined,
  gateOptions: Omit<GateOptions, "concurrency">,
  from?: Blob,
): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pg: PGlite;
  try {
    // Loaded when an embedded database is opened, not with the server's modules (a PostgreSQL deployment never does).
    const { PGlite } = await import("@electric-sql/pglite");
    pg = await PGlite.create({ ...(dataDir ? { dataDir: join(dataDir, "pgdata") } : {}), ...(from ? { loadDataDir: from } : {}) });
  } catch (error) {
    unlock();
    throw error;
  }
  const gate = new Gate({ ...gateOptions, concurrency: 1 });
  const run: Queryable["query"] = async (sql, params) => (await pg.query(sql, params as unknown[])).rows as never;
  return {
    kind: "pglite",
    query: (sql, params) => gate.run(() => run(sql, params)),
    write: (sql, params, options) => gate.run(() => writeNow(run)(sql, params, options)),
    transaction: (fn) =>
      gate.run(() =>
        pg.transaction(async (tx) => {
          // Writes are batched as on PostgreSQL, so both stores run the same statements.
          const queue = writeQueue(async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never);
          const result = await fn(queue.tx);
          await queue.flush();
          return result;
        }),
      ),
    exec: (sql) => gate.run(async () => void (await pg.exec(sql))),
    close: async () => {
      await pg.close();
      unlock();
    },
  };
}
