import type { ClientOptions } from "openapi-fetch";
import { OnboardingClientConfigError } from "./errors.ts";
import type { Credentials, RetryOptions } from "./resilient-fetch.ts";
import type { PrivateKeyInput } from "./signing-key.ts";
import { type TokenManager, tokenManager } from "./tokens.ts";

export interface OnboardingClientOptions extends Omit<ClientOptions, "baseUrl" | "fetch">, RetryOptions {
  /** Base URL of the API, for example http://localhost:3000. */
  baseUrl: string;
  /**
   * Your API client's id and secret: the client gets and refreshes tokens itself. Both are required together; a
   * missing one (an unset environment variable) is refused when the client is built.
   */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /**
   * Or, with clientId, your API client's private key instead of a secret: each token request is authenticated by a
   * short-lived JWT signed with it (private_key_jwt, RFC 7523) and no secret is ever sent. A CryptoKey, a Node.js
   * KeyObject, a private JWK (with `d`) or a PKCS#8 PEM string; EC P-256 keys sign ES256, Ed25519 keys EdDSA, RSA
   * keys PS256 (others are refused when the client is built). The server keeps the public key.
   */
  privateKey?: PrivateKeyInput | undefined;
  /** The id of that key at the server: the `kid` of the assertions (default: a JWK's own `kid`, else none). */
  keyId?: string | undefined;
  /** The audience of the assertions: the server's issuer, its public URL (default: baseUrl without a trailing slash). */
  issuer?: string | undefined;
  /**
   * true: sender-constrained tokens (DPoP, RFC 9449). The client makes an ES256 key pair of its own (in memory, the
   * private key never exported), asks for tokens bound to it, and signs a proof for every request: a stolen token is
   * of no use without the key. With clientId and clientSecret or privateKey (or a `tokens` manager built with dpop).
   */
  dpop?: boolean | undefined;
  /** The scopes this client's calls need (least privilege: ask for no more). */
  scopes?: readonly string[];
  /** Or manage tokens yourself: a bearer access token, or a function that returns a current one. */
  accessToken?: string | (() => string | Promise<string>);
  /** Share one token cache (and, with dpop, one DPoP key) between clients of the same credentials (different scope sets live side by side). */
  tokens?: TokenManager;
  /** The fetch to send with (default globalThis.fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** The current time in milliseconds, for token expiry and the times in assertions and proofs (default Date.now). */
  now?: () => number;
  /**
   * true: every call resolves to the response's body (undefined for a 204) and throws OnboardingApiError when the API
   * refuses; false (default): calls resolve to openapi-fetch's `{ data, error, response }`.
   */
  throwOnError?: boolean;
}

const WHO = "createOnboardingClient";
const refuse = (message: string): never => {
  throw new OnboardingClientConfigError(`${WHO}: ${message}`);
};

/** The value of an option given as a string, refused with a clear message when missing or empty (never echoing it). */
function required(options: OnboardingClientOptions, name: "clientId" | "clientSecret", withKey: boolean): string {
  const value = options[name];
  if (typeof value !== "string" || value.trim() === "") {
    const got = value === undefined ? "undefined (an unset environment variable?)" : typeof value === "string" ? "empty" : typeof value;
    refuse(
      withKey
        ? `${name} is missing (${got}). Pass the clientId of your API client with its privateKey.`
        : `${name} is missing (${got}). Pass both clientId and clientSecret of your API client (or clientId and privateKey), or accessToken.`,
    );
  }
  return value as string;
}

/** The credentials of a token manager, for one scope set. */
const managed = (tokens: TokenManager, scopes: readonly string[]): Credentials => ({
  // A manager made by hand before accessToken() existed (token() and invalidate() only) still works, with bearer tokens.
  token: async () => (tokens.accessToken ? tokens.accessToken(scopes) : { token: await tokens.token(scopes), type: "Bearer" }),
  invalidate: (token) => tokens.invalidate(scopes, token),
  dpop: tokens.dpop,
});

/**
 * Where the client's tokens come from, from its options: clientId with clientSecret or privateKey (non-empty), or a
 * shared token manager, or accessToken; exactly one of them. Throws OnboardingClientConfigError, naming what is
 * wrong, when the options give none, several, half of a pair, a key the client cannot sign with, or dpop with tokens
 * the client cannot bind.
 */
export function credentialsOf(options: OnboardingClientOptions, send: (request: Request) => Promise<Response>): Credentials {
  const scopes = options.scopes ?? [];
  const withKey = options.privateKey !== undefined;
  const own = "clientId" in options || "clientSecret" in options || withKey;
  const given = [
    own && (withKey ? "clientId and privateKey" : "clientId and clientSecret"),
    options.tokens && "tokens",
    options.accessToken !== undefined && "accessToken",
  ];
  const sources = given.filter((source): source is string => typeof source === "string");
  if (sources.length === 0) {
    refuse("no credentials. Pass clientId with clientSecret or privateKey (the client gets its tokens), or accessToken, or tokens.");
  }
  if (sources.length > 1) {
    refuse(`pass only one of ${sources.join(", ")}: they are different ways to authenticate.`);
  }
  if (own) {
    if (withKey && options.clientSecret !== undefined) {
      refuse(
        "pass clientSecret or privateKey, not both: they are different ways for the client to authenticate (privateKey sends no secret).",
      );
    }
    const clientId = required(options, "clientId", withKey);
    const { now, privateKey, keyId, issuer, dpop } = options;
    const common = {
      baseUrl: options.baseUrl,
      clientId,
      fetch: send,
      ...(now ? { now } : {}),
      ...(dpop ? { dpop } : {}),
    };
    const tokens = withKey
      ? tokenManager({ ...common, privateKey, keyId, issuer }, WHO)
      : tokenManager({ ...common, clientSecret: required(options, "clientSecret", false) }, WHO);
    return managed(tokens, scopes);
  }
  const { tokens, accessToken } = options;
  if (tokens) {
    if (options.dpop !== undefined && Boolean(options.dpop) !== (tokens.dpop !== undefined)) {
      refuse(
        options.dpop
          ? "dpop: true, but the tokens manager was built without it: pass dpop: true to createTokenManager (the DPoP key is the manager's)."
          : "dpop: false, but the tokens manager makes DPoP-bound tokens, which cannot be sent without proofs.",
      );
    }
    return managed(tokens, scopes);
  }
  if (options.dpop) {
    refuse("dpop: true needs tokens bound to the client's own key: pass clientId with clientSecret or privateKey, not accessToken.");
  }
  if (typeof accessToken === "string" && accessToken.trim() === "") {
    refuse("accessToken is empty.");
  }
  return {
    token: async () => ({ token: typeof accessToken === "function" ? await accessToken() : (accessToken as string), type: "Bearer" }),
  };
}
