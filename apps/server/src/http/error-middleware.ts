import { ERRORS, type ErrorCode, problemType } from "@onboarding/core";
import type { NextFunction, Request, Response } from "express";
import { isAudited } from "../audit/audit.ts";
import type { AuditCounts } from "../audit/audit-counts.ts";
import { OAuthError } from "../auth/oauth-error.ts";
import { ApiError } from "../platform/errors.ts";
import { locals } from "./request-context.ts";

/** Errors raised by body-parser, by their `type`. */
const BODY_ERRORS: Record<string, [ErrorCode, string]> = {
  "entity.too.large": ["PAYLOAD_TOO_LARGE", "The request body is larger than 256 KiB."],
  "entity.parse.failed": ["MALFORMED_REQUEST", "The request body is not valid JSON."],
  "encoding.unsupported": ["UNSUPPORTED_MEDIA_TYPE", "The content encoding is not supported."],
  "charset.unsupported": ["UNSUPPORTED_MEDIA_TYPE", "Only UTF-8 bodies are accepted."],
  "parameters.too.many": ["MALFORMED_REQUEST", "The form has too many parameters."],
};

/** Any thrown value as an ApiError: known ones keep their code, body-parser errors map to 4xx, the rest is a 500. */
export function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) {
    return error;
  }
  const candidate = error as { type?: string; status?: number; message?: string };
  const known = candidate.type ? BODY_ERRORS[candidate.type] : undefined;
  if (known) {
    return new ApiError(known[0], known[1]);
  }
  if (typeof candidate.status === "number" && candidate.status >= 400 && candidate.status < 500) {
    const safe = candidate.type === "encoding.invalid" || candidate.type === "entity.too.deep";
    return new ApiError("MALFORMED_REQUEST", safe && candidate.message ? candidate.message : "The request could not be read.");
  }
  return undefined;
}

/** The RFC 9457 body of an error. Extra members come first, so they can never replace a standard one. */
export function problemBody(path: string, requestId: string, error: ApiError, docsUrl: string): Record<string, unknown> {
  return {
    ...error.extra.members,
    type: problemType(error.code, docsUrl),
    title: ERRORS[error.code].title,
    status: error.status,
    detail: error.message,
    instance: path,
    code: error.code,
    request_id: requestId,
    ...(error.extra.errors ? { errors: error.extra.errors } : {}),
  };
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json; charset=utf-8";

export function sendProblem(req: Request, res: Response, error: ApiError): void {
  res.status(error.status).set(error.extra.headers ?? {});
  const { requestId, docsUrl } = locals(res);
  res.type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemBody(req.path, requestId, error, docsUrl)));
}

/** The OAuth endpoints answer RFC 6749 §5.2 errors; anything else they raise maps onto one. */
function asOAuthError(error: ApiError | OAuthError): OAuthError {
  if (error instanceof OAuthError) {
    return error;
  }
  if (error.status >= 500) {
    return new OAuthError("server_error", error.message, error.status, error.extra.headers);
  }
  if (error.code === "RATE_LIMITED") {
    return new OAuthError("temporarily_unavailable", error.message, 429, error.extra.headers);
  }
  // Malformed, wrongly typed, duplicated or unknown parameters (client_secret in the query or the body included).
  const description = error.extra.errors?.[0] ? `Invalid request parameter ${error.extra.errors[0].pointer || "body"}.` : error.message;
  return new OAuthError("invalid_request", description, error.status === 405 ? 405 : 400, error.extra.headers);
}

function sendOAuthError(res: Response, error: OAuthError): void {
  res.status(error.status).set(error.headers).json({ error: error.error, error_description: error.message });
}

/**
 * An audited operation refused once its caller was known (a missing scope, a rate limit, an unreadable body, a
 * refused change…) is recorded in the audit trail, with the status answered: the first of its kind (client, operation,
 * status) in a minute as a row of its own, the others of that minute counted into one row (see AuditCounts). A row
 * of its own after a 4xx is written before the answer; after a 5xx the database is most likely what failed, so the
 * answer (503 with Retry-After) does not wait for it.
 */
async function recordRefusal(res: Response, status: number, refusals: AuditCounts): Promise<void> {
  const { auth, route, requestId, log } = locals(res);
  if (!auth || !route || !isAudited(route.operation)) {
    return;
  }
  const recorded = refusals
    .record({ ...route, clientId: auth.clientId, requestId, status }, log)
    .catch((failure: unknown) => log.warn({ err: failure }, "audit: the refused request could not be recorded"));
  if (status < 500) {
    await recorded;
  }
}

/**
 * The last middleware: every error becomes problem+json (OAuth errors under /oauth); unexpected ones are a 500 and
 * one log line; refusals of audited operations are recorded.
 */
export function errorHandler(refusals: AuditCounts) {
  return async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = error instanceof OAuthError ? error : asApiError(error);
    if (!known) {
      locals(res).log.error({ err: error }, "unhandled error");
    }
    const failure = known ?? new ApiError("INTERNAL_ERROR", "Something went wrong on our side; the request id identifies it.");
    const answer = req.path.startsWith("/oauth/")
      ? asOAuthError(failure)
      : failure instanceof OAuthError
        ? new ApiError("MALFORMED_REQUEST", failure.message)
        : failure;
    await recordRefusal(res, answer.status, refusals);
    if (answer instanceof OAuthError) {
      sendOAuthError(res, answer);
    } else {
      sendProblem(req, res, answer);
    }
  };
}

export function routeNotFound() {
  return (req: Request, res: Response) => sendProblem(req, res, new ApiError("NOT_FOUND", "No such route."));
}
