import { beforeAll, describe, expect, test } from "vitest";
import { basic, TestClock, useTestServer } from "../../test/harness.ts";

const clock = new TestClock();
const server = useTestServer({ env: { REVOCATION_MAX_DELAY_MS: "200" }, clock });
// A second instance of the service on the same database, as behind a load balancer.
const second = useTestServer({ env: { REVOCATION_MAX_DELAY_MS: "200" }, clock, on: server });
let client: { clientId: string; secret: string };

beforeAll(async () => {
  client = await server.registerClient(["applications:read"]);
});

const newToken = async () => {
  const response = await server.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
    method: "POST",
    headers: { authorization: basic(client.clientId, client.secret) },
  });
  return ((await response.json()) as { access_token: string }).access_token;
};

const form = (fields: Record<string, string>, credentials = basic(client.clientId, client.secret)) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", authorization: credentials },
  body: new URLSearchParams(fields).toString(),
});

describe("introspection (RFC 7662)", () => {
  test("an active token: its claims", async () => {
    const token = await newToken();
    const response = await server.fetch("/oauth/introspect", form({ token }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      active: true,
      client_id: client.clientId,
      scope: "applications:read",
      token_type: "Bearer",
    });
  });

  test("unauthenticated introspection is 401", async () => {
    const response = await server.fetch("/oauth/introspect", {
      ...form({ token: "x" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe("invalid_client");
  });

  test("unknown, expired and revoked tokens are exactly {active: false}", async () => {
    expect(await (await server.fetch("/oauth/introspect", form({ token: "unknown" }))).json()).toEqual({ active: false });
    const revoked = await newToken();
    await server.fetch("/oauth/revoke", form({ token: revoked }));
    expect(await (await server.fetch("/oauth/introspect", form({ token: revoked }))).json()).toEqual({ active: false });
    const expiring = await newToken();
    server.clock.advance(43_200 * 1000 + 1000);
    expect(await (await server.fetch("/oauth/introspect", form({ token: expiring }))).json()).toEqual({ active: false });
    server.clock.advance(-(43_200 * 1000 + 1000));
  });

  test("another client's token is not revealed", async () => {
    const other = await server.registerClient(["applications:read"]);
    const token = await newToken();
    expect(await (await server.fetch("/oauth/introspect", form({ token }, basic(other.clientId, other.secret)))).json()).toEqual({
      active: false,
    });
  });
});

describe("revocation (RFC 7009)", () => {
  test("an unknown token: 200", async () => {
    expect((await server.fetch("/oauth/revoke", form({ token: "never-issued" }))).status).toBe(200);
  });

  test("a revoked token is refused by every instance within the documented delay", async () => {
    const token = await newToken();
    const onSecond = () => fetch(`${second.url}/v1/applications`, { headers: { authorization: `Bearer ${token}` } });
    expect((await onSecond()).status).not.toBe(401);
    expect((await server.fetch("/oauth/revoke", form({ token }))).status).toBe(200);
    expect((await server.authed(token, "/v1/applications")).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const refused = await onSecond();
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  test("disabling a client cuts off its tokens on every instance", async () => {
    const victim = await server.registerClient(["applications:read"]);
    const response = await server.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(victim.clientId, victim.secret) },
    });
    const token = ((await response.json()) as { access_token: string }).access_token;
    expect((await fetch(`${second.url}/v1/applications`, { headers: { authorization: `Bearer ${token}` } })).status).not.toBe(401);
    server.clock.advance(1000);
    await server.auth.clients.setEnabled(victim.clientId, false, server.auth.revocations);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await fetch(`${second.url}/v1/applications`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

describe("client authentication from memory (at most the revocation delay)", () => {
  const tokenAt = (base: string, credentials: { clientId: string; secret: string }) =>
    fetch(`${base}/oauth/token?grant_type=client_credentials&scope=applications:read`, {
      method: "POST",
      headers: { authorization: basic(credentials.clientId, credentials.secret) },
    }).then((response) => response.status);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  test("a disabled client gets no token: at once where it was disabled, on every instance within the delay", async () => {
    const victim = await server.registerClient(["applications:read"]);
    expect([await tokenAt(server.url, victim), await tokenAt(second.url, victim)]).toEqual([200, 200]);
    await server.auth.clients.setEnabled(victim.clientId, false, server.auth.revocations);
    expect(await tokenAt(server.url, victim)).toBe(401);
    await wait(250); // REVOCATION_MAX_DELAY_MS is 200 here
    expect(await tokenAt(second.url, victim)).toBe(401);
  });

  test("a revoked secret stops working within the delay; a new secret works at once everywhere", async () => {
    const rotating = await server.registerClient(["applications:read"]);
    expect(await tokenAt(second.url, rotating)).toBe(200);
    const fresh = await server.auth.clients.rotateSecret(rotating.clientId, 60_000);
    // The second instance read the client before the rotation: the new secret is read afresh on its first failure.
    expect(await tokenAt(second.url, { clientId: rotating.clientId, secret: fresh.client_secret })).toBe(200);
    const secrets = await server.db.query<{ secret_id: string }>(
      "SELECT secret_id FROM client_secrets WHERE client_id = $1 AND secret_id <> $2",
      [rotating.clientId, fresh.secret_id],
    );
    await server.auth.clients.revokeSecret(rotating.clientId, secrets[0]?.secret_id as string);
    expect(await tokenAt(server.url, rotating)).toBe(401);
    await wait(250);
    expect(await tokenAt(second.url, rotating)).toBe(401);
  });
});
