import { createDpopProofs, type DpopProofs } from "./dpop.ts";
import { OnboardingClientConfigError } from "./errors.ts";
import type { components } from "./openapi.ts";
import { clientAssertion, type PrivateKeyInput, type SigningKey, signingKeyOf } from "./signing-key.ts";

/**
 * What the token endpoint answers, as read before it is checked: a token (RFC 6749 §5.1) or an error (§5.2), any
 * member possibly missing.
 */
type TokenEndpointBody = Partial<components["schemas"]["TokenResponse"] & components["schemas"]["OAuthError"]>;

export interface TokenManagerOptions {
  /** Base URL of the API; the token endpoint is `${baseUrl}/oauth/token`. */
  baseUrl: string;
  clientId: string;
  /** The client's secret, sent in HTTP Basic (client_secret_basic). Give it or privateKey, not both. */
  clientSecret?: string | undefined;
  /**
   * Or the client's private key: each token request is authenticated by a JWT signed with it (private_key_jwt, RFC
   * 7523), and no secret is sent. A CryptoKey, a Node.js KeyObject, a private JWK or a PKCS#8 PEM; EC P-256 keys sign
   * ES256, Ed25519 keys EdDSA, RSA keys PS256.
   */
  privateKey?: PrivateKeyInput | undefined;
  /** The `kid` of the assertions' header: the id of the key the server has (default: the JWK's own `kid`, else none). */
  keyId?: string | undefined;
  /** The audience of the assertions: the server's issuer (its public URL; default baseUrl without a trailing slash). */
  issuer?: string | undefined;
  /**
   * true: tokens are DPoP-bound (RFC 9449) to a key pair this manager makes (ES256, kept in memory, never exported),
   * and every token request and API call carries a proof signed with it.
   */
  dpop?: boolean | undefined;
  fetch?: (request: Request) => Promise<Response>;
  /** The current time in milliseconds (for tests); Date.now by default. Also the time of assertions and proofs. */
  now?: () => number;
  /** Refresh this many seconds before a token expires (default 60, at most a tenth of a short token's life). */
  refreshBeforeSeconds?: number;
}

