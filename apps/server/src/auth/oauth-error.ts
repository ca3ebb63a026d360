import type { OAuthErrorCode } from "@onboarding/core";

/** An RFC 6749 §5.2 error of the OAuth endpoints (not problem+json). */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    // RFC 6749 §5.2: error_description uses %x20-21 / %x23-5B / %x5D-7E, so no `"` and no `\`.
    super(description.replace(/["\\]/g, "'"));
  }
}

/** invalid_client (RFC 6749 §5.2), with why when saying it tells an attacker nothing they did not send. */
export const invalidClient = (description = "Client authentication failed.") =>
  new OAuthError("invalid_client", description, 401, { "WWW-Authenticate": 'Basic realm="onboarding-api"' });
