import { SENSITIVE_FIELD_KEYS } from "@onboarding/core";
import pino, { type DestinationStream, type Logger } from "pino";

/** Credentials, tokens and secrets, wherever a log line carries them. */
const SECRET_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["proxy-authorization"]',
  "*.authorization",
  "*.password",
  "*.client_secret",
  "*.secret",
  "*.access_token",
  "*.token",
];

/**
 * The one redaction point of the service: whatever a log line carries, these never reach the output — credentials,
 * tokens, secrets, and the personal identifiers that core's field facts mark sensitive (in any kind of details), in an
 * object of the line or one level deeper (`{ details: { ... } }`, `{ application: { customer_details: { ... } } }`).
 */
export const REDACTED_PATHS = [
  ...SECRET_PATHS,
  ...SENSITIVE_FIELD_KEYS.map((key) => `*.${key}`),
  ...SENSITIVE_FIELD_KEYS.map((key) => `*.*.${key}`),
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "onboarding-api" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[REDACTED]" },
    },
    destination,
  );
}

export type { Logger };
