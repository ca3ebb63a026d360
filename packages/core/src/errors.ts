import { z } from "zod";

/** Stable machine codes of problem+json errors. Never rename one; adding one is additive. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_SCOPE: 403,
  NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  ASSET_TYPE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  DUPLICATE_CUSTOMER_ID: 409,
  DUPLICATE_ACCOUNT_ID: 409,
  APPLICATION_LOCKED: 409,
  INVALID_STATUS_TRANSITION: 409,
  NOT_READY_FOR_SUBMISSION: 409,
  INDIVIDUALS_NOT_ALLOWED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_MISMATCH: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ErrorCodeSchema = z
  .enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])
  .meta({ id: "ErrorCode", description: "Stable machine-readable error code.", example: "VALIDATION_FAILED" });

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

export const ProblemSchema = z
  .object({
    type: z
      .string()
      .max(256)
      .meta({ description: "URI of the error's documentation.", example: "https://docs.onboarding.example/errors/validation-failed" }),
    title: z.string().max(200).meta({ example: "The request is invalid" }),
    status: z.number().int().min(400).max(599).meta({ example: 400 }),
    detail: z.string().max(1000).optional().meta({ example: "1 field is invalid." }),
    instance: z.string().max(2048).optional().meta({ description: "The path of the request.", example: "/v1/applications" }),
    code: ErrorCodeSchema,
    request_id: z.string().max(128).meta({ example: "req_01JDQ6N0Z8X7W4V3T2S1R0QPNM" }),
    errors: z.array(FieldErrorSchema).max(100).optional(),
  })
  .catchall(z.unknown())
  .meta({ id: "Problem", description: "An RFC 9457 problem details object. Specific errors may add members (for example requirements)." });
export type Problem = z.infer<typeof ProblemSchema>;

/** The docs URI of an error code. */
export const problemType = (code: ErrorCode) => `https://docs.onboarding.example/errors/${code.toLowerCase().replaceAll("_", "-")}`;
