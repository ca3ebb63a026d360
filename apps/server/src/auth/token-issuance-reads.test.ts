import { afterAll, beforeAll, expect, test } from "vitest";
import { basic, startTestServer, statementsDuring, type TestServer } from "../../test/harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REVOCATION_MAX_DELAY_MS: "60000" });
});
afterAll(() => server.close());

test("issuing tokens to a known client reads the database once per revocation delay, not once per token", async () => {
  const client = await server.registerClient(["applications:read"]);
  const issue = () =>
    fetch(`${server.url}/oauth/token?grant_type=client_credentials&scope=applications:read`, {
      method: "POST",
      headers: { authorization: basic(client.clientId, client.secret) },
    });
  expect((await issue()).status).toBe(200);
  const statements = await statementsDuring(server.db, async () => {
    for (let n = 0; n < 20; n++) {
      expect((await issue()).status).toBe(200);
    }
  });
  expect(statements.filter((sql) => /api_clients|client_secrets/.test(sql))).toEqual([]);
});
