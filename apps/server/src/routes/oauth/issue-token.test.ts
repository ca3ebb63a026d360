import { request } from "node:http";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { basic, startTestServer, statementsDuring, type TestServer, useTestServer } from "../../../test/harness.ts";

const server = useTestServer();
let client: { clientId: string; secret: string };
const errorBodies: string[] = [];

beforeAll(async () => {
  client = await server.registerClient(["applications:read", "applications:write", "customers:read"]);
});

/** POST /oauth/token; every error body is kept for the error_description checks at the end. */
async function token(query: string, init: RequestInit = {}, credentials: string | null = basic(client.clientId, client.secret)) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (credentials) {
    headers.authorization = credentials;
  }
  const response = await server.fetch(`/oauth/token${query}`, { method: "POST", ...init, headers });
  const text = await response.text();
  if (response.status !== 200) {
    errorBodies.push(text);
  }
  return { response, status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const form = (body: string) => ({ body, headers: { "content-type": "application/x-www-form-urlencoded" } });

describe("POST /oauth/token", () => {
  test("right Basic credentials and grant_type=client_credentials give a bearer token and no refresh token", async () => {
    const { status, body, response } = await token("?grant_type=client_credentials&scope=applications:read");
    expect(status).toBe(200);
    expect(body).toEqual({ access_token: expect.any(String), token_type: "Bearer", expires_in: 43_200, scope: "applications:read" });
    expect(body).not.toHaveProperty("refresh_token");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
  });

  test("errors carry Cache-Control: no-store and Pragma: no-cache too", async () => {
    const { response } = await token("?grant_type=client_credentials&scope=applications:read", {}, basic(client.clientId, "wrong"));
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
  });

  test("the token is a JWT access token (RFC 9068) whose exp - iat equals expires_in", async () => {
    const { body } = await token("?grant_type=client_credentials&scope=applications:read%20applications:write");
    const header = decodeProtectedHeader(body.access_token as string);
    const claims = decodeJwt(body.access_token as string);
    expect(header).toMatchObject({ typ: "at+jwt", alg: "ES256", kid: expect.any(String) });
    expect(claims).toMatchObject({
      iss: server.config.auth.issuer,
      sub: client.clientId,
      client_id: client.clientId,
      scope: "applications:read applications:write",
    });
    expect(claims.aud).toBe(`${server.config.auth.issuer}/v1`);
    expect(claims.jti).toEqual(expect.any(String));
    expect((claims.exp as number) - (claims.iat as number)).toBe(body.expires_in);
  });

  test("asking for another token never expires the ones already issued", async () => {
    const first = (await token("?grant_type=client_credentials&scope=applications:read")).body.access_token as string;
    await token("?grant_type=client_credentials&scope=customers:read");
    expect((await server.authed(first, "/v1/applications")).status).not.toBe(401);
  });

  test("grant_type and scope are accepted from a form body", async () => {
    const { status, body } = await token("", form("grant_type=client_credentials&scope=customers%3Aread"));
    expect(status).toBe(200);
    expect(body.scope).toBe("customers:read");
  });

  test("a parameter given twice, or in both the query and the body, is invalid_request", async () => {
    expect((await token("?grant_type=client_credentials&grant_type=client_credentials&scope=applications:read")).body.error).toBe(
      "invalid_request",
    );
    expect((await token("", form("grant_type=client_credentials&scope=applications:read&scope=customers:read"))).body.error).toBe(
      "invalid_request",
    );
    const both = await token("?grant_type=client_credentials", form("grant_type=client_credentials&scope=applications:read"));
    expect([both.status, both.body.error]).toEqual([400, "invalid_request"]);
  });

  test("a client secret in the query string or the body is refused", async () => {
    const query = await token(`?grant_type=client_credentials&scope=applications:read&client_secret=${client.secret}`);
    expect([query.status, query.body.error]).toEqual([400, "invalid_request"]);
    const body = await token(
      "",
      form(`grant_type=client_credentials&scope=applications:read&client_id=${client.clientId}&client_secret=${client.secret}`),
    );
    expect([body.status, body.body.error]).toEqual([400, "invalid_request"]);
  });

  test("only POST: other methods get 405 with Allow", async () => {
    const response = await server.fetch("/oauth/token?grant_type=client_credentials", {
      headers: { authorization: basic(client.clientId, client.secret) },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });

  test("a body of another content type is invalid_request", async () => {
    const { status, body } = await token("", {
      body: JSON.stringify({ grant_type: "client_credentials" }),
      headers: { "content-type": "application/json" },
    });
    expect([status, body.error]).toEqual([400, "invalid_request"]);
  });

  test("missing grant_type is invalid_request; another grant type is unsupported_grant_type", async () => {
    expect((await token("?scope=applications:read")).body.error).toBe("invalid_request");
    expect((await token("?grant_type=password&scope=applications:read")).body.error).toBe("unsupported_grant_type");
    expect((await token("?grant_type=authorization_code&scope=applications:read")).status).toBe(400);
  });

  test("an unknown scope, one the client lacks, or none at all is invalid_scope", async () => {
    expect((await token("?grant_type=client_credentials&scope=applications:admin")).body.error).toBe("invalid_scope");
    expect((await token("?grant_type=client_credentials&scope=transfers:write")).body.error).toBe("invalid_scope");
    const none = await token("?grant_type=client_credentials");
    expect([none.status, none.body.error]).toEqual([400, "invalid_scope"]);
  });

  test("a token carries only the scopes it asked for", async () => {
    const { body } = await token("?grant_type=client_credentials&scope=customers:read");
    expect(decodeJwt(body.access_token as string).scope).toBe("customers:read");
  });
});

describe("client authentication (RFC 6749 §2.3.1)", () => {
  test("wrong secret, unknown client and disabled client are the same 401 invalid_client with WWW-Authenticate: Basic", async () => {
    const disabled = await server.registerClient(["applications:read"]);
    await server.auth.clients.setEnabled(disabled.clientId, false, server.auth.revocations);
    const attempts = [
      await token("?grant_type=client_credentials&scope=applications:read", {}, basic(client.clientId, "not-the-secret")),
      await token("?grant_type=client_credentials&scope=applications:read", {}, basic("cli_unknown", "whatever")),
      await token("?grant_type=client_credentials&scope=applications:read", {}, basic(disabled.clientId, disabled.secret)),
      await token("?grant_type=client_credentials&scope=applications:read", {}, null),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(attempt.response.headers.get("www-authenticate")).toMatch(/^Basic/);
      expect(attempt.body).toEqual({ error: "invalid_client", error_description: "Client authentication failed." });
    }
  });

  test("an unknown client id does the same work as a known one with a wrong secret: one read of the client", async () => {
    // Structural rather than timed (timings belong to the benchmark): the same statements (the HMACs and comparisons
    // are counted in auth/token-issuance-reads.test.ts).
    const known = await server.registerClient(["applications:read"]);
    const wrong = (clientId: string) => async () => void (await server.auth.clients.authenticate(clientId, "wrong-secret"));
    await wrong(known.clientId)(); // now remembered: a failure from memory reads the client afresh
    // Of the client tables only: the server's own timers (the revocation list's refresh) may query meanwhile.
    const clientReads = async (work: () => Promise<void>) =>
      (await statementsDuring(server.db, work)).filter((sql) => /\b(api_clients|client_secrets)\b/.test(sql));
    const knownStatements = await clientReads(wrong(known.clientId));
    const unknownStatements = await clientReads(wrong("cli_does_not_exist"));
    expect(knownStatements).toHaveLength(1);
    expect(unknownStatements).toEqual(knownStatements);
  });

  test("id and secret are form-url-decoded after base64: ':' as %3A in the id, '+' and '&' in the secret", async () => {
    const odd = await server.registerClient(["applications:read"], { clientId: "partner:eu-1", secret: "s3cr3t+with&odd chars" });
    const header = `Basic ${Buffer.from(`${encodeURIComponent(odd.clientId)}:${encodeURIComponent(odd.secret).replaceAll("%20", "+")}`).toString("base64")}`;
    const { status, body } = await token("?grant_type=client_credentials&scope=applications:read", {}, header);
    expect(status).toBe(200);
    expect(decodeJwt(body.access_token as string).client_id).toBe("partner:eu-1");
  });

  test("malformed Basic headers are invalid_request", async () => {
    for (const header of [
      "Basic !!!notbase64",
      `Basic ${Buffer.from("no-colon-here").toString("base64")}`,
      `Basic ${Buffer.from("id:%zz").toString("base64")}`,
    ]) {
      const { status, body } = await token("?grant_type=client_credentials&scope=applications:read", {}, header);
      expect([status, body.error]).toEqual([400, "invalid_request"]);
    }
  });

  test("error_description has no quote or backslash and never contains a secret", async () => {
    expect(errorBodies.length).toBeGreaterThan(10);
    for (const text of errorBodies) {
      const { error_description: description } = JSON.parse(text) as { error_description?: string };
      expect(description ?? "").not.toMatch(/["\\]/);
      expect(text).not.toContain(client.secret);
    }
  });
});

/**
 * A server with other settings on this file's database, as a deployment runs several (each test below counts failures
 * under clients and addresses of its own).
 */
const secondInstance = (env: Record<string, string>) => startTestServer(env, undefined, 0, { db: server.db });

describe("failed client authentications", () => {
  /** POST /oauth/token from a given loopback address (the server sees it as the client's address). */
  const fromAddress = (target: TestServer, localAddress: string, clientId: string, secret: string) =>
    new Promise<{ status: number; retryAfter: string | undefined; cacheControl: string | undefined }>((resolve, reject) => {
      const url = new URL(`${target.url}/oauth/token?grant_type=client_credentials&scope=applications:read`);
      const req = request(url, { method: "POST", localAddress, headers: { authorization: basic(clientId, secret) } }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"] as string | undefined,
            cacheControl: res.headers["cache-control"] as string | undefined,
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  test("ten wrong secrets from one address never stop the right secret, from another address or from the same", async () => {
    const limited = await secondInstance({ AUTH_FAILURES_PER_CLIENT: "10", AUTH_FAILURES_PER_ADDRESS: "1000" });
    const target = await limited.registerClient(["applications:read"]);
    const statuses = [];
    for (let failure = 0; failure < 11; failure++) {
      statuses.push((await fromAddress(limited, "127.0.0.2", target.clientId, "guess")).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const blocked = await fromAddress(limited, "127.0.0.2", target.clientId, "guess");
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.cacheControl).toBe("no-store");
    expect((await fromAddress(limited, "127.0.0.3", target.clientId, target.secret)).status).toBe(200);
    expect((await fromAddress(limited, "127.0.0.2", target.clientId, target.secret)).status).toBe(200);
    await limited.close();
  });

  test("failures are counted atomically: of 100 concurrent wrong secrets, exactly the limit are answered 401, the rest 429", async () => {
    const limited = await secondInstance({ AUTH_FAILURES_PER_CLIENT: "10", AUTH_FAILURES_PER_ADDRESS: "1000" });
    const target = await limited.registerClient(["applications:read"]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => fromAddress(limited, "127.0.0.4", target.clientId, "guess")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    await limited.close();
  });

  test("an address failing across client ids gets 429 for its failures; right secrets behind it still work", async () => {
    const limited = await secondInstance({ AUTH_FAILURES_PER_CLIENT: "1000", AUTH_FAILURES_PER_ADDRESS: "3" });
    const statuses = [];
    for (let failure = 0; failure < 4; failure++) {
      statuses.push((await fromAddress(limited, "127.0.0.5", `cli_guess_${failure}`, "guess")).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const other = await limited.registerClient(["applications:read"]);
    expect((await fromAddress(limited, "127.0.0.5", other.clientId, other.secret)).status).toBe(200);
    await limited.close();
  });

  test("the counters live in the database, shared by every instance", async () => {
    const rows = await server.db.query<{ key: string }>("SELECT key FROM rate_limits");
    expect(rows.map((row) => row.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^authfail:client:${client.clientId}\\|`))]),
    );
  });
});

describe("token lifetimes by environment", () => {
  test.each([
    ["sandbox", 900],
    ["production", 900],
  ])("%s tokens live %i seconds", async (environment, lifetime) => {
    const other = await secondInstance({
      ONBOARDING_ENV: environment,
      DATABASE_URL: "postgres://config-only/unused",
      CLAMD_ADDRESS: "127.0.0.1:3310",
      PUBLIC_URL: "https://api.example.com",
    });
    const registered = await other.registerClient(["applications:read"]);
    const response = await other.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(registered.clientId, registered.secret) },
    });
    const body = (await response.json()) as { expires_in: number; access_token: string };
    const claims = decodeJwt(body.access_token);
    expect(body.expires_in).toBe(lifetime);
    expect((claims.exp as number) - (claims.iat as number)).toBe(lifetime);
    await other.close();
  });
});
