import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestDatabase, usingPostgres } from "../../test/harness.ts";
import type { Database, Queryable } from "./database.ts";

// PostgreSQL has its autovacuum daemon; the embedded database's thread does the same work (pglite-worker.ts).
describe.skipIf(usingPostgres())("the embedded database analyses and vacuums its tables itself", () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const pagePlan = async (on: Queryable = db) =>
    (
      await on.query<{ "QUERY PLAN": string }>(
        "EXPLAIN SELECT application_id, resource FROM applications WHERE client_id = 'cli_many' ORDER BY application_id DESC LIMIT 21",
      )
    )
      .map((row) => row["QUERY PLAN"])
      .join("\n");

  test("once a client has many applications, its first page is read from an index instead of sorting them all", async () => {
    // Without statistics the planner sorts every application of the client to answer a page: checked first, in the
    // transaction that adds them (the maintenance never runs inside one, so it cannot analyse before the check).
    const planBefore = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO applications (application_id, client_id, application_type, status, customer_id, account_id,
        product_id, asset_type_id, terms_and_conditions_accepted, information_attested, details, changes_requested, version,
        created_at, updated_at, resource)
      SELECT 'app_' || lpad(i::text, 26, '0'), 'cli_many', 'INDIVIDUAL', 'DRAFT', 'cust-' || i, 'acct-' || i, 'DEPOSIT_BASIC',
        'FIAT_TESTNET_USD', false, false, jsonb_build_object('sealed', repeat(md5(i::text), 60)), '[]'::jsonb, 1, now(), now(),
        '{"id":"app"}'
      FROM generate_series(1, 1500) i`);
      return pagePlan(tx);
    });
    expect(planBefore).toMatch(/Sort/);
    await vi.waitFor(async () => expect(await pagePlan()).not.toMatch(/Sort/), { timeout: 25_000, interval: 250 });
    expect(await pagePlan()).toMatch(/Index Scan/);
  }, 60_000);

  test("a table whose rows were mostly deleted is vacuumed", async () => {
    await db.exec("DELETE FROM applications WHERE client_id = 'cli_many'");
    await vi.waitFor(
      async () => {
        const [stats] = await db.query<{ dead: number; vacuumed: boolean }>(
          "SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'applications'",
        );
        expect(stats).toEqual({ dead: 0, vacuumed: true });
      },
      { timeout: 25_000, interval: 250 },
    );
  }, 60_000);
});
