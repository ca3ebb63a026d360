import { ERRORS, type ErrorCode } from "@onboarding/core";
import type { z } from "zod";
import { type FieldError, fieldErrors, listedFieldErrors } from "./field-errors.ts";

export type { FieldError };

/**
 * The one error type of the service: a stable code (its status and title come from core's table), a safe detail,
 * and extra problem members. The domain throws it; the HTTP layer's one error middleware renders it.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string>; members?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.status = ERRORS[code].status;
  }
}

export const notFound = (what = "resource") => new ApiError("NOT_FOUND", `No such ${what}.`);

/** 503 with Retry-After: the service is busy, or its database unreachable. */
export const overloaded = (detail = "The service is busy; retry shortly.") =>
  new ApiError("SERVICE_UNAVAILABLE", detail, { headers: { "Retry-After": "1" } });

/** 400 VALIDATION_FAILED listing the invalid parts (the first 100; `errors_omitted` counts the rest). */
export function validationFailed(errors: FieldError[]): ApiError {
  const { listed, omitted } = listedFieldErrors(errors);
  const parts = `${errors.length} ${errors.length === 1 ? "part" : "parts"} of the request ${errors.length === 1 ? "is" : "are"} invalid`;
  const detail = omitted > 0 ? `${parts}; errors lists the first ${listed.length}.` : `${parts}.`;
  return new ApiError("VALIDATION_FAILED", detail, { errors: listed, ...(omitted > 0 ? { members: { errors_omitted: omitted } } : {}) });
}

/** The value parsed by the schema, or a VALIDATION_FAILED error pointing below `base` at every invalid part. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, base = ""): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationFailed(fieldErrors(result.error.issues, base));
  }
  return result.data;
}

/** An operator's mistake on the command line (`pnpm admin`): exit code 2 and the message, never a stack trace. */
export class AdminInputError extends Error {}

/**
 * A use case's refusal as the operator reads it: "No <what>." for NOT_FOUND, else its message, with its field errors;
 * anything else is thrown as it is.
 */
export function operatorError(error: unknown, what: string): never {
  if (error instanceof ApiError) {
    const detail = error.extra.errors ? ` ${JSON.stringify(error.extra.errors)}` : "";
    throw new AdminInputError(`${error.code === "NOT_FOUND" ? `No ${what}.` : error.message}${detail}`);
  }
  throw error;
}
