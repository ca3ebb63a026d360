import { generateKeyPair } from "jose";
import { describe, expect, test } from "vitest";
import { baseUrl, FakeServer, type Proof, sha256 } from "../test/fake-authorization-server.ts";
import { createOnboardingClient, createTokenManager } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const noWait = async () => {};
const path = { params: { path: { application_id: "app_1" } } };

/** A client with a private key and DPoP, against a fake server that knows its public key. */
async function dpopClient(options: ConstructorParameters<typeof FakeServer>[0] = {}, now?: () => number) {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const server = new FakeServer({ clientKey: publicKey, ...options });
  const client = createOnboardingClient({
    baseUrl,
    clientId: "cli_1",
    privateKey,
    dpop: true,
    scopes: ["applications:read", "applications:write"],
    fetch: server.fetch,
    sleep: noWait,
    ...(now ? { now } : {}),
  });
  return { server, client };
}

const proofs = (seen: { proof?: Proof | undefined }[]) => seen.map((each) => each.proof);

describe("DPoP: tokens bound to the client's own key, a proof with every request", () => {
  test("the token request carries a proof (no ath); refused for a nonce, it is sent once more with it, and the token is DPoP", async () => {
    const { server, client } = await dpopClient();
    const before = Math.floor(Date.now() / 1000);
    await client.GET("/v1/applications/{application_id}", path);

    expect(server.tokenRequests).toHaveLength(2);
    const [first, second] = proofs(server.tokenRequests);
    expect(first?.header).toEqual({
      typ: "dpop+jwt",
      alg: "ES256",
      jwk: { kty: "EC", crv: "P-256", x: expect.any(String), y: expect.any(String) },
    });
    expect(Object.keys(first?.header.jwk ?? {}).sort()).toEqual(["crv", "kty", "x", "y"]);
    expect(first?.payload).toEqual({
      jti: expect.stringMatching(UUID),
      htm: "POST",
      htu: `${baseUrl}/oauth/token`,
      iat: expect.any(Number),
    });
    expect(first?.payload.iat).toBeGreaterThanOrEqual(before);
    expect(second?.payload).toEqual({ ...first?.payload, jti: expect.stringMatching(UUID), iat: expect.any(Number), nonce: "nonce-1" });
    expect(second?.payload.jti).not.toBe(first?.payload.jti);
    expect(second?.jkt).toBe(first?.jkt);
    // A new client assertion for the second request too.
    expect(server.tokenRequests[1]?.assertion?.payload.jti).not.toBe(server.tokenRequests[0]?.assertion?.payload.jti);
  });

  test("an API call sends the token with the scheme DPoP and a proof of exactly that request: htu without the query, ath the token's hash", async () => {
    const { server, client } = await dpopClient();
    await client.GET("/v1/applications", { params: { query: { limit: 5 } } });

    const [seen] = server.apiRequests;
    expect(seen?.request.url).toBe(`${baseUrl}/v1/applications?limit=5`);
    expect(seen?.request.headers.get("authorization")).toBe("DPoP tok-1");
    expect(seen?.proof?.header).toMatchObject({ typ: "dpop+jwt", alg: "ES256" });
    expect(seen?.proof?.payload).toEqual({
      jti: expect.stringMatching(UUID),
      htm: "GET",
      htu: `${baseUrl}/v1/applications`,
      iat: expect.any(Number),
      nonce: "nonce-1",
      ath: await sha256("tok-1"),
    });
    // The same key as the token request's (the token is bound to it).
    expect(seen?.proof?.jkt).toBe(server.tokenRequests[0]?.proof?.jkt);
  });

  test("called by another URL than its public one (issuer), every proof names the public URL, as the server checks it", async () => {
    const issuer = "https://api.example.com";
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    const server = new FakeServer({ clientKey: publicKey, issuer });
    const client = createOnboardingClient({
      baseUrl,
      issuer,
      clientId: "cli_1",
      privateKey,
      dpop: true,
      scopes: ["applications:read"],
      fetch: server.fetch,
      sleep: noWait,
    });
    const { response } = await client.GET("/v1/applications", { params: { query: { limit: 5 } } });

    expect(response.status).toBe(200);
    expect(server.tokenRequests[0]?.request.url).toBe(`${baseUrl}/oauth/token`);
    expect(proofs(server.tokenRequests).map((proof) => proof?.payload.htu)).toEqual([`${issuer}/oauth/token`, `${issuer}/oauth/token`]);
    expect(server.apiRequests[0]?.request.url).toBe(`${baseUrl}/v1/applications?limit=5`);
    expect(server.apiRequests[0]?.proof?.payload.htu).toBe(`${issuer}/v1/applications`);
  });

  test("the latest DPoP-Nonce of any response, token endpoint or API, goes into the next proofs", async () => {
    let nonce: string | undefined = "nonce-from-api";
    const { server, client } = await dpopClient({
      api: () => {
        const given = nonce;
        nonce = undefined;
        return given ? new Response("{}", { status: 200, headers: { "dpop-nonce": given } }) : undefined;
      },
    });
    await client.GET("/v1/applications/{application_id}", path);
    await client.GET("/v1/applications/{application_id}", path);
    expect(proofs(server.apiRequests).map((proof) => proof?.payload.nonce)).toEqual(["nonce-1", "nonce-from-api"]);
  });

  test("an API call answered 401 use_dpop_nonce is sent once more with the new nonce; a second such answer is returned", async () => {
    const { server, client } = await dpopClient({ apiNonce: true });
    await client.accessToken();
    server.nonce = "nonce-2";
    const { response } = await client.POST("/v1/applications/{application_id}/submit", path);
    expect(response.status).toBe(200);
    expect(server.apiRequests).toHaveLength(2);
    const [refused, accepted] = server.apiRequests;
    expect(refused?.proof?.payload.nonce).toBe("nonce-1");
    expect(accepted?.proof?.payload.nonce).toBe("nonce-2");
    expect(accepted?.proof?.payload.jti).not.toBe(refused?.proof?.payload.jti);
    expect(accepted?.request.headers.get("x-svc-idempotency-id")).toBe(refused?.request.headers.get("x-svc-idempotency-id"));

    // A server that asks again, every time: the client asks once more only, and returns its answer.
    const always = await dpopClient({
      api: () => new Response(null, { status: 401, headers: { "www-authenticate": 'DPoP error="use_dpop_nonce"', "dpop-nonce": "n" } }),
    });
    const again = await always.client.GET("/v1/applications/{application_id}", path);
    expect(again.response.status).toBe(401);
    expect(always.server.apiRequests).toHaveLength(2);
  });

  test("a nonce that expires is asked for again at the token endpoint later, and the client follows again", async () => {
    let clock = 1_800_000_000_000;
    const { server, client } = await dpopClient({ expiresIn: 300 }, () => clock);
    await client.GET("/v1/applications/{application_id}", path);
    expect(server.tokenRequests).toHaveLength(2);

    clock += 300_000;
    server.nonce = "nonce-2";
    await client.GET("/v1/applications/{application_id}", path);
    expect(server.tokenRequests.map((seen) => seen.proof?.payload.nonce)).toEqual([undefined, "nonce-1", "nonce-1", "nonce-2"]);
    expect(server.tokenRequests[3]?.proof?.payload.iat).toBe(1_800_000_300);
    expect(server.apiRequests.map((seen) => seen.request.headers.get("authorization"))).toEqual(["DPoP tok-1", "DPoP tok-2"]);
  });

  test("a 401 invalid_token with the scheme DPoP gets a new token once, as with Bearer", async () => {
    let refusals = 1;
    const { server, client } = await dpopClient({
      api: () =>
        refusals-- > 0
          ? new Response(null, { status: 401, headers: { "www-authenticate": 'DPoP error="invalid_token", algs="ES256"' } })
          : undefined,
    });
    const { response } = await client.GET("/v1/applications/{application_id}", path);
    expect(response.status).toBe(200);
    expect(server.apiRequests.map((seen) => seen.request.headers.get("authorization"))).toEqual(["DPoP tok-1", "DPoP tok-2"]);
    expect(server.apiRequests[1]?.proof?.payload.ath).toBe(await sha256("tok-2"));
  });

  test("every retry of a write carries a new proof (a new jti) and the same idempotency key", async () => {
    let unavailable = 2;
    const { server, client } = await dpopClient({ api: () => (unavailable-- > 0 ? new Response(null, { status: 503 }) : undefined) });
    const { response } = await client.POST("/v1/applications/{application_id}/submit", path);
    expect(response.status).toBe(200);
    expect(server.apiRequests).toHaveLength(3);
    const jtis = new Set(proofs(server.apiRequests).map((proof) => proof?.payload.jti));
    expect(jtis.size).toBe(3);
    expect(new Set(server.apiRequests.map((seen) => seen.request.headers.get("x-svc-idempotency-id"))).size).toBe(1);
    expect(proofs(server.apiRequests).every((proof) => proof?.payload.htm === "POST")).toBe(true);
  });

  test("paginate and uploadDocument get proofs of their own requests: each page's URL, the upload's POST", async () => {
    const { server, client } = await dpopClient();
    const ids: string[] = [];
    for await (const application of client.paginate("/v1/applications", { params: { query: { limit: 1 } } })) {
      ids.push(application.id);
    }
    expect(ids).toEqual(["app_1", "app_2"]);
    await client.uploadDocument({ applicationId: "app_1", file: new Uint8Array([0x25, 0x50, 0x44, 0x46]), type: "PASSPORT" });

    expect(server.apiRequests.map((seen) => seen.request.url)).toEqual([
      `${baseUrl}/v1/applications?limit=1`,
      `${baseUrl}/v1/applications?cursor=c2&limit=1#page`,
      `${baseUrl}/v1/applications/app_1/documents`,
    ]);
    expect(proofs(server.apiRequests).map((proof) => [proof?.payload.htm, proof?.payload.htu])).toEqual([
      ["GET", `${baseUrl}/v1/applications`],
      ["GET", `${baseUrl}/v1/applications`],
      ["POST", `${baseUrl}/v1/applications/app_1/documents`],
    ]);
    expect(server.apiRequests.every((seen) => seen.request.headers.get("authorization") === "DPoP tok-1")).toBe(true);
  });

  test("with clientId and clientSecret: HTTP Basic and a proof at the token endpoint, the scheme DPoP at the API", async () => {
    const server = new FakeServer();
    const client = createOnboardingClient({
      baseUrl,
      clientId: "cli_1",
      clientSecret: "s3cret",
      dpop: true,
      scopes: ["applications:read"],
      fetch: server.fetch,
    });
    await client.GET("/v1/applications/{application_id}", path);
    const [refused, issued] = server.tokenRequests;
    expect(issued?.request.url).toBe(`${baseUrl}/oauth/token?grant_type=client_credentials&scope=applications%3Aread`);
    expect(issued?.request.headers.get("authorization")).toBe(`Basic ${btoa("cli_1:s3cret")}`);
    expect(refused?.proof?.payload.nonce).toBeUndefined();
    expect(issued?.proof?.payload).toMatchObject({ htm: "POST", htu: `${baseUrl}/oauth/token`, nonce: "nonce-1" });
    expect(issued?.proof?.payload.ath).toBeUndefined();
    expect(server.apiRequests[0]?.request.headers.get("authorization")).toBe("DPoP tok-1");
    expect(server.apiRequests[0]?.proof?.payload.ath).toBe(await sha256("tok-1"));
  });

  test("a shared token manager with dpop: one key for its clients' proofs, and accessToken() is the token's string", async () => {
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    const server = new FakeServer({ clientKey: publicKey });
    const tokens = createTokenManager({ baseUrl, clientId: "cli_1", privateKey, dpop: true, fetch: server.fetch });
    const reader = createOnboardingClient({ baseUrl, tokens, scopes: ["applications:read"], fetch: server.fetch });
    const writer = createOnboardingClient({ baseUrl, tokens, dpop: true, scopes: ["applications:write"], fetch: server.fetch });
    await reader.GET("/v1/applications/{application_id}", path);
    await writer.POST("/v1/applications/{application_id}/submit", path);

    expect(await reader.accessToken()).toBe("tok-1");
    expect(await writer.accessToken()).toBe("tok-2");
    expect(await tokens.accessToken(["applications:read"])).toEqual({ token: "tok-1", type: "DPoP" });
    // The second scope set's token request needed no nonce retry: the manager kept the nonce.
    expect(server.tokenRequests).toHaveLength(3);
    const keys = new Set([...proofs(server.tokenRequests), ...proofs(server.apiRequests)].map((proof) => proof?.jkt));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBe(await tokens.dpop?.thumbprint());
    expect(server.apiRequests.map((seen) => seen.request.headers.get("authorization"))).toEqual(["DPoP tok-1", "DPoP tok-2"]);
  });

  test("a server that answers a Bearer token to a request with a proof: the token is sent as a bearer token, without proofs", async () => {
    const { server, client } = await dpopClient({ dpopTokens: false });
    await client.GET("/v1/applications/{application_id}", path);
    expect(server.apiRequests[0]?.request.headers.get("authorization")).toBe("Bearer tok-1");
    expect(server.apiRequests[0]?.request.headers.get("dpop")).toBeNull();
  });
});
