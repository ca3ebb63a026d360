import type { Scope } from "@onboarding/core";
import { CLIENT_SIGNING_ALGORITHMS, ERRORS, errorCodesOf, OAuthErrorSchema, ProblemSchema } from "@onboarding/core";
import { z } from "zod";

export type HttpMethod = "get" | "post" | "patch" | "delete";
export type Environment = "development" | "sandbox" | "production";

/** Who may call an operation. */
export type Auth =
  | { type: "bearer"; scopes: readonly Scope[] } // an access token carrying every listed scope
  | { type: "client" } // OAuth client authentication (a secret, or private_key_jwt)
  | { type: "none" };

export interface ResponseSpec<S extends z.ZodType = z.ZodType> {
  description: string;
  schema?: S;
  contentType?: string;
  /** Several media types of one schema, instead of contentType: binary content answered in its own type (a document's bytes). */
  contentTypes?: readonly [string, ...string[]];
  /** The headers of the response; `optional` for one the server sends only in some cases (its description says when). */
  headers?: Record<string, { description: string; schema: z.ZodType; optional?: boolean }>;
}

export interface BodySpec {
  schema: z.ZodType;
  contentTypes: readonly [string, ...string[]];
  /** Whether a body must be sent (default true). */
  required?: boolean;
}

/** One operation of the API: the spec generator and the server's mount() both read it. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, for example /v1/applications/{application_id}. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: Auth;
  /** Environments that expose the operation (all when absent); elsewhere it answers 404. */
  environments?: readonly Environment[];
  /** Accepts x-svc-idempotency-id (every POST, PATCH and DELETE under /v1). */
  idempotent?: boolean;
  /** Accepts If-Match. */
  conditional?: boolean;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: BodySpec;
  };
  responses: Record<number, ResponseSpec>;
}

type Headers = NonNullable<ResponseSpec["headers"]>;
const text = (description: string, optional = false) => ({ description, schema: z.string(), ...(optional ? { optional } : {}) });

/** The statuses whose answer may come before the request was counted against a rate limit (so without RateLimit). */
function countedBefore(operation: Operation, status: number): boolean {
  // 405 is answered by the path's catch-all, 408 by the body's deadline and 5xx when the limits could not be counted;
  // the OAuth endpoints read their form body (it may carry the client's credentials) before counting.
  const bodyFirst = operation.auth.type === "client" && [400, 413, 415].includes(status);
  return status !== 405 && status !== 408 && status < 500 && !bodyFirst;
}

/** The headers the server adds to an operation's responses by rule, so that every header it sends is declared. */
function standardHeaders(operation: Operation, status: number): Headers {
  const headers: Headers = { "x-svc-request-id": requestIdHeader["x-svc-request-id"] };
  if (operation.path.startsWith("/v1/") || operation.path.startsWith("/oauth/")) {
    headers["Cache-Control"] = text("no-store: responses carry personal data or credentials and are never cached.");
  } else if (operation.path.startsWith("/.well-known/") && status === 200) {
    headers["Cache-Control"] = text("public, with a max-age: the keys and the metadata change rarely.");
  }
  // Every operation is rate limited: per client once authenticated, per address before that.
  const uncounted = !countedBefore(operation, status);
  const unlessUncounted = uncounted ? " Absent when the answer came before the request was counted." : "";
  headers["RateLimit-Policy"] = text(
    `The limits that apply (IETF RateLimit header fields), for example "api";q=100;w=1: 100 requests per 1-second window.${unlessUncounted}`,
    uncounted,
  );
  headers.RateLimit = text(
    `What is left of each limit, for example "api";r=57;t=1: 57 requests, the window resets in 1 s.${unlessUncounted}`,
    uncounted,
  );
  if (status === 401) {
    headers["WWW-Authenticate"] = text(
      operation.auth.type === "client"
        ? 'Basic realm="onboarding-api": authenticate the client.'
        : `Bearer realm="onboarding-api", with error="invalid_token" and error_description when a token was sent (RFC 6750); for a DPoP-bound token (or a proof that is refused) DPoP algs="${CLIENT_SIGNING_ALGORITHMS.join(" ")}", with error="invalid_token" or error="invalid_dpop_proof" (RFC 9449 §7.1); with no token at all, both challenges.`,
    );
  }
  if (status === 400 && operation.auth.type === "bearer") {
    headers["WWW-Authenticate"] = text(
      'Only when the access token was sent in the URL: Bearer realm="onboarding-api", error="invalid_request".',
      true,
    );
  }
  if (status === 403 && operation.auth.type === "bearer") {
    headers["WWW-Authenticate"] = text(
      'With INSUFFICIENT_SCOPE: Bearer realm="onboarding-api", error="insufficient_scope", scope="…": the scope needed.',
      true,
    );
  }
  if (status === 429 || status === 503 || status === 409) {
    headers["Retry-After"] =
      status === 409
        ? text("Only with IDEMPOTENCY_KEY_IN_USE: seconds until a retry may get the response.", true)
        : text("Seconds to wait before retrying.");
  }
  if (operation.idempotent) {
    headers["x-svc-idempotent-replayed"] = text(
      "Only on a replay: true, this is the stored response of an earlier request with the same idempotency key.",
      true,
    );
  }
  return headers;
}

/** The answer past a rate limit, which every operation has: an OAuth error under /oauth, problem+json elsewhere. */
const rateLimited = (operation: Operation): ResponseSpec =>
  operation.path.startsWith("/oauth/")
    ? oauthError("temporarily_unavailable: too many requests, or failed authentications from this address; see Retry-After.")
    : problem(429);

