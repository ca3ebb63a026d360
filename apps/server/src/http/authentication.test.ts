import { generateKeyPair, SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, test, vi } from "vitest";
import { useClient, useTestServer } from "../../test/harness.ts";
import { overloaded } from "../platform/errors.ts";

const server = useTestServer();
const caller = useClient(server, "applications:read");
const protectedPath = "/v1/applications";

/** A token signed with the server's own current key, with claims and header as given. */
async function forge(overrides: { header?: Record<string, unknown>; claims?: Record<string, unknown> } = {}) {
  const key = await server.auth.keys.current();
  const now = Math.floor(server.clock.now().getTime() / 1000);
  const issuer = server.config.auth.issuer;
  return new SignJWT({ client_id: "cli_forged", scope: "applications:read", ...overrides.claims })
    .setProtectedHeader({ alg: "ES256", typ: "at+jwt", kid: key.kid, ...overrides.header })
    .setIssuer((overrides.claims?.iss as string) ?? issuer)
    .setSubject("cli_forged")
    .setAudience((overrides.claims?.aud as string) ?? `${issuer}/v1`)
    .setIssuedAt(now)
    .setExpirationTime((overrides.claims?.exp as number) ?? now + 600)
    .setJti(crypto.randomUUID())
    .sign(key.privateKey);
}

async function expectInvalidToken(candidate: string) {
  const response = await server.authed(candidate, protectedPath);
  expect(response.status).toBe(401);
  expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="onboarding-api", error="invalid_token"/);
  expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
}

describe("protected endpoints (RFC 6750)", () => {
  test("a valid token with the operation's scope gets through", async () => {
    expect((await server.authed(caller.token, protectedPath)).status).not.toBe(401);
  });

  test("no Authorization header: 401 with both challenges (Bearer realm, and DPoP with its algorithms) and no error code", async () => {
    const response = await server.fetch(protectedPath);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="onboarding-api", DPoP algs="ES256 PS256 EdDSA"');
    expect(((await response.json()) as { code: string }).code).toBe("UNAUTHORIZED");
  });

  test("malformed, tampered and expired tokens: 401 invalid_token", async () => {
    await expectInvalidToken("not.a.jwt");
    await expectInvalidToken("definitely-not-a-token");
    const [header, payload, signature] = caller.token.split(".");
    const tampered = JSON.parse(Buffer.from(payload as string, "base64url").toString());
    tampered.scope = "applications:read applications:write";
    await expectInvalidToken(`${header}.${Buffer.from(JSON.stringify(tampered)).toString("base64url")}.${signature}`);
    await expectInvalidToken(await forge({ claims: { exp: Math.floor(server.clock.now().getTime() / 1000) - 10 } }));
  });

  test("alg none, an HMAC algorithm, an unknown kid, the wrong typ, iss or aud: 401 invalid_token", async () => {
    const issuer = server.config.auth.issuer;
    const unsecured = new UnsecuredJWT({ client_id: "cli_x", scope: "applications:read" })
      .setIssuer(issuer)
      .setAudience(`${issuer}/v1`)
      .setExpirationTime("10m")
      .encode();
    await expectInvalidToken(unsecured);
    const hmac = await new SignJWT({ client_id: "cli_x", scope: "applications:read", sub: "cli_x", jti: "j" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid: (await server.auth.keys.current()).kid })
      .setIssuer(issuer)
      .setAudience(`${issuer}/v1`)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(JSON.stringify(server.auth.keys.jwks().keys[0])));
    await expectInvalidToken(hmac);
    const stranger = await generateKeyPair("ES256");
    const foreign = await new SignJWT({ client_id: "cli_x", scope: "applications:read", jti: "j2" })
      .setProtectedHeader({ alg: "ES256", typ: "at+jwt", kid: "someone-elses-key" })
      .setSubject("cli_x")
      .setIssuer(issuer)
      .setAudience(`${issuer}/v1`)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(stranger.privateKey);
    await expectInvalidToken(foreign);
    await expectInvalidToken(await forge({ header: { typ: "JWT" } }));
    await expectInvalidToken(await forge({ claims: { iss: "https://evil.example" } }));
    await expectInvalidToken(await forge({ claims: { aud: "https://other-api.example" } }));
    expect((await server.authed(await forge(), protectedPath)).status).not.toBe(401);
  });

  test("a valid token without the operation's scope: 403 insufficient_scope naming the scope", async () => {
    const response = await server.authed(caller.token, "/v1/applications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("www-authenticate")).toBe(
      'Bearer realm="onboarding-api", error="insufficient_scope", scope="applications:write"',
    );
    expect(((await response.json()) as { code: string }).code).toBe("INSUFFICIENT_SCOPE");
  });

  test("each route requires its own scope", async () => {
    const customersOnly = await server.token("customers:read");
    expect((await server.authed(customersOnly, "/v1/applications")).status).toBe(403);
    expect((await server.authed(customersOnly, "/v1/customers/cust-1")).status).not.toBe(403);
  });

  test("an access token in the query string is refused", async () => {
    const response = await server.fetch(`${protectedPath}?access_token=${caller.token}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("www-authenticate")).toContain('error="invalid_request"');
  });
});

describe("access-token claims are checked strictly", () => {
  /** Signed with the server's key: the claims given, on top of valid ones. */
  async function signed(claims: Record<string, unknown>) {
    const key = await server.auth.keys.current();
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const issuer = server.config.auth.issuer;
    const payload = {
      iss: issuer,
      sub: "cli_forged",
      client_id: "cli_forged",
      aud: `${issuer}/v1`,
      iat: now,
      exp: now + 600,
      jti: crypto.randomUUID(),
      scope: "applications:read",
      ...claims,
    };
    return new SignJWT(payload).setProtectedHeader({ alg: "ES256", typ: "at+jwt", kid: key.kid }).sign(key.privateKey);
  }

  test("a scope that is not a string is an invalid token, not a 500", async () => {
    await expectInvalidToken(await signed({ scope: ["applications:read"] }));
    await expectInvalidToken(await signed({ scope: 42 }));
  });

  test("claims that are not storable text (a NUL, an unpaired surrogate) make an invalid token, not a 500", async () => {
    await expectInvalidToken(await signed({ client_id: "cli_a\u0000b" }));
    await expectInvalidToken(await signed({ client_id: "cli_\ud800" }));
    await expectInvalidToken(await signed({ jti: "jti\u0000" }));
    await expectInvalidToken(await signed({ scope: "applications:read\u0000" }));
  });

  test("a token issued in the future is refused", async () => {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    await expectInvalidToken(await signed({ iat: now + 3600 }));
  });

  test("the audience must be exactly this API, not a list that contains it", async () => {
    const issuer = server.config.auth.issuer;
    await expectInvalidToken(await signed({ aud: [`${issuer}/v1`, "https://elsewhere.example"] }));
  });

  test("when the signing keys cannot be read (the database does not answer), 503 with Retry-After, not invalid_token", async () => {
    const lookup = vi.spyOn(server.auth.keys, "publicKey").mockRejectedValueOnce(overloaded());
    try {
      const response = await server.authed(await signed({}), protectedPath);
      expect([response.status, response.headers.get("retry-after")]).toEqual([503, "1"]);
    } finally {
      lookup.mockRestore();
    }
  });

  test("a token with padding appended is not the token", async () => {
    await expectInvalidToken(`${caller.token}==`);
  });
});
