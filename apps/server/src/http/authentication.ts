import type { Scope } from "@onboarding/core";
import type { Request, RequestHandler } from "express";
import type { AuthContext } from "../auth/auth-context.ts";
import { parseBasicCredentials } from "../auth/basic.ts";
import type { Auth } from "../auth/index.ts";
import { invalidClient, OAuthError } from "../auth/oauth-error.ts";
import { type AccessClaims, TokenInvalid } from "../auth/tokens.ts";
import { ApiError } from "../platform/errors.ts";
import { isStorableText } from "../platform/field-errors.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import { addressOf, enforce } from "./rate-limit.ts";

const REALM = 'Bearer realm="onboarding-api"';
const quoted = (value: string) => value.replace(/["\\]/g, "'");

/**
 * The client's credentials: HTTP Basic (client_secret_basic) or client_id and client_secret in the form body
 * (client_secret_post), one method only, and never the secret in the URL.
 */
function clientCredentials(req: Request): { clientId: string; secret: string } | undefined {
  if ((req.query as Record<string, unknown>).client_secret !== undefined) {
    throw new OAuthError("invalid_request", "Never put client_secret in the URL: use HTTP Basic, or the form body.");
  }
  const basic = parseBasicCredentials(req.get("authorization"));
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (body.client_secret === undefined) {
    return basic;
  }
  if (basic) {
    throw new OAuthError("invalid_request", "Use one client authentication method: HTTP Basic or client_secret in the body, not both.");
  }
  if (typeof body.client_id !== "string" || typeof body.client_secret !== "string") {
    throw new OAuthError("invalid_request", "client_id and client_secret must each be given once.");
  }
  return { clientId: body.client_id, secret: body.client_secret };
}

/** OAuth client authentication for /oauth endpoints, with brute-force protection. */
export function clientAuthentication(auth: Auth): RequestHandler {
  return async (req, res, next) => {
    const credentials = clientCredentials(req);
    if (!credentials || credentials.clientId.length === 0 || credentials.clientId.length > 128 || !isStorableText(credentials.clientId)) {
      throw invalidClient();
    }
    const client = await auth.clients.authenticate(credentials.clientId, credentials.secret);
    if (!client) {
      const wait = await auth.bruteForce.fail(credentials.clientId, addressOf(req));
      if (wait > 0) {
        throw new ApiError("RATE_LIMITED", "Too many failed client authentications from this address; retry later.", {
          headers: { "Retry-After": String(wait) },
        });
      }
      throw invalidClient();
    }
    res.locals.auth = { clientId: client.client_id, scopes: new Set(client.scopes) } satisfies AuthContext;
    next();
  };
}

const BEARER_TOKEN = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+) *$/i;

/**
 * RFC 6750 bearer authentication, for /v1 endpoints (the operation's scopes are requireScopes', after the client's limit). A failed authentication (no token, a
 * malformed, forged, expired or revoked one, or one sent in the URL) spends a request of the caller's address budget (the "address" limit);
 * once that is spent, the address's requests are refused 429 before any signature is checked — except with a token
 * this instance has verified before, so a client it knows keeps working from that address, on its own budget.
 */
export function bearerAuthentication(auth: Auth, limits: RateLimits): RequestHandler {
  return async (req, res, next) => {
    const header = req.get("authorization");
    const token = header ? BEARER_TOKEN.exec(header)?.[1] : undefined;
    const address = addressOf(req);
    if (token === undefined || !auth.tokens.remembers(token)) {
      const refused = await limits.refused("address", address);
      if (refused) {
        enforce(res, refused);
      }
    }
    const failed = async (error: ApiError): Promise<never> => {
      enforce(res, await limits.take("address", address));
      throw error;
    };
    if (typeof req.query === "object" && req.query !== null && "access_token" in req.query) {
      return failed(
        new ApiError("MALFORMED_REQUEST", "Send the access token in the Authorization header, never in the URL.", {
          headers: { "WWW-Authenticate": `${REALM}, error="invalid_request", error_description="token in query string"` },
        }),
      );
    }
    if (!header || !/^bearer\b/i.test(header)) {
      return failed(
        new ApiError("UNAUTHORIZED", "An access token is required: Authorization: Bearer <token>.", {
          headers: { "WWW-Authenticate": REALM },
        }),
      );
    }
    let claims: AccessClaims;
    try {
      if (!token) {
        throw new TokenInvalid("The Authorization header is malformed.");
      }
      claims = await auth.tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenInvalid) {
        return failed(
          new ApiError("UNAUTHORIZED", error.message, {
            headers: { "WWW-Authenticate": `${REALM}, error="invalid_token", error_description="${quoted(error.message)}"` },
          }),
        );
      }
      throw error;
    }
    res.locals.auth = { clientId: claims.client_id, scopes: new Set(claims.scope.split(" ")) } satisfies AuthContext;
    next();
  };
}

/**
 * The operation's scopes, checked once the request was counted against its client's budget: a refusal (403) carries
 * the RateLimit header fields as every counted request does.
 */
export function requireScopes(required: readonly Scope[]): RequestHandler {
  return (_req, res, next) => {
    const { scopes } = res.locals.auth as AuthContext;
    if (required.some((scope) => !scopes.has(scope))) {
      throw new ApiError("INSUFFICIENT_SCOPE", `This operation needs the scope ${required.join(" ")}.`, {
        headers: { "WWW-Authenticate": `${REALM}, error="insufficient_scope", scope="${required.join(" ")}"` },
      });
    }
    next();
  };
}
