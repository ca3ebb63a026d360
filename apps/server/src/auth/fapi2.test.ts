import { createServer as createHttpServer } from "node:http";
import { connect } from "node:net";
import { createOnboardingClient } from "@onboarding/client";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { LiveTestClock, useTestServer } from "../../test/harness.ts";
import { assertionForm, athOf, basic, clientAssertion, clientKeyPair, dpopProof } from "../../test/oauth.ts";
import { freePort } from "../../test/process.ts";
import { clientKeyOf } from "./client-keys.ts";
import { RemoteKeySets } from "./remote-key-sets.ts";

// The issuer and a DPoP proof's htu are the server's PUBLIC_URL: the URL it is reached at. A second instance behind
// the same name (PUBLIC_URL) shares the database, as a deployment's instances do.
const port = await freePort();
const PUBLIC_URL = `http://127.0.0.1:${port}`;
// Real time: oauth4webapi signs with the time it reads, and the server checks iat and exp against its own.
const clock = new LiveTestClock();
const server = useTestServer({ env: { PORT: String(port), PUBLIC_URL }, port, clock });
const second = useTestServer({ env: { PUBLIC_URL }, on: server, clock });
const SCOPE = "applications:read applications:write";
const insecure = { [oauth.allowInsecureRequests]: true } as const;

type Key = Awaited<ReturnType<typeof clientKeyPair>>;
/** A client of the fapi2 profile, with one registered ES256 key. */
async function fapi2Client(key?: Key) {
  const pair = key ?? (await clientKeyPair("ES256"));
  const created = await server.auth.clients.registerWithKeys({
    name: "bank",
    scopes: SCOPE.split(" "),
    authProfile: "fapi2",
    keys: [await clientKeyOf(pair.publicJwk)],
  });
  return { clientId: created.client_id, key: pair };
}

