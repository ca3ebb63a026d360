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

/** Where the bearer token of each attempt comes from, and (for managed tokens) how to drop one the service refused. */
export interface Credentials {
  token(): Promise<string>;
  invalidate?(token: string): void;
}

/**
 * The fetch under the typed client: each logical call gets one request id and, for writes, one idempotency key,
 * kept across its retries, so a retried write is executed once. Retries network errors, 429, 503 and 409
 * IDEMPOTENCY_KEY_IN_USE with exponential back-off and jitter, honouring Retry-After; gets a new token once on a
 * 401 caused by an expired or revoked token.
 */
export function resilientFetch(
  base: (request: Request) => Promise<Response>,
  credentials: Credentials | undefined,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 2;
  const baseDelay = options.baseDelayMs ?? 250;
  const sleep = options.sleep ?? defaultSleep;

  return async (original: Request) => {
    const request = original.clone();
    if (!request.headers.has("x-svc-request-id")) {
      request.headers.set("x-svc-request-id", `req-${crypto.randomUUID()}`);
    }
    if (WRITES.has(request.method) && !request.headers.has("x-svc-idempotency-id")) {
      request.headers.set("x-svc-idempotency-id", crypto.randomUUID());
    }
    let refreshedToken = false;
    for (let attempt = 0; ; attempt++) {
      const token = await credentials?.token();
      const sent = request.clone();
      if (token !== undefined) {
        sent.headers.set("authorization", `Bearer ${token}`);
      }
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await base(sent);
      } catch (error) {
        failure = error;
      }
      if (response && tokenRefused(response) && !refreshedToken && token !== undefined && credentials?.invalidate) {
        credentials.invalidate(token);
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
