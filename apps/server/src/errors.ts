import { ERROR_STATUS, type ErrorCode, type Problem } from "@onboarding/core";

export interface FieldError {
  pointer: string;
  code: string;
  detail: string;
}

/** The one error type of the service: a stable code, a safe detail, and extra problem members. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string>; members?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "resource") => new ApiError("NOT_FOUND", `No such ${what}.`);

export const overloaded = () =>
  new ApiError("SERVICE_UNAVAILABLE", "The service is busy; retry shortly.", { headers: { "Retry-After": "1" } });

export type { Problem };