/** A token request with a client assertion (and a DPoP proof with the current nonce when `dpop` is given). */
async function tokenRequest(url: string, assertion: string, dpop?: Key): Promise<Response> {
  const send = (proof?: string) =>
    fetch(`${url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(proof ? { dpop: proof } : {}) },
      body: assertionForm(assertion, SCOPE),
    });
  if (!dpop) {
    return send();
  }
  // The server's nonce, as any proof without one is answered (the assertion is not spent: it is refused earlier).
  const first = await fetch(`${url}/oauth/token`, {
    method: "POST",
    headers: { dpop: await dpopProof(dpop, "POST", `${PUBLIC_URL}/oauth/token`) },
  });
  const nonce = first.headers.get("dpop-nonce") ?? undefined;
  return send(await dpopProof(dpop, "POST", `${PUBLIC_URL}/oauth/token`, { nonce }));
}

const oauthError = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { error: string; error_description?: string }),
});

describe("a fapi2 client with oauth4webapi as the integrator", () => {
  let as: oauth.AuthorizationServer;
  beforeAll(async () => {
    const issuer = new URL(PUBLIC_URL);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...insecure, algorithm: "oauth2" }));
  });

  test("the metadata advertises private_key_jwt, its algorithms and DPoP's", () => {
    expect(as.token_endpoint_auth_methods_supported).toContain("private_key_jwt");
    expect(as.token_endpoint_auth_signing_alg_values_supported).toEqual(["ES256", "PS256", "EdDSA"]);
    expect(as.dpop_signing_alg_values_supported).toEqual(["ES256", "PS256", "EdDSA"]);
  });

  test("gets a DPoP-bound token by private_key_jwt (after the nonce retry), creates an application with it, and the same token as Bearer is 401", async () => {
    const { clientId, key } = await fapi2Client();
    const client: oauth.Client = { client_id: clientId };
    const clientAuth = oauth.PrivateKeyJwt(key.privateKey);
    const DPoP = oauth.DPoP(client, await oauth.generateKeyPair("ES256"));
    const grant = () => oauth.clientCredentialsGrantRequest(as, client, clientAuth, { scope: SCOPE }, { ...insecure, DPoP });
    let token: oauth.TokenEndpointResponse;
    try {
      token = await oauth.processClientCredentialsResponse(as, client, await grant());
      throw new Error("the first request, without a nonce, was expected to be refused with use_dpop_nonce");
    } catch (error) {
      expect(oauth.isDPoPNonceError(error)).toBe(true);
      token = await oauth.processClientCredentialsResponse(as, client, await grant());
    }
    expect(token.token_type).toBe("dpop");

    const created = await oauth.protectedResourceRequest(
      token.access_token,
      "POST",
      new URL(`${server.url}/v1/applications`),
      new Headers({ "content-type": "application/json" }),
      JSON.stringify(individualApplication()),
      { ...insecure, DPoP },
    );
    expect(created.status).toBe(201);

    const asBearer = await server.authed(token.access_token, "/v1/applications");
    expect(asBearer.status).toBe(401);
    expect(asBearer.headers.get("www-authenticate")).toMatch(/^DPoP algs="ES256 PS256 EdDSA", error="invalid_token"/);

    const introspection = await oauth.processIntrospectionResponse(
      as,
      client,
      await oauth.introspectionRequest(as, client, oauth.PrivateKeyJwt(key.privateKey), token.access_token, insecure),
    );
    expect(introspection).toMatchObject({ active: true, token_type: "DPoP", cnf: { jkt: expect.any(String) } });
  });
});

describe("the project's client with a private key and DPoP", () => {
  test("gets a DPoP-bound token by private_key_jwt (the nonce retry its own), creates and reads an application, every request with a new proof", async () => {
    const { clientId, key } = await fapi2Client();
    const sent: Request[] = [];
    const client = createOnboardingClient({
      baseUrl: PUBLIC_URL,
      clientId,
      privateKey: key.privateKey,
      dpop: true,
      scopes: SCOPE.split(" "),
      throwOnError: true,
      fetch: (request) => {
        sent.push(request.clone());
        return fetch(request);
      },
    });
    const created = await client.POST("/v1/applications", { body: individualApplication() as never });
    const read = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: created.data.id } } });
    expect(read.data.id).toBe(created.data.id);

    const tokenRequests = sent.filter((request) => request.url.endsWith("/oauth/token"));
    expect(tokenRequests).toHaveLength(2); // the first refused with use_dpop_nonce, the second with the nonce
    const api = sent.filter((request) => request.url.includes("/v1/"));
    expect(api.map((request) => request.headers.get("authorization")?.split(" ")[0])).toEqual(["DPoP", "DPoP"]);
    const proofs = api.map((request) => request.headers.get("dpop"));
    expect(new Set(proofs).size).toBe(2);
  });
});

describe("what a fapi2 client's requests are refused for", () => {
  let clientId: string;
  let key: Key;
  let token: string;
  const dpopKey = clientKeyPair("ES256");
  beforeAll(async () => {
    ({ clientId, key } = await fapi2Client());
    const response = await tokenRequest(server.url, await clientAssertion(key, clientId, PUBLIC_URL), await dpopKey);
    expect(response.status).toBe(200);
    token = ((await response.json()) as { access_token: string }).access_token;
  });
  const call = async (method: string, path: string, proof: string) =>
    fetch(`${server.url}${path}`, { method, headers: { authorization: `DPoP ${token}`, dpop: proof } });

  test("a proof works once: replayed, it is 401 invalid_dpop_proof", async () => {
    const proof = await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/applications`, { ath: athOf(token) });
    expect((await call("GET", "/v1/applications", proof)).status).toBe(200);
    const replayed = await call("GET", "/v1/applications", proof);
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get("www-authenticate")).toMatch(
      /^DPoP algs="[^"]+", error="invalid_dpop_proof", error_description="The DPoP proof was used before/,
    );
  });

  test("a proof for another URL, another method, without ath, or signed by another key than the token's is 401 invalid_dpop_proof", async () => {
    const proofs = [
      [
        "another URL",
        await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/customers`, { ath: athOf(token) }),
        /htu must be http:\/\/127\.0\.0\.1:\d+\/v1\/applications/,
      ],
      [
        "another method",
        await dpopProof(await dpopKey, "POST", `${PUBLIC_URL}/v1/applications`, { ath: athOf(token) }),
        /is for POST, not GET/,
      ],
      ["no ath", await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/applications`), /ath is not the access token's hash/],
      [
        "another key",
        await dpopProof(await clientKeyPair("ES256"), "GET", `${PUBLIC_URL}/v1/applications`, { ath: athOf(token) }),
        /signed with another key than the one the token is bound to/,
      ],
    ] as const;
    for (const [why, proof, reason] of proofs) {
      const response = await call("GET", "/v1/applications", proof);
      expect({ why, status: response.status, challenge: response.headers.get("www-authenticate") }).toMatchObject({
        why,
        status: 401,
        challenge: expect.stringMatching(/error="invalid_dpop_proof"/),
      });
      expect({ why, challenge: response.headers.get("www-authenticate") }).toMatchObject({
        why,
        challenge: expect.stringMatching(new RegExp(`error_description="[^"]*${reason.source}`)),
      });
    }
  });

  test("a proof's htu may carry a query, which is not compared; the path still is", async () => {
    const proof = await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/applications?limit=1#top`, { ath: athOf(token) });
    expect((await call("GET", "/v1/applications?limit=1", proof)).status).toBe(200);
  });

  test("a token request without a DPoP proof is 400 invalid_dpop_proof; the client's secret is 401 invalid_client", async () => {
    const noProof = await tokenRequest(server.url, await clientAssertion(key, clientId, PUBLIC_URL));
    expect(await oauthError(noProof)).toMatchObject({
      status: 400,
      error: "invalid_dpop_proof",
      error_description: expect.stringMatching(/its tokens are DPoP-bound, so send a DPoP proof/),
    });

    // A client that had a secret, switched to fapi2: the secret no longer authenticates it, nor does its bearer token;
    // the DPoP-bound token it got before the switch keeps working.
    const baseline = await server.registerClient(SCOPE.split(" "));
    const bearer = await server.tokenFor(baseline, "applications:read");
    expect((await server.authed(bearer, "/v1/applications")).status).toBe(200);
    await server.auth.clients.addKeys(baseline.clientId, [await clientKeyOf(key.publicJwk)]);
    const boundAnswer = await tokenRequest(server.url, await clientAssertion(key, baseline.clientId, PUBLIC_URL), await dpopKey);
    const bound = ((await boundAnswer.json()) as { access_token: string; token_type: string }).access_token;
    await server.auth.clients.setAuthProfile(baseline.clientId, "fapi2");
    const boundCall = await fetch(`${server.url}/v1/applications`, {
      headers: {
        authorization: `DPoP ${bound}`,
        dpop: await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/applications`, { ath: athOf(bound) }),
      },
    });
    expect(boundCall.status).toBe(200);
    const withSecret = await server.fetch(`/oauth/token?grant_type=client_credentials&scope=applications:read`, {
      method: "POST",
      headers: { authorization: basic(baseline.clientId, baseline.secret) },
    });
    expect(await oauthError(withSecret)).toMatchObject({
      status: 401,
      error: "invalid_client",
      error_description: expect.stringMatching(/auth profile is fapi2: it authenticates with private_key_jwt, never a secret/),
    });
    const refused = await server.authed(bearer, "/v1/applications");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/^DPoP algs="[^"]+", error="invalid_token"/);
  });

  test.each([
    ["a replayed assertion", "replay", /was used before: make a new one/],
    ["an assertion signed by an unregistered key", "unregistered", /signature does not verify with the client's key/],
    ["an HS256 assertion", "hs256", /alg HS256 is not accepted: sign with ES256, PS256, EdDSA/],
    ["an expired assertion", "expired", /The client_assertion expired/],
    ["an assertion whose exp is more than five minutes ahead", "long", /exp must be at most 300 s ahead/],
    ["an assertion for another audience", "audience", /aud is not valid: it does not match/],
  ])("%s is 401 invalid_client", async (_why, kind, reason) => {
    const now = Math.floor(Date.now() / 1000);
    const assertions: Record<string, () => Promise<string>> = {
      replay: async () => {
        const assertion = await clientAssertion(key, clientId, PUBLIC_URL);
        expect((await tokenRequest(server.url, assertion, await dpopKey)).status).toBe(200);
        return assertion;
      },
      unregistered: async () => clientAssertion(await clientKeyPair("ES256"), clientId, PUBLIC_URL),
      hs256: () =>
        clientAssertion({ privateKey: new TextEncoder().encode("a shared secret of 32 bytes!!!!!"), alg: "HS256" }, clientId, PUBLIC_URL),
      expired: () => clientAssertion(key, clientId, PUBLIC_URL, { claims: { iat: now - 600, exp: now - 300 } }),
      long: () => clientAssertion(key, clientId, PUBLIC_URL, { claims: { exp: now + 3600 } }),
      audience: () => clientAssertion(key, clientId, "https://elsewhere.example"),
    };
    const response = await tokenRequest(server.url, await (assertions[kind] as () => Promise<string>)(), await dpopKey);
    expect(await oauthError(response)).toMatchObject({
      status: 401,
      error: "invalid_client",
      error_description: expect.stringMatching(reason),
    });
  });

  test("an assertion used on one instance is refused on another", async () => {
    const assertion = await clientAssertion(key, clientId, PUBLIC_URL);
    expect((await tokenRequest(server.url, assertion, await dpopKey)).status).toBe(200);
    const replayed = await tokenRequest(second.url, assertion, await dpopKey);
    expect(await oauthError(replayed)).toMatchObject({
      status: 401,
      error: "invalid_client",
      error_description: expect.stringMatching(/used before/),
    });
  });

  test("a DPoP proof used on one instance is refused on another", async () => {
    const proof = await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/applications`, { ath: athOf(token) });
    expect((await call("GET", "/v1/applications", proof)).status).toBe(200);
    const replayed = await fetch(`${second.url}/v1/applications`, { headers: { authorization: `DPoP ${token}`, dpop: proof } });
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get("www-authenticate")).toMatch(
      /error="invalid_dpop_proof", error_description="The DPoP proof was used before/,
    );
  });

  test("a baseline client's bearer token sent with the DPoP scheme is 401 invalid_token", async () => {
    const bearer = await server.token("applications:read");
    const response = await fetch(`${server.url}/v1/applications`, {
      headers: {
        authorization: `DPoP ${bearer}`,
        dpop: await dpopProof(await dpopKey, "GET", `${PUBLIC_URL}/v1/applications`, { ath: athOf(bearer) }),
      },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/error="invalid_token"/);
  });
});

