import { generateKeyPairSync } from "node:crypto";
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair } from "jose";
import { describe, expect, test } from "vitest";
import { createOnboardingClient, createTokenManager, OnboardingClientConfigError } from "./index.ts";

const baseUrl = "http://api.test";
const build = (options: Record<string, unknown>) => () => createOnboardingClient({ baseUrl, ...options });

describe("building a client", () => {
  test("a client id without its secret (an unset environment variable) is refused, naming what is missing", () => {
    expect(build({ clientId: "cli_1", clientSecret: undefined })).toThrow(OnboardingClientConfigError);
    expect(build({ clientId: "cli_1", clientSecret: undefined })).toThrow(/clientSecret is missing \(undefined/);
    expect(build({ clientId: "cli_1" })).toThrow(/clientSecret is missing/);
    expect(build({ clientId: "", clientSecret: "s3cret-value" })).toThrow(/clientId is missing \(empty\)/);
    expect(build({ clientSecret: "s3cret-value" })).toThrow(/clientId is missing/);
  });

  test("the message never carries the secret", () => {
    const error = (() => {
      try {
        build({ clientId: " ", clientSecret: "s3cret-value" })();
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/clientId is missing/);
    expect(error?.message).not.toContain("s3cret-value");
  });

  test("no credentials at all, or two kinds of them, are refused", () => {
    expect(build({})).toThrow(/no credentials/);
    expect(build({ clientId: "cli_1", clientSecret: "secret", accessToken: "token" })).toThrow(
      /only one of clientId and clientSecret, accessToken/,
    );
    const tokens = createTokenManager({ baseUrl, clientId: "cli_1", clientSecret: "secret" });
    expect(build({ tokens, accessToken: () => "token" })).toThrow(/only one of tokens, accessToken/);
    expect(build({ accessToken: "" })).toThrow(/accessToken is empty/);
  });

  test("each kind of credentials alone builds a client", () => {
    expect(build({ clientId: "cli_1", clientSecret: "secret", scopes: ["applications:read"] })).not.toThrow();
    expect(build({ accessToken: "token" })).not.toThrow();
    expect(build({ tokens: createTokenManager({ baseUrl, clientId: "cli_1", clientSecret: "secret" }) })).not.toThrow();
  });
});

describe("building a client with a private key or DPoP", () => {
  const keys = async () => {
    const ec = await generateKeyPair("ES256", { extractable: true });
    return { ...ec, jwk: await exportJWK(ec.privateKey), publicJwk: await exportJWK(ec.publicKey) };
  };

  test("a private key and a secret together are refused, as is a private key without its client id", async () => {
    const { privateKey } = await keys();
    expect(build({ clientId: "cli_1", clientSecret: "s3cret-value", privateKey })).toThrow(OnboardingClientConfigError);
    expect(build({ clientId: "cli_1", clientSecret: "s3cret-value", privateKey })).toThrow(/pass clientSecret or privateKey, not both/);
    expect(build({ privateKey })).toThrow(/clientId is missing \(undefined.*Pass the clientId of your API client with its privateKey/);
    expect(build({ clientId: "", privateKey })).toThrow(/clientId is missing \(empty\)/);
    expect(build({ clientId: "cli_1", privateKey, accessToken: "token" })).toThrow(/only one of clientId and privateKey, accessToken/);
    // An unset secret beside a key is no secret.
    expect(build({ clientId: "cli_1", clientSecret: undefined, privateKey })).not.toThrow();
    expect(() => createTokenManager({ baseUrl, clientId: "cli_1", clientSecret: "s", privateKey })).toThrow(
      /^createTokenManager: pass clientSecret or privateKey, not both/,
    );
    expect(() => createTokenManager({ baseUrl, clientId: "cli_1" })).toThrow(/createTokenManager: no client authentication/);
  });

  test("a public key given as the private key is refused, in each form", async () => {
    const { publicKey, publicJwk } = await keys();
    const spki = await exportSPKI(publicKey);
    const publicObject = generateKeyPairSync("ed25519").publicKey;
    for (const privateKey of [publicKey, publicJwk, spki, publicObject]) {
      expect(build({ clientId: "cli_1", privateKey })).toThrow(OnboardingClientConfigError);
      expect(build({ clientId: "cli_1", privateKey })).toThrow(
        /^createOnboardingClient: privateKey is a public (CryptoKey|JWK|KeyObject|key)/,
      );
    }
  });

  test("a key of a type the client does not sign with is refused, naming it", async () => {
    const p384 = await generateKeyPair("ES384", { extractable: true });
    const rsaPkcs1 = await generateKeyPair("RS256");
    const secretJwk = { kty: "oct", k: "c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0" };
    const x25519 = generateKeyPairSync("x25519").privateKey;
    const refusals: [unknown, RegExp][] = [
      [p384.privateKey, /an EC key on P-384, which is not supported/],
      [await exportPKCS8(p384.privateKey), /an EC key on P-384, which is not supported/],
      [await exportJWK(p384.privateKey), /an EC key on P-384/],
      [rsaPkcs1.privateKey, /RSASSA-PKCS1-v1_5.*import the key as \{ name: "RSA-PSS", hash: "SHA-256" \}/],
      [secretJwk, /a symmetric JWK/],
      [x25519, /a KeyObject of type x25519, which is not supported/],
      [x25519.export({ format: "pem", type: "pkcs8" }), /an X25519 key, which is not supported/],
      [
        generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "pem", type: "sec1" }),
        /"EC PRIVATE KEY" PEM, not PKCS#8/,
      ],
      ["s3cret-value", /privateKey is a string but not a PEM/],
      [42, /privateKey is number/],
      [{ ...(await keys()).jwk, alg: "ES384" }, /alg is "ES384": the client signs ES256/],
    ];
    for (const [privateKey, message] of refusals) {
      expect(build({ clientId: "cli_1", privateKey })).toThrow(OnboardingClientConfigError);
      expect(build({ clientId: "cli_1", privateKey })).toThrow(message);
    }
    expect(() => createTokenManager({ baseUrl, clientId: "cli_1", privateKey: secretJwk })).toThrow(
      /^createTokenManager: privateKey is a symmetric JWK/,
    );
  });

  test("dpop needs tokens the client gets itself: refused with accessToken, or with a token manager built without it", async () => {
    const { privateKey } = await keys();
    expect(build({ accessToken: "token", dpop: true })).toThrow(/dpop: true needs tokens bound to the client's own key/);
    const plain = createTokenManager({ baseUrl, clientId: "cli_1", clientSecret: "secret" });
    expect(build({ tokens: plain, dpop: true })).toThrow(/the tokens manager was built without it: pass dpop: true to createTokenManager/);
    const bound = createTokenManager({ baseUrl, clientId: "cli_1", privateKey, dpop: true });
    expect(build({ tokens: bound, dpop: false })).toThrow(/makes DPoP-bound tokens/);
    expect(build({ tokens: bound, dpop: true })).not.toThrow();
    expect(build({ tokens: bound })).not.toThrow();
  });

  test("each supported key, in each form, builds a client, with or without dpop", async () => {
    const { privateKey, jwk } = await keys();
    const ed = generateKeyPairSync("ed25519").privateKey;
    const edJwk = { ...ed.export({ format: "jwk" }), alg: "Ed25519" }; // RFC 9864's name of EdDSA with Ed25519
    for (const key of [
      privateKey,
      jwk,
      { ...jwk, alg: "ES256" },
      await exportPKCS8(privateKey),
      ed,
      ed.export({ format: "pem", type: "pkcs8" }),
      edJwk,
    ]) {
      expect(build({ clientId: "cli_1", privateKey: key, scopes: ["applications:read"] })).not.toThrow();
      expect(build({ clientId: "cli_1", privateKey: key, dpop: true })).not.toThrow();
    }
    expect(build({ clientId: "cli_1", clientSecret: "secret", dpop: true })).not.toThrow();
  });
});
