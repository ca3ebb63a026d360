import type { ErrorCode, Scope } from "@onboarding/core";
import { ERROR_STATUS, OAuthErrorSchema, ProblemSchema } from "@onboarding/core";
import { z } from "zod";

export type HttpMethod = "get" | "post" | "patch" | "delete";
export type Environment = "development" | "sandbox" | "production";

/** Who may call an operation. */
export type Auth =
  | { type: "bearer"; scopes: readonly Scope[] } // an access token carrying every listed scope
  | { type: "client" } // OAuth client authentication (HTTP Basic)
  | { type: "none" };

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
  headers?: Record<string, { description: string; schema: z.ZodType }>;
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

export const defineOperation = <const T extends Operation>(operation: T): T => operation;

export const JSON_TYPE = "application/json";
export const PROBLEM_TYPE = "application/problem+json";
export const FORM_TYPE = "application/x-www-form-urlencoded";
export const MERGE_PATCH_TYPE = "application/merge-patch+json";

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
    description: "Makes a retry safe: the first completed response for this key is replayed (api.md §6).",
    example: "6f1c2d3e-create-jane",
  });

const requestIdHeader = {
  "x-svc-request-id": { description: "The request's id, also in every log line and error body.", schema: RequestIdSchema },
};

const ERROR_TITLES: Partial<Record<number, string>> = {
  400: "The request is invalid",
  401: "Authentication is required",
  403: "The token lacks a required scope",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict with the current state",
  412: "The resource changed (If-Match did not match)",
  413: "The request body is too large",
  415: "Unsupported content type",
  422: "The idempotency key was used with another request",
  429: "Too many requests",
  500: "Internal error",
  501: "Not implemented yet",
  503: "Temporarily unavailable",
};

export function problem(status: number, description = ERROR_TITLES[status] ?? "Error"): ResponseSpec {
  const codes = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);
  return {
    description: codes.length > 0 ? `${description}. Codes: ${codes.join(", ")}.` : description,
    schema: ProblemSchema,
    contentType: PROBLEM_TYPE,
    headers: requestIdHeader,
  };
}

export const oauthError = (description: string): ResponseSpec => ({ description, schema: OAuthErrorSchema, contentType: JSON_TYPE });

export const ok = (description: string, schema: z.ZodType, headers: ResponseSpec["headers"] = {}): ResponseSpec => ({
  description,
  schema,
  contentType: JSON_TYPE,
  headers: { ...requestIdHeader, ...headers },
});

/** The error responses every bearer-protected operation can give. */
export const bearerErrors = (...extra: number[]): Record<number, ResponseSpec> =>
  Object.fromEntries([400, 401, 403, 429, 500, 503, ...extra].sort().map((status) => [status, problem(status)]));

export const LocationHeader = { Location: { description: "URL of the created resource.", schema: z.string() } };
export const ETagHeader = { ETag: { description: "Version of the resource, for If-Match.", schema: z.string() } };