/** Whether a Redis answers where CI runs one (a newcomer's machine has none: the database store is tested anyway). */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, "127.0.0.1");
  socket.once("connect", () => {
    socket.destroy();
    resolve(true);
  });
  socket.once("error", () => resolve(false));
});

describe.skipIf(!redisAnswers)("with REDIS_URL, the one-time values are remembered in Redis", () => {
  const env = { PUBLIC_URL, REDIS_URL: "redis://127.0.0.1:6379" };
  const one = useTestServer({ env, on: server, clock });
  const other = useTestServer({ env, on: server, clock });

  test("an assertion used on one instance is refused on another", async () => {
    const { clientId, key } = await fapi2Client();
    const dpop = await clientKeyPair("ES256");
    const assertion = await clientAssertion(key, clientId, PUBLIC_URL);
    expect((await tokenRequest(one.url, assertion, dpop)).status).toBe(200);
    expect(one.rateLimits.store).toBe("redis");
    expect(await oauthError(await tokenRequest(other.url, assertion, dpop))).toMatchObject({
      status: 401,
      error: "invalid_client",
      error_description: expect.stringMatching(/used before/),
    });
  });
});

describe("a client's keys published at its jwks_uri", () => {
  let jwks: { keys: unknown[] } = { keys: [] };
  const publisher = createHttpServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(jwks));
  });
  beforeAll(() => new Promise<void>((resolve) => publisher.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => publisher.close(() => resolve())));

  test("authenticate its assertions (development allows a local address); a key rotated there is followed once a minute has passed", async () => {
    const first = await clientKeyPair("EdDSA");
    jwks = { keys: [{ ...first.publicJwk, kid: "k1" }] };
    const { port: publisherPort } = publisher.address() as { port: number };
    const created = await server.auth.clients.registerWithKeys({
      name: "published keys",
      scopes: ["applications:read"],
      jwksUri: `http://127.0.0.1:${publisherPort}/jwks.json`,
    });
    const request = async (pair: Key, kid: string) => {
      // exp two minutes ahead: the server's clock is moved a minute ahead below.
      const exp = Math.floor(Date.now() / 1000) + 120;
      const assertion = await clientAssertion(pair, created.client_id, PUBLIC_URL, { header: { kid }, claims: { exp } });
      return fetch(`${server.url}/oauth/token`, { method: "POST", body: assertionForm(assertion, "applications:read") });
    };
    expect((await request(first, "k1")).status).toBe(200);
    const rotated = await clientKeyPair("PS256");
    jwks = { keys: [{ ...rotated.publicJwk, kid: "k2" }] };
    // An unknown kid fetches the set again, at most once a minute: just after the last fetch, the cached set answers.
    expect(await oauthError(await request(rotated, "k2"))).toMatchObject({
      status: 401,
      error: "invalid_client",
      error_description: expect.stringMatching(/signed with a key the client has not registered \(kid k2\)/),
    });
    clock.advance(61_000);
    try {
      expect((await request(rotated, "k2")).status).toBe(200);
      // A kid the fetched set no longer has stays invalid_client.
      expect(await oauthError(await request(first, "k1"))).toMatchObject({
        status: 401,
        error: "invalid_client",
        error_description: expect.stringMatching(/signed with a key the client has not registered \(kid k1\)/),
      });
    } finally {
      clock.advance(-61_000); // the clock is shared by every test of the file
    }
  });

  test("a jwks_uri that cannot be fetched is 503 (retry later), not a failed authentication", async () => {
    const nothingListens = await freePort();
    const created = await server.auth.clients.registerWithKeys({
      name: "keys published nowhere",
      scopes: ["applications:read"],
      jwksUri: `http://127.0.0.1:${nothingListens}/jwks.json`,
    });
    const pair = await clientKeyPair("ES256");
    const failures = vi.spyOn(server.auth.bruteForce, "fail");
    try {
      const assertion = await clientAssertion(pair, created.client_id, PUBLIC_URL, { header: { kid: "k1" } });
      const response = await fetch(`${server.url}/oauth/token`, { method: "POST", body: assertionForm(assertion, "applications:read") });
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await oauthError(response)).toMatchObject({
        status: 503,
        error: "server_error",
        error_description: expect.stringMatching(/jwks_uri could not be read: .* could not be fetched/),
      });
      expect(failures).not.toHaveBeenCalled();
    } finally {
      failures.mockRestore();
    }
  });
});

