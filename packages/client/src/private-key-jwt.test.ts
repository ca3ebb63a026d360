import { generateKeyPairSync } from "node:crypto";
import { type CryptoKey, exportJWK, exportPKCS8, generateKeyPair, type KeyObject } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, FakeServer } from "../test/fake-authorization-server.ts";
import { createOnboardingClient, type PrivateKeyInput } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface KeyCase {
  name: string;
  alg: "ES256" | "EdDSA" | "PS256";
  privateKey: PrivateKeyInput;
  publicKey: CryptoKey | KeyObject;
}

/** A private key of each kind the client takes, in each form, with the public key the server verifies with. */
const keys: KeyCase[] = [];
beforeAll(async () => {
  for (const alg of ["ES256", "EdDSA", "PS256"] as const) {
    const { privateKey, publicKey } = await generateKeyPair(alg === "EdDSA" ? "Ed25519" : alg, { extractable: true });
    keys.push({ name: `${alg} CryptoKey`, alg, privateKey, publicKey });
    keys.push({ name: `${alg} private JWK`, alg, privateKey: await exportJWK(privateKey), publicKey });
    keys.push({ name: `${alg} PKCS#8 PEM`, alg, privateKey: await exportPKCS8(privateKey), publicKey });
  }
  const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
  keys.push({ name: "ES256 KeyObject", alg: "ES256", ...ec });
  const ed = generateKeyPairSync("ed25519");
  keys.push({ name: "EdDSA KeyObject", alg: "EdDSA", ...ed });
  const rsaObject = generateKeyPairSync("rsa", { modulusLength: 2048 });
  keys.push({ name: "PS256 KeyObject", alg: "PS256", ...rsaObject });
}, 30_000);

const keyNamed = (name: string) => {
  const found = keys.find((key) => key.name === name);
  if (!found) {
    throw new Error(`no key ${name}`);
  }
  return found;
};

const KEY_NAMES = ["ES256", "EdDSA", "PS256"].flatMap((alg) =>
  ["CryptoKey", "private JWK", "PKCS#8 PEM", "KeyObject"].map((form) => `${alg} ${form}`),
);

