import { type DpopProofs, resourceNonceRequested } from "./dpop.ts";
import type { AccessToken } from "./tokens.ts";

export interface RetryOptions {
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  /** First back-off in milliseconds (default 250), doubled each retry, with full jitter, at most 10 s. */
  baseDelayMs?: number;
  /** How to wait (tests may replace it). */
  sleep?: (ms: number) => Promise<void>;
}

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date, as Retry-After carries them. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  if (!value) {
    return undefined;
  }
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds * 1000 : Math.max(0, Date.parse(value) - Date.now());
}

async function isRetryable(response: Response): Promise<boolean> {
  if (response.status === 429 || response.status === 503) {
    return true;
  }
  if (response.status === 409) {
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { code?: string } | undefined;
    return body?.code === "IDEMPOTENCY_KEY_IN_USE";
  }
  return false;
}

/** A 401 the service answers when the token expired or was revoked: worth one new token. */
const tokenRefused = (response: Response) =>
  response.status === 401 && /invalid_token/.test(response.headers.get("www-authenticate") ?? "");

/**
 * Where the access token of each attempt comes from, how to send it (a bearer token, or a DPoP-bound one with a proof
 * made for each attempt), and (for managed tokens) how to drop one the service refused.
 */
export interface Credentials {
  token(): Promise<AccessToken>;
  invalidate?(token: string): void;
  /** The proofs of the key DPoP-bound tokens are bound to (and where the server's nonces go). */
  dpop?: DpopProofs | undefined;
}

/**
 * The fetch under the typed client: each logical call gets one request id and, for writes, one idempotency key,
 * kept across its retries, so a retried write is executed once. Retries network errors, 429, 503 and 409
 * IDEMPOTENCY_KEY_IN_USE with exponential back-off and jitter, honouring Retry-After; gets a new token once on a
 * 401 caused by an expired or revoked token. With a DPoP-bound token every attempt carries a new proof for exactly
 * the request it sends, with the server's latest nonce; a 401 asking for a nonce (use_dpop_nonce, RFC 9449 §9) is
 * sent again once with it.
 */
export function resilientFetch(
  base: (request: Request) => Promise<Response>,
  credentials: Credentials | undefined,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 2;
  const baseDelay = options.baseDelayMs ?? 250;
  const sleep = options.sleep ?? defaultSleep;
  const dpop = credentials?.dpop;

  return async (original: Request) => {
    const request = original.clone();
    if (!request.headers.has("x-svc-request-id")) {
      request.headers.set("x-svc-request-id", `req-${crypto.randomUUID()}`);
    }
    if (WRITES.has(request.method) && !request.headers.has("x-svc-idempotency-id")) {
      request.headers.set("x-svc-idempotency-id", crypto.randomUUID());
    }
    let refreshedToken = false;
    let sentNonce = false;
    for (let attempt = 0; ; attempt++) {
      const access = await credentials?.token();
      const sent = request.clone();
      const proven = access?.type === "DPoP" && dpop !== undefined;
      if (access !== undefined) {
        sent.headers.set("authorization", `${access.type} ${access.token}`);
      }
      if (proven) {
        sent.headers.set("dpop", await dpop.proof(sent.method, sent.url, access.token));
      }
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await base(sent);
      } catch (error) {
        failure = error;
      }
      if (response) {
        dpop?.remember(response);
      }
      if (response && proven && !sentNonce && resourceNonceRequested(response)) {
        sentNonce = true;
        attempt--;
        continue;
      }
      if (response && tokenRefused(response) && !refreshedToken && access !== undefined && credentials?.invalidate) {
        credentials.invalidate(access.token);
        refreshedToken = true;
        attempt--;
        continue;
      }
      const retryable = response ? await isRetryable(response) : true;
      if (!retryable || attempt >= maxRetries) {
        if (response) {
          return response;
        }
        throw failure;
      }
      const backoff = Math.random() * Math.min(baseDelay * 2 ** attempt, 10_000);
      await sleep(Math.max(backoff, response ? (retryAfterMs(response) ?? 0) : 0));
    }
  };
}