export class TokenError extends Error {
  override name = "TokenError";
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** An access token and the scheme it is sent with: `DPoP` for a DPoP-bound token, else `Bearer`. */
export interface AccessToken {
  token: string;
  type: "Bearer" | "DPoP";
}

/**
 * Where a client's tokens come from (the `tokens` option). createTokenManager makes one with every member; one of
 * your own needs only token() and invalidate(), its tokens then sent as bearer tokens.
 */
export interface TokenManager {
  /** A valid token carrying the scopes: from the cache, or from one token request shared by every caller. */
  token(scopes: readonly string[]): Promise<string>;
  /** As token(), with the scheme to send it with (`DPoP` when the server bound it to this manager's DPoP key). */
  accessToken?(scopes: readonly string[]): Promise<AccessToken>;
  /** Forgets a token the API refused (expired or revoked), so the next call gets a new one. */
  invalidate(scopes: readonly string[], token: string): void;
  /** With `dpop: true`: the proofs of this manager's key, for the requests its tokens are sent with. */
  readonly dpop?: DpopProofs | undefined;
}

/** The manager createTokenManager makes: accessToken() always there, and dpop (undefined without `dpop: true`). */
type ClientCredentialsTokenManager = TokenManager & {
  accessToken(scopes: readonly string[]): Promise<AccessToken>;
  readonly dpop: DpopProofs | undefined;
};

interface Cached extends AccessToken {
  refreshAt: number;
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
/** RFC 6749 §2.3.1: client id and secret are form-encoded before they are joined and base64-encoded. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");
const JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

/**
 * OAuth 2.0 client credentials, as the service expects them. With a secret: POST /oauth/token with grant_type and
 * scope in the query string and the client's id and secret in HTTP Basic. With a private key: the same parameters in
 * a form body, with client_id and a client assertion signed by the key (private_key_jwt). With `dpop: true` each
 * token request carries a DPoP proof (and is sent again, once, with the server's nonce when it asks for one). Tokens
 * are cached in memory per scope set, refreshed before they expire, one request at a time per scope set however many
 * calls wait; tokens of different scope sets live side by side (asking for one never expires another). Options it
 * cannot work with throw OnboardingClientConfigError.
 */
export function createTokenManager(options: TokenManagerOptions): ClientCredentialsTokenManager {
  return tokenManager(options, "createTokenManager");
}

/** The token manager, its configuration errors prefixed by the function the caller called (`who`). */
export function tokenManager(options: TokenManagerOptions, who: string): ClientCredentialsTokenManager {
  const refuse = (message: string): never => {
    throw new OnboardingClientConfigError(`${who}: ${message}`);
  };
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const now = options.now ?? Date.now;
  const cache = new Map<string, Cached>();
  const pending = new Map<string, Promise<Cached>>();
  const key = (scopes: readonly string[]) => [...new Set(scopes)].sort().join(" ");
  const baseUrl = options.baseUrl.replace(/\/$/, "");
  const endpoint = `${baseUrl}/oauth/token`;
  const audience = options.issuer ?? baseUrl;

  const { clientId, clientSecret, privateKey } = options;
  if (clientSecret !== undefined && privateKey !== undefined) {
    refuse("pass clientSecret or privateKey, not both: they are different ways for the client to authenticate.");
  }
  if (clientSecret === undefined && privateKey === undefined) {
    refuse("no client authentication: pass clientSecret, or privateKey (private_key_jwt).");
  }
  const signingKey: SigningKey | undefined = privateKey === undefined ? undefined : signingKeyOf(privateKey, options.keyId, refuse);
  const authorization = clientSecret === undefined ? undefined : `Basic ${base64(`${formEncode(clientId)}:${formEncode(clientSecret)}`)}`;
  // Proofs name the server's public URL (the issuer) even when the client calls it by another.
  const publicBase = options.issuer === undefined ? undefined : { called: baseUrl, public: options.issuer.replace(/\/$/, "") };
  const dpop = options.dpop ? createDpopProofs({ now, publicBase }) : undefined;

  /** One token request (a new assertion and a new proof each time it is sent). */
  async function tokenRequest(scope: string): Promise<Request> {
    const headers = new Headers({ accept: "application/json" });
    let url = endpoint;
    let body: URLSearchParams | undefined;
    if (signingKey) {
      body = new URLSearchParams({
        grant_type: "client_credentials",
        scope,
        client_id: clientId,
        client_assertion_type: JWT_BEARER,
        client_assertion: await clientAssertion(signingKey, clientId, audience, now()),
      });
      headers.set("content-type", "application/x-www-form-urlencoded");
    } else {
      url = `${endpoint}?grant_type=client_credentials&scope=${encodeURIComponent(scope)}`;
      headers.set("authorization", authorization as string);
    }
    if (dpop) {
      headers.set("dpop", await dpop.proof("POST", url));
    }
    return new Request(url, { method: "POST", headers, ...(body ? { body } : {}) });
  }

  async function request(scope: string): Promise<Cached> {
    let nonceRetried = false;
    while (true) {
      const response = await fetchImpl(await tokenRequest(scope));
      dpop?.remember(response);
      const body = (await response.json().catch(() => undefined)) as TokenEndpointBody | undefined;
      // RFC 9449 §8: the server wants a proof with its nonce, which this response carries: once more, with it.
      if (dpop && !nonceRetried && response.status === 400 && body?.error === "use_dpop_nonce" && response.headers.has("dpop-nonce")) {
        nonceRetried = true;
        continue;
      }
      if (!response.ok || !body?.access_token) {
        throw new TokenError(
          `Token request failed: ${response.status} ${body?.error ?? ""} ${body?.error_description ?? ""}`.trim(),
          response.status,
          body,
        );
      }
      const issued = now();
      // A token without expires_in (optional in RFC 6749) is not reused: the next call asks for a new one.
      const lifetimeMs = (body.expires_in ?? 0) * 1000;
      const margin = Math.min((options.refreshBeforeSeconds ?? 60) * 1000, lifetimeMs / 10);
      // A DPoP-bound token only when asked for and the server says so (RFC 9449 §5): a Bearer answer stays a bearer token.
      const type = dpop && body.token_type?.toLowerCase() === "dpop" ? "DPoP" : "Bearer";
      return { token: body.access_token, type, refreshAt: issued + lifetimeMs - margin };
    }
  }

  async function accessToken(scopes: readonly string[]): Promise<AccessToken> {
    const scope = key(scopes);
    const cached = cache.get(scope);
    if (cached && now() < cached.refreshAt) {
      return { token: cached.token, type: cached.type };
    }
    let inFlight = pending.get(scope);
    if (!inFlight) {
      inFlight = request(scope).finally(() => pending.delete(scope));
      pending.set(scope, inFlight);
    }
    const fresh = await inFlight;
    cache.set(scope, fresh);
    return { token: fresh.token, type: fresh.type };
  }

  return {
    accessToken,
    async token(scopes) {
      return (await accessToken(scopes)).token;
    },
    invalidate(scopes, token) {
      const scope = key(scopes);
      if (cache.get(scope)?.token === token) {
        cache.delete(scope);
      }
    },
    dpop,
  };
}
