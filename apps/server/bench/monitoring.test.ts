import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SAMPLE_LISTS_DIR } from "../src/platform/paths.ts";
import { TEST_KEYRING, useTestServer } from "../test/harness.ts";
import { customerIdOf, listChanges, plantedIndexes, sdnVersion, seedCustomers } from "./monitoring-data.ts";

// The monitoring bench at a thousand customers, against the sample SDN list: what it counts, never how long it takes.
const lists = mkdtempSync(join(tmpdir(), "monitoring-bench-lists-"));
cpSync(join(SAMPLE_LISTS_DIR, "ofac"), lists, { recursive: true });
const server = useTestServer({ env: { SCREENING_SOURCES: `ofac_sdn=ofac-csv:${lists}` } });
const COUNT = 1000;

const alertIds = async () =>
  new Set((await server.db.query<{ alert_id: string }>("SELECT alert_id FROM customer_alerts")).map((row) => row.alert_id));

describe("the monitoring bench's data", () => {
  test("a changed SDN list alerts the customers planted close to the persons it adds, and no one else", async () => {
    const sdn = readFileSync(join(lists, "sdn.csv"), "latin1");
    const [change] = listChanges(sdn, { versions: 1, added: 50, planted: 20, changed: 10, seed: 7 });
    if (!change) {
      throw new Error("no change planned");
    }
    const { clientId } = await server.registerClient(["customers:read"]);
    await seedCustomers(
      { db: server.db, keyring: TEST_KEYRING, risk: server.config.risk, modules: server.modules },
      { clientId, count: COUNT, planted: change.planted, seed: 7, at: server.clock.now() },
    );
    await server.modules.lists?.warm();
    await server.monitor.runAll();
    const [due] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE last_screened_at IS NULL");
    expect(due?.n).toBe(0);
    const before = await alertIds();

    writeFileSync(join(lists, "sdn.csv"), sdnVersion(sdn, [change]), "latin1");
    const loaded = await server.modules.lists?.load("ofac_sdn", { type: "operator", id: "bench test" });
    expect(loaded?.outcome).toBe("loaded");
    await server.monitor.runAll();

    const raised = await server.db.query<{ alert_id: string; customer_id: string }>(
      "SELECT alert_id, customer_id FROM customer_alerts ORDER BY customer_id",
    );
    const planted = plantedIndexes(COUNT, change.planted.length).map(customerIdOf);
    expect(raised.filter((alert) => !before.has(alert.alert_id)).map((alert) => alert.customer_id)).toEqual(planted);
    const [run] = await server.db.query<{ changed_entries: number; screened: number; alerts: number }>(
      "SELECT changed_entries, screened, alerts FROM monitoring_runs WHERE version_id = $1",
      [loaded?.outcome === "loaded" ? loaded.version.id : ""],
    );
    expect(run).toMatchObject({ changed_entries: 50 + change.changed.length, alerts: planted.length });
    expect(run?.screened).toBeGreaterThan(planted.length);
    expect(run?.screened).toBeLessThan(COUNT);
  });

  test("a customer set up in bulk is stored as approval's monitoring.open stores it: keys, rating, first round", async () => {
    const customerId = customerIdOf(3);
    const read = async () => ({
      keys: (
        await server.db.query<{ key: string }>(
          "SELECT encode(key_hash, 'hex') AS key FROM monitoring_keys WHERE customer_id = $1 ORDER BY key_hash",
          [customerId],
        )
      ).map((row) => row.key),
      customer: (
        await server.db.query(
          "SELECT risk_rating, risk_factors, rated_at, next_review_at, monitoring, next_screening_at, cleared_matches FROM customers WHERE customer_id = $1",
          [customerId],
        )
      )[0],
    });
    await server.db.query("UPDATE customers SET next_screening_at = created_at WHERE customer_id = $1", [customerId]);
    const bulk = await read();
    expect(bulk.keys.length).toBeGreaterThan(0);
    const [row] = await server.db.query<{ application_id: string; created_at: Date }>(
      "SELECT application_id, created_at FROM customers WHERE customer_id = $1",
      [customerId],
    );
    await server.db.transaction(async (tx) => {
      const record = await server.modules.applications.gate.applicant(tx, row?.application_id as string);
      await tx.query("DELETE FROM monitoring_keys WHERE customer_id = $1", [customerId]);
      await tx.query("DELETE FROM accounts WHERE customer_id = $1", [customerId]);
      await tx.query("DELETE FROM customers WHERE customer_id = $1", [customerId]);
      await server.modules.monitoring.open(tx, record as never, row?.created_at as Date);
    });
    expect(await read()).toEqual(bulk);
  });
});
