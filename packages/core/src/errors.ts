import { z } from "zod";

/** Stable machine codes of problem+json errors. Never rename one; adding one is additive. */
export const ErrorCodeSchema = z
  .enum([
    "VALIDATION_FAILED",
    "MALFORMED_REQUEST",
    "UNAUTHORIZED",
    "INSUFFICIENT_SCOPE",
    "SOURCE_ADDRESS_NOT_ALLOWED",
    "NOT_FOUND",
    "PRODUCT_NOT_FOUND",
    "ASSET_TYPE_NOT_FOUND",
    "METHOD_NOT_ALLOWED",
    "NOT_ACCEPTABLE",
    "REQUEST_TIMEOUT",
    "CONFLICT",
    "DUPLICATE_CUSTOMER_ID",
    "DUPLICATE_ACCOUNT_ID",
    "APPLICATION_LOCKED",
    "INVALID_STATUS_TRANSITION",
    "NOT_READY_FOR_SUBMISSION",
    "INDIVIDUALS_NOT_ALLOWED",
    "APPROVAL_BLOCKED",
    "DOCUMENT_NOT_SCANNED",
    "DOCUMENT_QUARANTINED",
    "IDEMPOTENCY_KEY_IN_USE",
    "PRECONDITION_FAILED",
    "PAYLOAD_TOO_LARGE",
    "UNSUPPORTED_MEDIA_TYPE",
    "UNSUPPORTED_DOCUMENT",
    "DOCUMENT_LIMIT_REACHED",
    "IDEMPOTENCY_KEY_MISMATCH",
    "INVALID_CLOCK_CHANGE",
    "RATE_LIMITED",
    "INTERNAL_ERROR",
    "SERVICE_UNAVAILABLE",
  ])
  .meta({ id: "ErrorCode", description: "Stable machine-readable error code.", example: "VALIDATION_FAILED" });
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/**
 * The HTTP status and the problem title of every error code: the one table the server answers from and the
 * document describes responses from. The first code of a status is its generic one (its title describes the status).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, title: "The request is invalid" },
  MALFORMED_REQUEST: { status: 400, title: "The request could not be read" },
  UNAUTHORIZED: { status: 401, title: "Authentication is required" },
  INSUFFICIENT_SCOPE: { status: 403, title: "The token lacks a required scope" },
  SOURCE_ADDRESS_NOT_ALLOWED: { status: 403, title: "The client may not call from this address" },
  NOT_FOUND: { status: 404, title: "Not found" },
  PRODUCT_NOT_FOUND: { status: 404, title: "Unknown product" },
  ASSET_TYPE_NOT_FOUND: { status: 404, title: "Asset type not offered by the product" },
  METHOD_NOT_ALLOWED: { status: 405, title: "Method not allowed" },
  NOT_ACCEPTABLE: { status: 406, title: "Not acceptable" },
  REQUEST_TIMEOUT: { status: 408, title: "The request body arrived too slowly" },
  CONFLICT: { status: 409, title: "Conflict with the current state" },
  DUPLICATE_CUSTOMER_ID: { status: 409, title: "customer_id already used" },
  DUPLICATE_ACCOUNT_ID: { status: 409, title: "account_id already used" },
  APPLICATION_LOCKED: { status: 409, title: "The application can no longer change" },
  INVALID_STATUS_TRANSITION: { status: 409, title: "Not allowed in the application's status" },
  NOT_READY_FOR_SUBMISSION: { status: 409, title: "The application is not ready for submission" },
  INDIVIDUALS_NOT_ALLOWED: { status: 409, title: "This application takes no individuals" },
  APPROVAL_BLOCKED: { status: 409, title: "Verification checks block approval" },
  DOCUMENT_LIMIT_REACHED: { status: 409, title: "The application holds as many documents as allowed" },
  DOCUMENT_NOT_SCANNED: { status: 409, title: "The document is still being scanned for malware" },
  DOCUMENT_QUARANTINED: { status: 409, title: "The document is quarantined: malware was found in it" },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, title: "A request with this idempotency key is in progress" },
  PRECONDITION_FAILED: { status: 412, title: "The resource changed (If-Match did not match)" },
  PAYLOAD_TOO_LARGE: { status: 413, title: "The request body is too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: "Unsupported content type" },
  UNSUPPORTED_DOCUMENT: { status: 400, title: "The file is not a JPEG, PNG or PDF of the declared format" },
  IDEMPOTENCY_KEY_MISMATCH: { status: 422, title: "The idempotency key was used with another request" },
  INVALID_CLOCK_CHANGE: { status: 422, title: "The sandbox clock cannot move as asked" },
  RATE_LIMITED: { status: 429, title: "Too many requests" },
  INTERNAL_ERROR: { status: 500, title: "Internal error" },
  SERVICE_UNAVAILABLE: { status: 503, title: "Temporarily unavailable" },
} as const satisfies Record<ErrorCode, { status: number; title: string }>;

/** The error codes answered with an HTTP status, generic one first. */
export const errorCodesOf = (status: number): ErrorCode[] => ErrorCodeSchema.options.filter((code) => ERRORS[code].status === status);

