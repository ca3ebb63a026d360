import { afterAll, beforeAll, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test("creates confirm the product and asset type from memory: one catalog query for several creates", async () => {
  const calls = api(server, await server.token("applications:write"));
  const query = server.db.query;
  const statements: string[] = [];
  server.db.query = ((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query.call(server.db, sql, params);
  }) as typeof query;
  const transaction = server.db.transaction;
  server.db.transaction = ((work) =>
    transaction.call(server.db, (tx) =>
      work({
        query: (sql: string, params?: unknown[]) => {
          statements.push(sql);
          return tx.query(sql, params);
        },
      } as typeof tx),
    )) as typeof transaction;
  try {
    for (let n = 0; n < 5; n++) {
      expect((await calls.post("/v1/applications", individualApplication())).status).toBe(201);
    }
  } finally {
    server.db.query = query;
    server.db.transaction = transaction;
  }
  expect(statements.filter((sql) => sql.includes("product_asset_types")).length).toBeLessThanOrEqual(1);
  expect(statements.filter((sql) => sql.startsWith("INSERT INTO applications"))).toHaveLength(5);
});