/**
 * What every /v1 operation may answer by what it takes, whatever its handler does: with an idempotency key, 409 (the
 * key is in use by a request in flight) and 422 (the key was used with another body); with a body, 408 (it arrived too
 * slowly), 413 (too large) and 415 (another media type). The OAuth endpoints answer those cases as OAuth errors (400),
 * and may answer server_error (500, 503) as every operation reading the database may.
 */
function byRule(operation: Operation): Record<number, ResponseSpec> {
  if (operation.auth.type === "client") {
    // Client authentication reads the database (the client, the failed attempts): it may fail, or be past its deadline.
    return {
      500: oauthError("server_error: something went wrong on our side."),
      503: oauthError("server_error: the service is temporarily unavailable; see Retry-After."),
    };
  }
  if (!operation.path.startsWith("/v1/")) {
    return {};
  }
  const statuses = [...(operation.idempotent ? [409, 422] : []), ...(operation.request?.body ? [408, 413, 415] : [])];
  return Object.fromEntries(statuses.map((status) => [status, problem(status)]));
}

/**
 * One operation, as data. By rule, it answers 429 past its rate limit, and what its idempotency key and its body may
 * bring (409, 422, 408, 413, 415), and its responses get the headers the server adds (request id, caching, rate limits,
 * retries…).
 */
export const defineOperation = <const T extends Operation>(operation: T): T & { responses: { 429: ResponseSpec } } => {
  const declared: Record<number, ResponseSpec> = { ...byRule(operation), ...operation.responses, 429: rateLimited(operation) };
  const responses = Object.fromEntries(
    Object.entries(declared).map(([status, response]) => [
      status,
      { ...response, headers: { ...standardHeaders(operation, Number(status)), ...response.headers } },
    ]),
  );
  return { ...operation, responses } as T & { responses: { 429: ResponseSpec } };
};

export const JSON_TYPE = "application/json";
export const PROBLEM_TYPE = "application/problem+json";
export const FORM_TYPE = "application/x-www-form-urlencoded";
export const MERGE_PATCH_TYPE = "application/merge-patch+json";
export const MULTIPART_TYPE = "multipart/form-data";

export const RequestIdSchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,128}$/)
  .meta({
    description: "Caller's request id (1-128 visible ASCII characters); echoed, or generated when absent or invalid.",
    example: "req-7f3a9c",
  });

export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,255}$/)
  .meta({
    description:
      "Makes a retry safe: the first completed response for this key is replayed to every retry with the same key and body, for 24 hours (see the idempotency guide).",
    example: "6f1c2d3e-create-jane",
  });

const requestIdHeader = {
  "x-svc-request-id": { description: "The request's id, also in every log line and error body.", schema: RequestIdSchema },
};

/** A problem+json response; described by the title of the status's generic error code, listing every code it may carry. */
export function problem(status: number) {
  const codes = errorCodesOf(status);
  const title = codes[0] ? ERRORS[codes[0]].title : "Error";
  return {
    description: codes.length > 0 ? `${title}. Codes: ${codes.join(", ")}.` : title,
    schema: ProblemSchema,
    contentType: PROBLEM_TYPE,
  } satisfies ResponseSpec;
}

export const oauthError = (description: string) =>
  ({ description, schema: OAuthErrorSchema, contentType: JSON_TYPE }) satisfies ResponseSpec;

export const ok = <S extends z.ZodType>(description: string, schema: S, headers: ResponseSpec["headers"] = {}) =>
  ({ description, schema, contentType: JSON_TYPE, headers }) satisfies ResponseSpec;

const BEARER_ERRORS = [400, 401, 403, 500, 503] as const;

/** The error responses every bearer-protected operation can give, and the operation's own. */
export const bearerErrors = <const E extends readonly number[]>(...extra: E) =>
  Object.fromEntries([...BEARER_ERRORS, ...extra].sort().map((status) => [status, problem(status)])) as Record<
    (typeof BEARER_ERRORS)[number] | E[number],
    ReturnType<typeof problem>
  >;

/**
 * The request headers an operation reads, as the document declares them and the server parses them: the request
 * id always, the idempotency key on idempotent operations, If-Match on conditional ones.
 */
/** A DPoP proof (RFC 9449): read by authentication, before the request is parsed, so any text passes here. */
const DpopProofSchema = z.string().max(8192).optional().meta({
  description:
    "A DPoP proof (RFC 9449): a JWT of typ dpop+jwt signed by the client's DPoP key, with the request's htm and htu (without query) and a jti used once; on /v1 with the ath of the access token sent as Authorization: DPoP, at the token endpoint with the server nonce of DPoP-Nonce.",
});

export function requestHeadersOf(operation: Pick<Operation, "idempotent" | "conditional" | "auth">) {
  return z.object({
    "x-svc-request-id": RequestIdSchema.optional(),
    ...(operation.auth.type === "none" ? {} : { DPoP: DpopProofSchema }),
    ...(operation.idempotent ? { "x-svc-idempotency-id": IdempotencyKeySchema.optional() } : {}),
    ...(operation.conditional
      ? {
          "if-match": z
            .string()
            .max(128)
            .regex(
              /^(\*|(W\/)?"[^"]*"(\s*,\s*(W\/)?"[^"]*")*)$/,
              'must be the ETag exactly as the ETag header gave it, double quotes included: If-Match: "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM.3"',
            )
            .optional()
            .meta({ description: "ETag of the version the change is based on; 412 when it is no longer current." }),
        }
      : {}),
  });
}

export const LocationHeader = { Location: { description: "URL of the created resource.", schema: z.string() } };
export const ETagHeader = { ETag: { description: "Version of the resource, for If-Match.", schema: z.string() } };
