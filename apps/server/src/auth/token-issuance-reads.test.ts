import * as crypto from "node:crypto";
import { expect, test, vi } from "vitest";
import { basic, statementsDuring, useTestServer } from "../../test/harness.ts";

// The server's own calls to node:crypto, counted (passed through unchanged).
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, createHmac: vi.fn(actual.createHmac), timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const server = useTestServer({ env: { REVOCATION_MAX_DELAY_MS: "60000" } });

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
  // Nothing else either: the rate limits' leases (a hundred requests each here) were taken by the first request,
  // unless the loop crossed into a new window of a limit (fixed windows, on the clock): then one lease of each policy
  // the token endpoint counts in (the client's, the address's) at most.
  const leases = statements.filter((sql) => /INSERT INTO "rate_limits"/.test(sql));
  expect(statements.filter((sql) => !leases.includes(sql))).toEqual([]);
  expect(leases.length).toBeLessThanOrEqual(2);
});

test("a failed authentication reads the client once: twice only when what was in memory may be out of date", async () => {
  const client = await server.registerClient(["applications:read"]);
  const issue = (id: string, secret: string) =>
    fetch(`${server.url}/oauth/token?grant_type=client_credentials&scope=applications:read`, {
      method: "POST",
      headers: { authorization: basic(id, secret) },
    });
  const reads = (statements: string[]) => statements.filter((sql) => /FROM api_clients/.test(sql)).length;
  expect(reads(await statementsDuring(server.db, async () => void (await issue("cli_nobody", "guess"))))).toBe(1);
  expect(reads(await statementsDuring(server.db, async () => void (await issue("cli_nobody", "guess"))))).toBe(1);
  expect((await issue(client.clientId, client.secret)).status).toBe(200);
  expect(reads(await statementsDuring(server.db, async () => void (await issue(client.clientId, "guess"))))).toBe(1);
});

test("a wrong secret costs the same work for an unknown id as for a known one, remembered or not: one HMAC, the same comparisons", async () => {
  const remembered = await server.registerClient(["applications:read"]);
  expect(await server.auth.clients.authenticate(remembered.clientId, remembered.secret)).toBeDefined(); // now in memory
  const unremembered = await server.registerClient(["applications:read"]);
  const work = async (clientId: string) => {
    vi.mocked(crypto.createHmac).mockClear();
    vi.mocked(crypto.timingSafeEqual).mockClear();
    expect(await server.auth.clients.authenticate(clientId, "wrong-secret")).toBeUndefined();
    return { hmacs: vi.mocked(crypto.createHmac).mock.calls.length, comparisons: vi.mocked(crypto.timingSafeEqual).mock.calls.length };
  };
  const unknown = await work("cli_nobody_at_all");
  expect(unknown.hmacs).toBe(1);
  expect(await work(remembered.clientId)).toEqual(unknown);
  expect(await work(unremembered.clientId)).toEqual(unknown);
});
