import { generateKeyPairSync, type KeyObject as NodeKeyObject } from "node:crypto";
import { type CryptoKey, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, type KeyObject } from "jose";
import { describe, expect, test } from "vitest";
import { FakeServer } from "../test/fake-authorization-server.ts";
import {
  createOnboardingClient,
  createTokenManager,
  OnboardingClientConfigError,
  type PrivateKeyInput,
  type TokenManager,
} from "./index.ts";

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

  test("a token manager of your own, with token() and invalidate() only, is still a TokenManager: its tokens are sent as bearer tokens", async () => {
    const own: TokenManager = { token: async (scopes) => `own-${scopes.join(",")}`, invalidate: () => {} };
    const seen: Request[] = [];
    const fetch = async (request: Request) => {
      seen.push(request);
      return Response.json({ data: { id: "app_1", status: "INCOMPLETE" } });
    };
    const client = createOnboardingClient({ baseUrl, tokens: own, scopes: ["applications:read"], fetch });
    expect(await client.accessToken()).toBe("own-applications:read");
    await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: "app_1" } } });
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer own-applications:read");
    expect(seen[0]?.headers.get("dpop")).toBeNull();
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

  /** An RSA key as a CryptoKey for PS256 (RSA-PSS with SHA-256), as WebCrypto users import one. */
  const pssCryptoKey = (key: NodeKeyObject) =>
    crypto.subtle.importKey("pkcs8", key.export({ format: "der", type: "pkcs8" }), { name: "RSA-PSS", hash: "SHA-256" }, false, ["sign"]);

  /** A key of each supported kind, in each form, with the public key the server verifies its assertions with. */
  const supportedKeys = async (): Promise<{ name: string; privateKey: PrivateKeyInput; publicKey: CryptoKey | KeyObject }[]> => {
    const { privateKey, publicKey, jwk } = await keys();
    const ed = generateKeyPairSync("ed25519");
    const edJwk = { ...ed.privateKey.export({ format: "jwk" }), alg: "Ed25519" }; // RFC 9864's name of EdDSA with Ed25519
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const rsaPem = rsa.privateKey.export({ format: "pem", type: "pkcs8" }) as string;
    const rsaCryptoKey = await pssCryptoKey(rsa.privateKey);
    return [
      { name: "ES256 CryptoKey", privateKey, publicKey },
      { name: "ES256 JWK", privateKey: jwk, publicKey },
      { name: "ES256 JWK with its alg", privateKey: { ...jwk, alg: "ES256" }, publicKey },
      { name: "ES256 PEM", privateKey: await exportPKCS8(privateKey), publicKey },
      { name: "EdDSA KeyObject", privateKey: ed.privateKey, publicKey: ed.publicKey },
      { name: "EdDSA PEM", privateKey: ed.privateKey.export({ format: "pem", type: "pkcs8" }) as string, publicKey: ed.publicKey },
      { name: "EdDSA JWK with alg Ed25519", privateKey: edJwk, publicKey: ed.publicKey },
      { name: "PS256 KeyObject", privateKey: rsa.privateKey, publicKey: rsa.publicKey },
      { name: "PS256 PEM", privateKey: rsaPem, publicKey: rsa.publicKey },
      { name: "PS256 JWK", privateKey: rsa.privateKey.export({ format: "jwk" }), publicKey: rsa.publicKey },
      { name: "PS256 CryptoKey", privateKey: rsaCryptoKey, publicKey: rsa.publicKey },
    ];
  };

  test("each supported key, in each form, builds a client, with or without dpop", async () => {
    for (const { privateKey: key } of await supportedKeys()) {
      expect(build({ clientId: "cli_1", privateKey: key, scopes: ["applications:read"] })).not.toThrow();
      expect(build({ clientId: "cli_1", privateKey: key, dpop: true })).not.toThrow();
    }
    expect(build({ clientId: "cli_1", clientSecret: "secret", dpop: true })).not.toThrow();
  });

  test("each supported key, in each form, signs: the client gets a token with it, with or without dpop", async () => {
    // Keys are imported on first use: only a token request shows that one the client took can sign.
    for (const { name, privateKey, publicKey } of await supportedKeys()) {
      for (const dpop of [false, true]) {
        const server = new FakeServer({ clientKey: publicKey });
        const client = createOnboardingClient({
          baseUrl,
          clientId: "cli_1",
          privateKey,
          dpop,
          scopes: ["applications:read"],
          fetch: server.fetch,
        });
        await expect(client.accessToken(), `${name}${dpop ? " with dpop" : ""}`).resolves.toBe("tok-1");
        expect(server.tokenRequests.at(-1)?.assertion?.payload.sub).toBe("cli_1");
      }
    }
  });

  test("an RSA key the client cannot sign PS256 with is refused when the client is built, not at its first token request", async () => {
    const small = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const smallCryptoKey = await pssCryptoKey(small.privateKey);
    const pss = generateKeyPairSync("rsa-pss", { modulusLength: 2048 });
    const refusals: [string, unknown, RegExp][] = [
      ["1024-bit KeyObject", small.privateKey, /an RSA key of 1024 bits: PS256 needs one of 2048 bits or more/],
      ["1024-bit CryptoKey", smallCryptoKey, /an RSA key of 1024 bits: PS256 needs one of 2048 bits or more/],
      ["1024-bit JWK", small.privateKey.export({ format: "jwk" }), /an RSA key of 1024 bits: PS256 needs one of 2048 bits or more/],
      [
        "1024-bit PEM",
        small.privateKey.export({ format: "pem", type: "pkcs8" }),
        /an RSA key of 1024 bits: PS256 needs one of 2048 bits or more/,
      ],
      ["RSA-PSS KeyObject", pss.privateKey, /a KeyObject of type "rsa-pss".*use a plain RSA key \(rsaEncryption\) for PS256/],
      [
        "RSA-PSS PEM",
        pss.privateKey.export({ format: "pem", type: "pkcs8" }),
        /an RSA-PSS PEM \(RSASSA-PSS, OID 1\.2\.840\.113549\.1\.1\.10\).*use a plain RSA key \(rsaEncryption\) for PS256/,
      ],
    ];
    for (const [name, privateKey, message] of refusals) {
      expect(build({ clientId: "cli_1", privateKey }), name).toThrow(OnboardingClientConfigError);
      expect(build({ clientId: "cli_1", privateKey }), name).toThrow(message);
      expect(() => createTokenManager({ baseUrl, clientId: "cli_1", privateKey: privateKey as PrivateKeyInput }), name).toThrow(
        /^createTokenManager: privateKey is/,
      );
    }
  });
});
