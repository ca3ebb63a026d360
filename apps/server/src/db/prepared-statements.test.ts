import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, usingPostgres } from "../../test/harness.ts";
import type { Database } from "./database.ts";

describe.skipIf(!usingPostgres())("statements on PostgreSQL", () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase({ poolSize: 1 }));
  });
  afterAll(() => drop());

  test("are prepared once per connection and reused by name", async () => {
    const sql = "SELECT count(*)::int AS n FROM applications WHERE client_id = $1";
    await db.query(sql, ["cli_a"]);
    await db.query(sql, ["cli_b"]);
    const prepared = await db.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements");
    expect(prepared.filter((row) => row.statement === sql)).toEqual([{ name: expect.stringMatching(/^s_[0-9a-f]{20}$/), statement: sql }]);
  });

  test("a prepared statement whose result changed shape (a migration while running) answers 503 once, then works again", async () => {
    await db.exec("CREATE TABLE shape_change (id int)");
    const sql = "SELECT * FROM shape_change";
    expect(await db.query(sql)).toEqual([]);
    await db.exec("ALTER TABLE shape_change ADD COLUMN extra text");
    await expect(db.query(sql)).rejects.toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
    expect(await db.query(sql)).toEqual([]);
  });
});
