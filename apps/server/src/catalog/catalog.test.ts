import { expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { statementsDuring, useTestServer } from "../../test/harness.ts";

const server = useTestServer();

test("creates confirm the product and asset type from memory: one catalog query for several creates", async () => {
  const calls = api(server, await server.token("applications:write"));
  const statements = await statementsDuring(server.db, async () => {
    for (let n = 0; n < 5; n++) {
      expect((await calls.post("/v1/applications", individualApplication())).status).toBe(201);
    }
  });
  expect(statements.filter((sql) => sql.includes("product_asset_types")).length).toBeLessThanOrEqual(1);
  expect(statements.filter((sql) => sql.startsWith("INSERT INTO applications"))).toHaveLength(5);
});
