/** What the token endpoint answers (RFC 6749 §5.1). */
interface TokenResponse {
  access_token: string;
  expires_in: number;
  scope?: string;
}

export interface TokenManagerOptions {
  /** Base URL of the API; the token endpoint is `${baseUrl}/oauth/token`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The current time in milliseconds (for tests); Date.now by default. */
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

interface Cached {
  token: string;
  refreshAt: number;
  expiresAt: number;
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
/** RFC 6749 §2.3.1: client id and secret are form-encoded before they are joined and base64-encoded. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");

/**
 * OAuth 2.0 client credentials, as the service expects them: POST /oauth/token with grant_type and scope in the
 * query string and the client's id and secret in HTTP Basic. Tokens are cached in memory per scope set, refreshed
 * before they expire, one request at a time per scope set however many calls wait; tokens of different scope sets
 * live side by side (asking for one never expires another).
 */
export function createTokenManager(options: TokenManagerOptions) {
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const now = options.now ?? Date.now;
  const cache = new Map<string, Cached>();
  const pending = new Map<string, Promise<Cached>>();
  const key = (scopes: readonly string[]) => [...new Set(scopes)].sort().join(" ");
  const authorization = `Basic ${base64(`${formEncode(options.clientId)}:${formEncode(options.clientSecret)}`)}`;

  async function request(scope: string): Promise<Cached> {
    const url = `${options.baseUrl.replace(/\/$/, "")}/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(scope)}`;
    const response = await fetchImpl(new Request(url, { method: "POST", headers: { authorization, accept: "application/json" } }));
    const body = (await response.json().catch(() => undefined)) as
      | (TokenResponse & { error?: string; error_description?: string })
      | undefined;
    if (!response.ok || !body?.access_token) {
      throw new TokenError(
        `Token request failed: ${response.status} ${body?.error ?? ""} ${body?.error_description ?? ""}`.trim(),
        response.status,
        body,
      );
    }
    const issued = now();
    const lifetimeMs = body.expires_in * 1000;
    const margin = Math.min((options.refreshBeforeSeconds ?? 60) * 1000, lifetimeMs / 10);
    return { token: body.access_token, expiresAt: issued + lifetimeMs, refreshAt: issued + lifetimeMs - margin };
  }

  return {
    /** A valid token carrying the scopes: from the cache, or from one token request shared by every caller. */
    async token(scopes: readonly string[]): Promise<string> {
      const scope = key(scopes);
      const cached = cache.get(scope);
      if (cached && now() < cached.refreshAt) {
        return cached.token;
      }
      let inFlight = pending.get(scope);
      if (!inFlight) {
        inFlight = request(scope).finally(() => pending.delete(scope));
        pending.set(scope, inFlight);
      }
      const fresh = await inFlight;
      cache.set(scope, fresh);
      return fresh.token;
    },

    /** Forgets a token the API refused (expired or revoked), so the next call gets a new one. */
    invalidate(scopes: readonly string[], token: string): void {
      const scope = key(scopes);
      if (cache.get(scope)?.token === token) {
        cache.delete(scope);
      }
    },
  };
}

export type TokenManager = ReturnType<typeof createTokenManager>;
