import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDataDir, createTestDatabase, usingPostgres } from "../../test/harness.ts";
import { DataDirBusyError } from "./data-dir-lock.ts";
import type { Database } from "./database.ts";
import { loadMigrations, migrate } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe("migrations", () => {
  test("are numbered files applied once, in order, and recorded", async () => {
    const files = loadMigrations();
    expect(files.map((file) => file.version)).toEqual(files.map((_, index) => index + 1));
    const rows = await db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
    expect(await migrate(db)).toEqual([]);
  });

  test("seed the product catalog", async () => {
    const rows = await db.query<{ product_id: string }>("SELECT product_id FROM products ORDER BY product_id");
    expect(rows.map((row) => row.product_id)).toEqual(["DEPOSIT_BASIC", "PAYMENT_BASIC"]);
  });

  test("a failing migration leaves nothing applied", async () => {
    const broken = [
      ...loadMigrations(),
      { version: 999, name: "broken", sql: "CREATE TABLE half_done (id int);\nSELECT no_such_function();" },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const tables = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(tables).toEqual([]);
  });
});

// Once per run: the embedded database whichever store the run uses.
describe.skipIf(usingPostgres())("the embedded database directory", () => {
  test("persists across restarts and belongs to one process at a time", async () => {
    const dir = createDataDir();
    const options = { url: dir, poolSize: 1, maxQueue: 10, maxWaitMs: 1000 };
    const first = await openDatabase(options);
    await migrate(first);
    await first.query("INSERT INTO products (product_id, description) VALUES ('KEEP_ME', 'persisted')");
    await expect(openDatabase(options)).rejects.toBeInstanceOf(DataDirBusyError);
    await first.close();
    const again = await openDatabase(options);
    expect(await again.query("SELECT product_id FROM products WHERE product_id = 'KEEP_ME'")).toHaveLength(1);
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
