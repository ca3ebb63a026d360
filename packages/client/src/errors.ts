import type { components } from "./openapi.ts";

type Schemas = components["schemas"];
export type Problem = Schemas["Problem"];
export type FieldError = Schemas["FieldError"];
/** A problem's code: one the document lists, or one added later (typed, never a surprise at run time). */
export type ErrorCode = Schemas["ErrorCode"] | (string & {});

/** Whether a body is a problem details object of this API (RFC 9457, with the API's `code` and `request_id`). */
function isProblem(body: unknown): body is Problem {
  return typeof body === "object" && body !== null && typeof (body as { code?: unknown }).code === "string";
}

/**
 * The API refused a call: what the client throws in its throwing mode (`throwOnError: true`), from `paginate`, and
 * from `createOnboardingSession`. It carries the problem the API answered: its `code`, the HTTP `status`, the
 * `requestId` to quote to support, the field `errors` (JSON pointers into the request, with what is wrong), `title`
 * and `detail`, and the raw `problem` and `response`. A response that is not a problem (a proxy's 502 page, an OAuth
 * error) still becomes one: `code` is then `HTTP_<status>` and `problem` is undefined.
 */
export class OnboardingApiError extends Error {
  override name = "OnboardingApiError";
  /** The problem's code, for example VALIDATION_FAILED or NOT_FOUND (HTTP_<status> when the body was no problem). */
  readonly code: ErrorCode;
  /** The HTTP status of the response. */
  readonly status: number;
  /** The request's id: the response's x-svc-request-id, else the problem's request_id. */
  readonly requestId: string | undefined;
  /** What is wrong with each field, by JSON pointer (validation problems); empty otherwise. */
  readonly errors: FieldError[];
  readonly title: string;
  readonly detail: string | undefined;

  constructor(
    /** The problem details the API answered, as sent (undefined when the body was not a problem). */
    readonly problem: Problem | undefined,
    readonly response: Response,
  ) {
    const code = problem?.code ?? `HTTP_${response.status}`;
    const requestId = response.headers.get("x-svc-request-id") ?? problem?.request_id ?? undefined;
    const what = problem?.detail ?? problem?.title ?? response.statusText;
    super(`${response.status} ${code}${what ? `: ${what}` : ""}${requestId ? ` (request ${requestId})` : ""}`);
    this.code = code;
    this.status = response.status;
    this.requestId = requestId;
    this.errors = problem?.errors ?? [];
    this.title = problem?.title ?? response.statusText;
    this.detail = problem?.detail;
  }

  /** The error of a refused response whose body was already read (`body`: the parsed JSON, if any). */
  static from(body: unknown, response: Response): OnboardingApiError {
    return new OnboardingApiError(isProblem(body) ? body : undefined, response);
  }
}

/** A client or token manager built with options it cannot work with: which one, and what to pass instead. */
export class OnboardingClientConfigError extends TypeError {
  override name = "OnboardingClientConfigError";
}