/**
 * Every `code` a field error can have: what is wrong with one part of a request. The hosted page words each of them in
 * its own languages, so a code added here needs its words there (a test says so).
 */
export const FIELD_ERROR_CODES = [
  "required",
  "invalid_type",
  "too_long",
  "too_short",
  "too_large",
  "too_small",
  "invalid_format",
  "invalid_value",
  "invalid",
  "invalid_text",
  "unknown_field",
  "not_allowed",
  "invalid_part",
  "url_not_allowed",
  "ownership_exceeds_100",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const FieldErrorSchema = z
  .strictObject({
    pointer: z.string().max(512).meta({
      description: "JSON pointer (RFC 6901) into the request; /query/… and /headers/… for those parts.",
      example: "/customer_details/date_of_birth",
    }),
    code: z.string().max(64).meta({ description: "What is wrong with the value.", example: "invalid_format" }),
    detail: z.string().max(500).meta({ example: "must be a date between 1900-01-01 and today" }),
  })
  .meta({ id: "FieldError", description: "One invalid part of a request." });

/** A problem lists at most this many field errors; `errors_omitted` says how many more there were. */
export const MAX_FIELD_ERRORS = 100;

export const ProblemSchema = z
  .object({
    type: z.string().max(256).meta({
      description: "URI of the error's page in the error reference.",
      example: "http://localhost:3000/docs/errors/validation-failed",
    }),
    title: z.string().max(200).meta({ example: "The request is invalid" }),
    status: z.number().int().min(400).max(599).meta({ example: 400 }),
    detail: z.string().max(1000).optional().meta({ example: "1 field is invalid." }),
    instance: z.string().max(2048).optional().meta({ description: "The path of the request.", example: "/v1/applications" }),
    code: ErrorCodeSchema,
    request_id: z.string().max(128).meta({ example: "req_01JDQ6N0Z8X7W4V3T2S1R0QPNM" }),
    errors: z.array(FieldErrorSchema).max(MAX_FIELD_ERRORS).optional(),
    errors_omitted: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({
        description: `How many more invalid parts there are than \`errors\` lists (it lists the first ${MAX_FIELD_ERRORS}); absent when it lists them all.`,
        example: 19900,
      }),
  })
  .catchall(z.unknown())
  .meta({ id: "Problem", description: "An RFC 9457 problem details object. Specific errors may add members (for example requirements)." });
export type Problem = z.infer<typeof ProblemSchema>;

/** The name of an error code's page in the error reference: VALIDATION_FAILED → validation-failed. */
export const problemSlug = (code: ErrorCode) => code.toLowerCase().replaceAll("_", "-");

/** The `type` URI of a problem: the code's page in the documentation site at `docsUrl`. */
export const problemType = (code: ErrorCode, docsUrl: string) => `${docsUrl.replace(/\/$/, "")}/errors/${problemSlug(code)}`;