test("in sandbox and production, a jwks_uri on an internal address is not fetched", async () => {
  const sets = new RemoteKeySets({ publicOnly: true, resolve: async () => [{ address: "10.0.0.7", family: 4 }] }, clock);
  await expect(sets.keys("https://keys.bank.example/jwks.json", undefined)).rejects.toThrow(/not a public address/);
  await expect(sets.keys("http://203.0.113.7/jwks.json", undefined)).rejects.toThrow(/must use https/);
});

describe("source addresses", () => {
  const proxied = useTestServer({ env: { PUBLIC_URL, TRUST_PROXY: "loopback" }, on: server, clock });

  test("a client limited to 10.0.0.0/8 is refused from 127.0.0.1, and served through a trusted proxy that says 10.1.2.3", async () => {
    const registered = await server.registerClient(["applications:read"]);
    const token = await server.tokenFor(registered, "applications:read");
    await server.auth.clients.setSourceIps(registered.clientId, ["10.0.0.0/8"]);
    await proxied.auth.clients.setSourceIps(registered.clientId, ["10.0.0.0/8"]);

    const refusedToken = await server.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(registered.clientId, registered.secret) },
    });
    expect(await oauthError(refusedToken)).toMatchObject({
      status: 401,
      error: "invalid_client",
      error_description: expect.stringMatching(/not allowed for this client/),
    });
    const refusedCall = await server.authed(token, "/v1/applications");
    expect(refusedCall.status).toBe(403);
    expect(await refusedCall.json()).toMatchObject({ code: "SOURCE_ADDRESS_NOT_ALLOWED" });

    const forwarded = { "x-forwarded-for": "10.1.2.3" };
    const servedToken = await proxied.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(registered.clientId, registered.secret), ...forwarded },
    });
    expect(servedToken.status).toBe(200);
    const served = await proxied.authed(token, "/v1/applications", { headers: forwarded });
    expect([served.status, served.status === 200 ? "" : await served.text()]).toEqual([200, ""]);
    // The same proxy, saying another address: refused.
    expect((await proxied.authed(token, "/v1/applications", { headers: { "x-forwarded-for": "192.0.2.1" } })).status).toBe(403);
  });
});
