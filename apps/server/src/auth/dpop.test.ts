import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, test } from "vitest";
import { TestClock } from "../../test/harness.ts";
import { accessTokenHash, Dpop, DpopInvalid, DpopNonceNeeded } from "./dpop.ts";
import { addressAllowed, parseSourceAddresses, SourceAddressesRefused } from "./source-addresses.ts";

const PUBLIC_URL = "https://api.example.com";
const clock = new TestClock();
const nowS = () => Math.floor(clock.now().getTime() / 1000);

/** A Dpop whose one-time store is a set (the server's is the shared rate-limit store, tested over HTTP). */
function dpop(pepper = Buffer.alloc(32, 1)) {
  const seen = new Set<string>();
  return new Dpop(pepper, clock, PUBLIC_URL, async (key) => !seen.has(key) && Boolean(seen.add(key)));
}

const keys = await generateKeyPair("ES256", { extractable: true });
const jwk = await exportJWK(keys.publicKey);
const proof = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}) =>
  new SignJWT({ jti: crypto.randomUUID(), htm: "GET", htu: `${PUBLIC_URL}/v1/applications`, iat: nowS(), ...claims })
    .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk, ...header })
    .sign(keys.privateKey);
const check = { method: "GET", path: "/v1/applications", requireNonce: false };

describe("DPoP proofs", () => {
  test("a valid proof gives its key's thumbprint; the same key always the same one", async () => {
    const checker = dpop();
    const first = await checker.verify(await proof(), check);
    const second = await checker.verify(await proof(), check);
    expect(first.jkt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.jkt).toBe(first.jkt);
  });

  test.each([
    ["no proof", async () => undefined, /required/],
    ["two proofs", async () => `${await proof()},${await proof()}`, /exactly one/],
    ["typ JWT", () => proof({}, { typ: "JWT" }), /typ must be dpop\+jwt/],
    ["alg none", async () => new UnsecuredJWT({ htm: "GET" }).encode(), /compact JWS|typ|alg/],
    // A compact JWS with every claim right, signed with HMAC: the alg allow-list refuses it (alg none never gets there).
    [
      "alg HS256",
      () =>
        new SignJWT({ jti: crypto.randomUUID(), htm: "GET", htu: `${PUBLIC_URL}/v1/applications`, iat: nowS() })
          .setProtectedHeader({ alg: "HS256", typ: "dpop+jwt", jwk })
          .sign(new TextEncoder().encode("a shared secret of 32 bytes!!!!!")),
      /alg must be one of ES256, PS256, EdDSA/,
    ],
    ["a private key in the header", async () => proof({}, { jwk: await exportJWK(keys.privateKey) }), /private members/],
    ["iat a few minutes old", () => proof({ iat: nowS() - 300 }), /iat must be within/],
    ["iat ahead", () => proof({ iat: nowS() + 60 }), /iat must be within/],
    ["no jti", () => proof({ jti: undefined }), /jti, htm, htu and iat are required/],
    ["an ath on a request without a token", () => proof({ ath: "x" }), /carries no ath/],
  ])("%s is invalid_dpop_proof", async (_why, make, message) => {
    await expect(dpop().verify((await make()) as string | undefined, check)).rejects.toThrow(message);
    await expect(dpop().verify((await make()) as string | undefined, check)).rejects.toBeInstanceOf(DpopInvalid);
  });

  test("ath must be the token's hash when a token comes with the proof", async () => {
    const withToken = { ...check, accessToken: "a.b.c" };
    await expect(dpop().verify(await proof({ ath: accessTokenHash("a.b.d") }), withToken)).rejects.toThrow(/ath is not/);
    await expect(dpop().verify(await proof({ ath: accessTokenHash("a.b.c") }), withToken)).resolves.toMatchObject({
      jkt: expect.any(String),
    });
  });

  test("a required nonce: missing or stale asks for one; another instance's (same pepper) is accepted; another pepper's is not", async () => {
    const one = dpop();
    const withNonce = { ...check, requireNonce: true };
    await expect(one.verify(await proof(), withNonce)).rejects.toBeInstanceOf(DpopNonceNeeded);
    const nonce = one.nonce();
    await expect(dpop().verify(await proof({ nonce }), withNonce)).resolves.toMatchObject({ jkt: expect.any(String) });
    await expect(dpop(Buffer.alloc(32, 2)).verify(await proof({ nonce }), withNonce)).rejects.toBeInstanceOf(DpopNonceNeeded);
    clock.advance(301_000);
    await expect(one.verify(await proof({ nonce }), withNonce)).rejects.toThrow(/not current/);
  });
});

describe("source addresses", () => {
  test("blocks are normalised; an address alone is its own block; nothing is no limit", () => {
    expect(parseSourceAddresses("10.0.0.0/8, 203.0.113.7 2001:db8::/32")).toEqual(["10.0.0.0/8", "203.0.113.7/32", "2001:db8::/32"]);
    expect(parseSourceAddresses(" ")).toBeNull();
    expect(() => parseSourceAddresses("10.0.0.0/33")).toThrow(SourceAddressesRefused);
    expect(() => parseSourceAddresses("example.com")).toThrow(/not an IPv4 or IPv6 address/);
  });

  test("an IPv4-mapped IPv6 address is judged as its IPv4 address; an IPv6 caller never matches an IPv4 block", () => {
    const blocks = ["10.0.0.0/8"];
    expect(addressAllowed(blocks, "10.1.2.3")).toBe(true);
    expect(addressAllowed(blocks, "::ffff:10.1.2.3")).toBe(true);
    expect(addressAllowed(blocks, "127.0.0.1")).toBe(false);
    expect(addressAllowed(blocks, "::1")).toBe(false);
    expect(addressAllowed(blocks, "not an address")).toBe(false);
    expect(addressAllowed(null, "127.0.0.1")).toBe(true);
  });
});
