import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { createTestDatabase, useTestServer, usingPostgres } from "../../test/harness.ts";
import { combinedWrites, type Database, isDatabaseError, UNIQUE_VIOLATION } from "./database.ts";

describe("writes queued in a transaction", () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase({ poolSize: 2 }));
    await db.exec("CREATE TABLE batch_rows (id text PRIMARY KEY, n int NOT NULL)");
  });
  afterAll(() => drop());

  test("commit together, and a query in the transaction sees the writes queued before it", async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.write("INSERT INTO batch_rows (id, n) VALUES ($1, $2)", ["a", 1]);
      await tx.write("INSERT INTO batch_rows (id, n) VALUES ($1, $2)", ["b", 2]);
      return tx.query<{ id: string }>("SELECT id FROM batch_rows ORDER BY id");
    });
    expect(seen.map((row) => row.id)).toEqual(["a", "b"]);
  });

  test("two changes of one named row both apply (they are not sent in one statement)", async () => {
    await db.transaction(async (tx) => {
      await tx.write("INSERT INTO batch_rows (id, n) VALUES ($1, $2)", ["c", 0], { row: "batch_rows/c" });
      await tx.write("UPDATE batch_rows SET n = n + 1 WHERE id = $1", ["c"], { row: "batch_rows/c" });
      await tx.write("UPDATE batch_rows SET n = n + 10 WHERE id = $1", ["c"], { row: "batch_rows/c" });
    });
    expect(await db.query("SELECT n FROM batch_rows WHERE id = 'c'")).toEqual([{ n: 11 }]);
  });

  test("a failing batch keeps nothing, and its error is named by the write that knows it", async () => {
    class Taken extends Error {}
    const taken = (error: unknown) => (isDatabaseError(error, UNIQUE_VIOLATION) ? new Taken() : undefined);
    await expect(
      db.transaction(async (tx) => {
        await tx.write("INSERT INTO batch_rows (id, n) VALUES ($1, $2)", ["d", 1]);
        await tx.write("INSERT INTO batch_rows (id, n) VALUES ($1, $2)", ["a", 1], { onError: taken });
      }),
    ).rejects.toBeInstanceOf(Taken);
    expect(await db.query("SELECT id FROM batch_rows WHERE id = 'd'")).toEqual([]);
  });

  test("are combined into one statement with their parameters renumbered", () => {
    expect(
      combinedWrites([
        { sql: "INSERT INTO t VALUES ($1, $2)", params: [1, 2] },
        { sql: "UPDATE u SET x = $2 WHERE id = $1", params: ["u", 3] },
      ]),
    ).toEqual({
      sql: "WITH w0 AS (INSERT INTO t VALUES ($1, $2)),\nw1 AS (UPDATE u SET x = $4 WHERE id = $3)\nSELECT 1",
      params: [1, 2, "u", 3],
    });
  });

  test("the same writes combined again give the same text, renumbered afresh when their parameter counts differ", () => {
    const writes = (first: unknown[]) => [
      { sql: "INSERT INTO again VALUES ($1)", params: first },
      { sql: "UPDATE again SET x = $1", params: ["x"] },
    ];
    expect(combinedWrites(writes([1])).sql).toBe(combinedWrites(writes([2])).sql);
    expect(combinedWrites(writes([1])).sql).toContain("UPDATE again SET x = $2");
    expect(combinedWrites(writes([1, 2])).sql).toContain("UPDATE again SET x = $3");
    expect(combinedWrites(writes([1, 2])).params).toEqual([1, 2, "x"]);
  });
});

/** The statements node-postgres sends while `work` runs. */
async function sentDuring(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    sent.push(typeof config === "string" ? config : config.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

describe.skipIf(!usingPostgres())("round trips on PostgreSQL", () => {
  const server = useTestServer();

  test("a create with an idempotency key is one statement: the key, the application, its event and deliveries, the audit line", async () => {
    const calls = api(server, await server.token("applications:write"));
    // The first create confirms the catalog pair; the second is measured.
    expect((await calls.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "warm" })).status).toBe(201);
    const sent = await sentDuring(async () => {
      expect((await calls.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "measured" })).status).toBe(201);
    });
    const create = sent.filter((sql) => /applications|idempotency_keys|BEGIN|COMMIT/.test(sql));
    expect(create).toHaveLength(1);
    for (const table of [
      "idempotency_keys",
      "INSERT INTO applications",
      "INSERT INTO events",
      "INSERT INTO deliveries",
      "INSERT INTO audit_log",
    ]) {
      expect(create[0]).toContain(table);
    }
  });
});
