import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The one redaction point of the service: whatever a log line carries, these never reach the output — credentials,
 * tokens, secrets and personal identifiers.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["proxy-authorization"]',
  "*.authorization",
  "*.password",
  "*.client_secret",
  "*.secret",
  "*.access_token",
  "*.token",
  "*.tax_reference_number",
  "*.passport_number",
  "*.corporate_tax_reference_number",
  "*.*.tax_reference_number",
  "*.*.passport_number",
  "*.*.corporate_tax_reference_number",
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