describe("private_key_jwt: a client authenticated by its private key instead of a secret", () => {
  test.each(KEY_NAMES)("with an %s, the token request carries a client assertion signed by it, and no secret", async (name) => {
    const { alg, privateKey, publicKey } = keyNamed(name);
    const server = new FakeServer({ clientKey: publicKey });
    const before = Math.floor(Date.now() / 1000);
    const client = createOnboardingClient({ baseUrl, clientId: "cli_1", privateKey, scopes: ["applications:read"], fetch: server.fetch });
    const { response } = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: "app_1" } } });

    expect(response.status).toBe(200);
    const [seen] = server.tokenRequests;
    expect(server.tokenRequests).toHaveLength(1);
    expect(seen?.request.method).toBe("POST");
    expect(seen?.request.url).toBe(`${baseUrl}/oauth/token`);
    expect(seen?.request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(seen?.request.headers.get("authorization")).toBeNull();
    expect([...(seen?.form.keys() ?? [])]).toEqual(["grant_type", "scope", "client_id", "client_assertion_type", "client_assertion"]);
    expect(seen?.form.get("grant_type")).toBe("client_credentials");
    expect(seen?.form.get("scope")).toBe("applications:read");
    expect(seen?.form.get("client_id")).toBe("cli_1");
    expect(seen?.form.get("client_assertion_type")).toBe("urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
    // The fake server verified the signature with the public key, and iss, sub and aud.
    expect(seen?.assertion?.header).toEqual({ alg, typ: "JWT" });
    const payload = seen?.assertion?.payload;
    expect(payload).toMatchObject({ iss: "cli_1", sub: "cli_1", aud: baseUrl });
    expect(payload?.iat).toBeGreaterThanOrEqual(before);
    expect(payload?.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(payload?.exp).toBe((payload?.iat ?? 0) + 60);
    expect(payload?.jti).toMatch(UUID);
    // Without dpop, the token is a bearer token.
    expect(server.apiRequests[0]?.request.headers.get("authorization")).toBe("Bearer tok-1");
    expect(server.apiRequests[0]?.request.headers.get("dpop")).toBeNull();
  });

  test("the scopes are one space-separated form parameter", async () => {
    const { privateKey, publicKey } = keyNamed("ES256 CryptoKey");
    const server = new FakeServer({ clientKey: publicKey });
    const client = createOnboardingClient({
      baseUrl,
      clientId: "cli_1",
      privateKey,
      scopes: ["applications:write", "applications:read"],
      fetch: server.fetch,
    });
    await client.accessToken();
    expect(server.tokenRequests[0]?.form.get("scope")).toBe("applications:read applications:write");
  });

  test("the assertion's kid is keyId, else the JWK's own kid, else there is none", async () => {
    const { privateKey, publicKey } = keyNamed("EdDSA private JWK");
    const server = new FakeServer({ clientKey: publicKey });
    const jwk = { ...(privateKey as object), kid: "jwk-kid" };
    const token = (options: { privateKey: PrivateKeyInput; keyId?: string }) =>
      createOnboardingClient({ baseUrl, clientId: "cli_1", ...options, fetch: server.fetch }).accessToken();
    await token({ privateKey: jwk, keyId: "key-2026" });
    await token({ privateKey: jwk });
    await token({ privateKey });
    expect(server.tokenRequests.map((seen) => seen.assertion?.header.kid)).toEqual(["key-2026", "jwk-kid", undefined]);
    // The header is the assertion's exactly: alg, kid, typ.
    expect(server.tokenRequests[0]?.assertion?.header).toEqual({ alg: "EdDSA", kid: "key-2026", typ: "JWT" });
  });

  test("the assertion's audience is the issuer option when given, else the base URL without its trailing slash", async () => {
    const { privateKey, publicKey } = keyNamed("ES256 CryptoKey");
    const withIssuer = new FakeServer({ clientKey: publicKey, issuer: "https://onboarding.example" });
    await createOnboardingClient({
      baseUrl,
      clientId: "cli_1",
      privateKey,
      issuer: "https://onboarding.example",
      fetch: withIssuer.fetch,
    }).accessToken();
    expect(withIssuer.tokenRequests[0]?.assertion?.payload.aud).toBe("https://onboarding.example");
    expect(withIssuer.tokenRequests[0]?.request.url).toBe(`${baseUrl}/oauth/token`);

    const byDefault = new FakeServer({ clientKey: publicKey });
    await createOnboardingClient({ baseUrl: `${baseUrl}/`, clientId: "cli_1", privateKey, fetch: byDefault.fetch }).accessToken();
    expect(byDefault.tokenRequests[0]?.assertion?.payload.aud).toBe(baseUrl);
  });

  test("the time of the assertion is the client's clock (the now option)", async () => {
    const { privateKey } = keyNamed("ES256 CryptoKey");
    const server = new FakeServer();
    await createOnboardingClient({
      baseUrl,
      clientId: "cli_1",
      privateKey,
      now: () => 1_800_000_000_500,
      fetch: server.fetch,
    }).accessToken();
    const assertion = server.tokenRequests[0]?.form.get("client_assertion") ?? "";
    const payload = JSON.parse(atob((assertion.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    expect(payload).toMatchObject({ iat: 1_800_000_000, exp: 1_800_000_060 });
  });

  test("a token refused as invalid_token is replaced once, by a token request with a new assertion (a new jti)", async () => {
    const { privateKey, publicKey } = keyNamed("PS256 PKCS#8 PEM");
    let refusals = 1;
    const server = new FakeServer({
      clientKey: publicKey,
      api: () =>
        refusals-- > 0
          ? new Response(null, {
              status: 401,
              headers: { "www-authenticate": 'Bearer error="invalid_token", error_description="revoked"' },
            })
          : undefined,
    });
    const client = createOnboardingClient({ baseUrl, clientId: "cli_1", privateKey, scopes: ["applications:read"], fetch: server.fetch });
    const { response } = await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: "app_1" } } });
    expect(response.status).toBe(200);
    expect(server.apiRequests.map((seen) => seen.request.headers.get("authorization"))).toEqual(["Bearer tok-1", "Bearer tok-2"]);
    const jtis = server.tokenRequests.map((seen) => seen.assertion?.payload.jti);
    expect(jtis).toHaveLength(2);
    expect(jtis[0]).not.toBe(jtis[1]);
  });
});
