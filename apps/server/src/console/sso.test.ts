import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInThroughProvider, startOidcProvider } from "../../test/oidc-provider.ts";
import { discoverSso, type Sso, SsoRefused, type SsoSettings } from "./sso.ts";

const CLIENT = { clientId: "review-console", clientSecret: "a-secret-of-the-console-at-the-provider" };
const REDIRECT_URI = "http://127.0.0.1:9/console/sign-in/callback";
const ACCOUNTS = [
  { email: "ada@example.com", name: "Ada Lovelace" },
  { email: "unverified@example.com", name: "Grace Hopper", emailVerified: false },
];

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let settings: SsoSettings;
let sso: Sso;

beforeAll(async () => {
  provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT_URI], accounts: ACCOUNTS });
  settings = { issuer: provider.issuer, ...CLIENT, redirectUri: REDIRECT_URI };
  sso = await discoverSso(settings);
});

afterAll(async () => {
  await provider?.close();
});

/** A sign-in at the provider as `email`: what start() kept, and the callback the browser would come back to. */
async function signIn(email: string, through = sso) {
  const started = await through.start();
  const callback = await signInThroughProvider(started.url, email);
  return { ...started, callback };
}

describe("the console's sign-in through the identity provider", () => {
  test("an operator who signs in comes back with the provider's verified e-mail address, name and subject", async () => {
    const { callback, state, nonce, codeVerifier } = await signIn("ADA@example.com");

    const identity = await sso.finish(callback, { state, nonce, codeVerifier });

    expect(identity).toEqual({ subject: "account-1", email: "ada@example.com", emailVerified: true, name: "Ada Lovelace" });
  });

  test("the authorization request asks for openid, email and profile, with PKCE (S256), a state and a nonce", async () => {
    const started = await sso.start();
    const url = new URL(started.url);

    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: "openid email profile",
      code_challenge_method: "S256",
      state: started.state,
      nonce: started.nonce,
    });
    expect(url.searchParams.get("code_challenge")).not.toBe(started.codeVerifier);
  });

  test("a callback whose state is not the one this browser started with is refused", async () => {
    const { callback, nonce, codeVerifier } = await signIn("ada@example.com");

    const finishing = sso.finish(callback, { state: "someone-elses-state", nonce, codeVerifier });

    await expect(finishing).rejects.toThrow(SsoRefused);
    await expect(finishing).rejects.toThrow(/state/);
  });

  test("a callback finished with another sign-in's code verifier is refused by the provider (PKCE)", async () => {
    const { callback, state, nonce } = await signIn("ada@example.com");
    const other = await sso.start();

    await expect(sso.finish(callback, { state, nonce, codeVerifier: other.codeVerifier })).rejects.toThrow(SsoRefused);
  });

  test("an account whose e-mail address the provider has not verified comes back with emailVerified false", async () => {
    const { callback, state, nonce, codeVerifier } = await signIn("unverified@example.com");

    const identity = await sso.finish(callback, { state, nonce, codeVerifier });

    expect(identity).toMatchObject({ email: "unverified@example.com", emailVerified: false });
  });

  test("a code is exchanged once: the same callback a second time is refused", async () => {
    const { callback, state, nonce, codeVerifier } = await signIn("ada@example.com");
    await sso.finish(callback, { state, nonce, codeVerifier });

    const again = sso.finish(callback, { state, nonce, codeVerifier });

    await expect(again).rejects.toThrow(SsoRefused);
    await expect(again).rejects.toThrow(/invalid_grant/);
  });

  test("a provider that gives the e-mail address at userinfo only (not in the ID token): it is read from there", async () => {
    const bare = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT_URI], accounts: ACCOUNTS, claimsInIdToken: false });
    try {
      const through = await discoverSso({ ...settings, issuer: bare.issuer });
      const { callback, state, nonce, codeVerifier } = await signIn("ada@example.com", through);

      const identity = await through.finish(callback, { state, nonce, codeVerifier });

      expect(identity).toEqual({ subject: "account-1", email: "ada@example.com", emailVerified: true, name: "Ada Lovelace" });
    } finally {
      await bare.close();
    }
  });

  test("an unknown e-mail address is turned away at the provider's login page", async () => {
    const started = await sso.start();

    await expect(signInThroughProvider(started.url, "nobody@example.com")).rejects.toThrow(/No account has this e-mail address/);
  });

  test("discovery: a failed one refuses the sign-in and is tried again on the next; a successful one is kept", async () => {
    // A stand-in issuer that is down (503) for its first discovery request, then answers its metadata.
    let requests = 0;
    const issuer = createServer((_req, res) => {
      requests += 1;
      if (requests === 1) {
        res.writeHead(503).end();
        return;
      }
      const metadata = { issuer: url, authorization_endpoint: `${url}/auth`, token_endpoint: `${url}/token`, jwks_uri: `${url}/jwks` };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(metadata));
    });
    await new Promise<void>((resolve) => issuer.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
    try {
      const through = await discoverSso({ ...settings, issuer: url });

      await expect(through.start()).rejects.toThrow(SsoRefused);
      expect(new URL((await through.start()).url).href).toMatch(`${url}/auth?`);
      await through.start();

      expect(requests).toBe(2);
    } finally {
      await new Promise((resolve) => issuer.close(resolve));
    }
  });

  test("an http:// issuer is refused unless its host is a loopback address", async () => {
    await expect(discoverSso({ ...settings, issuer: "http://idp.example.com" })).rejects.toThrow(/https/);
    await expect(discoverSso({ ...settings, issuer: "http://localhost:1" })).resolves.toBeDefined();
    await expect(discoverSso({ ...settings, issuer: "http://[::1]:1" })).resolves.toBeDefined();
  });
});
