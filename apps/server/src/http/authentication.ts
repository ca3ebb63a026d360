import { CLIENT_ASSERTION_TYPE, CLIENT_SIGNING_ALGORITHMS, type Scope } from "@onboarding/core";
import type { Request, RequestHandler, Response } from "express";
import type { AuthContext } from "../auth/auth-context.ts";
import { parseBasicCredentials } from "../auth/basic.ts";
import { AssertionRefused, type ClientAssertions } from "../auth/client-assertions.ts";
import type { AuthenticatingClient } from "../auth/clients.ts";
import type { ApiClientRow } from "../auth/clients-store.ts";
import { type Dpop, DpopInvalid, DpopNonceNeeded } from "../auth/dpop.ts";
import type { Auth } from "../auth/index.ts";
import { invalidClient, OAuthError } from "../auth/oauth-error.ts";
import { addressAllowed } from "../auth/source-addresses.ts";
import { type AccessClaims, TokenInvalid } from "../auth/tokens.ts";
import { ApiError } from "../platform/errors.ts";
import { isStorableText } from "../platform/field-errors.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import { addressOf, enforce } from "./rate-limit.ts";

const REALM = 'Bearer realm="onboarding-api"';
const quoted = (value: string) => value.replace(/["\\]/g, "'");

/** What a client presented to authenticate: a secret (HTTP Basic or the form body), or an assertion (private_key_jwt). */
type Presented =
  | { kind: "secret"; clientId: string; secret: string }
  | { kind: "assertion"; assertion: string; clientId: string | undefined };

/**
 * The client's credentials: HTTP Basic (client_secret_basic), client_id and client_secret in the form body
 * (client_secret_post), or client_assertion_type and client_assertion in the form body (private_key_jwt); one method
 * only, and never a credential in the URL.
 */
function clientCredentials(req: Request): Presented | undefined {
  const query = req.query as Record<string, unknown>;
  if (query.client_secret !== undefined || query.client_assertion !== undefined) {
    throw new OAuthError("invalid_request", "Never put client credentials in the URL: use HTTP Basic, or the form body.");
  }
  const basic = parseBasicCredentials(req.get("authorization"));
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (body.client_assertion !== undefined || body.client_assertion_type !== undefined) {
    if (basic || body.client_secret !== undefined) {
      throw new OAuthError("invalid_request", "Use one client authentication method: a client_assertion, or a secret, not both.");
    }
    if (body.client_assertion_type !== CLIENT_ASSERTION_TYPE || typeof body.client_assertion !== "string") {
      throw new OAuthError(
        "invalid_request",
        `private_key_jwt takes client_assertion_type=${CLIENT_ASSERTION_TYPE} and one client_assertion.`,
      );
    }
    if (body.client_id !== undefined && typeof body.client_id !== "string") {
      throw new OAuthError("invalid_request", "client_id must be given once.");
    }
    return { kind: "assertion", assertion: body.client_assertion, clientId: body.client_id };
  }
  if (body.client_secret === undefined) {
    return basic && { kind: "secret", ...basic };
  }
  if (basic) {
    throw new OAuthError("invalid_request", "Use one client authentication method: HTTP Basic or client_secret in the body, not both.");
  }
  if (typeof body.client_id !== "string" || typeof body.client_secret !== "string") {
    throw new OAuthError("invalid_request", "client_id and client_secret must each be given once.");
  }
  return { kind: "secret", clientId: body.client_id, secret: body.client_secret };
}

/** What client authentication checks proofs with: assertions, DPoP proofs (each jti used once). */
export interface ProofCheckers {
  assertions: ClientAssertions;
  dpop: Dpop;
}

const DPOP_ALGS = `algs="${CLIENT_SIGNING_ALGORITHMS.join(" ")}"`;

/** The answer to a DPoP proof the token endpoint refuses (RFC 9449 §7.1, §8): 400, with a nonce to retry with. */
function tokenEndpointDpopError(error: unknown, dpop: Dpop): never {
  if (error instanceof DpopNonceNeeded) {
    throw new OAuthError("use_dpop_nonce", error.message, 400, { "DPoP-Nonce": dpop.nonce() });
  }
  if (error instanceof DpopInvalid) {
    throw new OAuthError("invalid_dpop_proof", error.message, 400, { "DPoP-Nonce": dpop.nonce() });
  }
  throw error;
}

/**
 * OAuth client authentication for /oauth endpoints, with brute-force protection: a secret (not for a client of the
 * fapi2 profile) or a client assertion; then the client's source addresses. At the token endpoint (`tokenEndpoint`),
 * a DPoP proof (required of a fapi2 client, with a server nonce) binds the token to its key.
 */
export function clientAuthentication(auth: Auth, proofs: ProofCheckers, options: { tokenEndpoint: boolean }): RequestHandler {
  const refuse = async (req: Request, clientId: string, description?: string): Promise<never> => {
    const wait = await auth.bruteForce.fail(clientId, addressOf(req));
    if (wait > 0) {
      throw new ApiError("RATE_LIMITED", "Too many failed client authentications from this address; retry later.", {
        headers: { "Retry-After": String(wait) },
      });
    }
    throw invalidClient(description);
  };
  return async (req, res, next) => {
    const presented = clientCredentials(req);
    // The proof first: a proof without a current nonce is answered before the client's credentials (an assertion's
    // jti) are spent, so the retry with the nonce can send them again.
    const proof = options.tokenEndpoint ? req.headers.dpop : undefined;
    let dpopJkt: string | undefined;
    if (proof !== undefined) {
      try {
        dpopJkt = (await proofs.dpop.verify(proof, { method: req.method, path: "/oauth/token", requireNonce: true })).jkt;
      } catch (error) {
        tokenEndpointDpopError(error, proofs.dpop);
      }
    }
    if (!presented) {
      throw invalidClient();
    }
    let client: ApiClientRow;
    if (presented.kind === "assertion") {
      try {
        client = (await proofs.assertions.authenticate(presented.assertion, presented.clientId)).client;
      } catch (error) {
        if (error instanceof AssertionRefused) {
          return refuse(req, error.clientId ?? "(unknown)", error.message);
        }
        throw error;
      }
    } else {
      const { clientId, secret } = presented;
      if (clientId.length === 0 || clientId.length > 128 || !isStorableText(clientId)) {
        throw invalidClient();
      }
      const found = await auth.clients.authenticate(clientId, secret);
      if (!found) {
        return refuse(req, clientId);
      }
      if (found.auth_profile === "fapi2") {
        throw invalidClient("This client's auth profile is fapi2: it authenticates with private_key_jwt, never a secret.");
      }
      client = found;
    }
    if (!addressAllowed(client.source_ips, addressOf(req))) {
      throw invalidClient("Requests from this address are not allowed for this client (its source addresses).");
    }
    if (options.tokenEndpoint && dpopJkt === undefined && client.auth_profile === "fapi2") {
      throw new OAuthError(
        "invalid_dpop_proof",
        "This client's auth profile is fapi2: its tokens are DPoP-bound, so send a DPoP proof.",
        400,
        {
          "DPoP-Nonce": proofs.dpop.nonce(),
        },
      );
    }
    res.locals.auth = {
      clientId: client.client_id,
      scopes: new Set(client.scopes),
      ...(dpopJkt === undefined ? {} : { dpopJkt }),
    } satisfies AuthContext;
    next();
  };
}

const ACCESS_TOKEN = /^(Bearer|DPoP) +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+) *$/i;

/** The path of a request as a DPoP proof's htu names it (no query). */
const pathOf = (req: Request) => req.originalUrl.split("?")[0] as string;

/**
 * Access-token authentication for /v1 endpoints: RFC 6750 bearer tokens, and DPoP-bound tokens (RFC 9449) sent as
 * `Authorization: DPoP` with a proof of the request (htm, htu, ath, a jti used once) signed by the token's key. A bound
 * token sent as Bearer is refused. (The operation's scopes are requireScopes', after the client's limit.) A failed
 * authentication (no token, a malformed, forged, expired or revoked one, one sent in the URL, a bad proof) spends a
 * request of the caller's address budget (the "address" limit); once that is spent, the address's requests are
 * refused 429 before any signature is checked — except with a token this instance has verified before, so a client it
 * knows keeps working from that address, on its own budget.
 */
export function accessTokenAuthentication(auth: Auth, limits: RateLimits, dpop: Dpop): RequestHandler {
  /** The caller's context for a token's claims: made once per token (the claims are remembered with it), not per request. */
  const contexts = new WeakMap<AccessClaims, AuthContext>();
  const contextOf = (claims: AccessClaims): AuthContext => {
    let context = contexts.get(claims);
    if (!context) {
      const bound = claims.cnf?.jkt;
      context = Object.freeze({
        clientId: claims.client_id,
        scopes: new Set(claims.scope.split(" ")),
        ...(bound === undefined ? {} : { dpopJkt: bound }),
      });
      contexts.set(claims, context);
    }
    return context;
  };
  const failed = async (req: Request, res: Response, error: ApiError): Promise<never> => {
    enforce(res, await limits.take("address", addressOf(req)));
    throw error;
  };
  /** 401 with the challenge of the scheme the token is for (RFC 6750 §3, RFC 9449 §7.1). */
  const unauthorized = (req: Request, res: Response, scheme: "Bearer" | "DPoP", error: string, description: string) =>
    failed(
      req,
      res,
      new ApiError("UNAUTHORIZED", description, {
        headers: {
          "WWW-Authenticate":
            scheme === "DPoP"
              ? `DPoP ${DPOP_ALGS}, error="${error}", error_description="${quoted(description)}"`
              : `${REALM}, error="${error}", error_description="${quoted(description)}"`,
        },
      }),
    );
  return async (req, res, next) => {
    const header = req.headers.authorization;
    const matched = header ? ACCESS_TOKEN.exec(header) : null;
    const token = matched?.[2];
    if (token === undefined || !auth.tokens.remembers(token)) {
      const refused = await limits.refused("address", addressOf(req));
      if (refused) {
        enforce(res, refused);
      }
    }
    if (typeof req.query === "object" && req.query !== null && "access_token" in req.query) {
      return failed(
        req,
        res,
        new ApiError("MALFORMED_REQUEST", "Send the access token in the Authorization header, never in the URL.", {
          headers: { "WWW-Authenticate": `${REALM}, error="invalid_request", error_description="token in query string"` },
        }),
      );
    }
    if (!header || !/^(bearer|dpop)\b/i.test(header)) {
      return failed(
        req,
        res,
        new ApiError("UNAUTHORIZED", "An access token is required: Authorization: Bearer <token>, or DPoP <token> with a DPoP proof.", {
          headers: { "WWW-Authenticate": `${REALM}, DPoP ${DPOP_ALGS}` },
        }),
      );
    }
    const scheme = /^dpop/i.test(header) ? "DPoP" : "Bearer";
    let claims: AccessClaims;
    try {
      if (!token) {
        throw new TokenInvalid("The Authorization header is malformed.");
      }
      claims = auth.tokens.verifiedNow(token) ?? (await auth.tokens.verify(token));
    } catch (error) {
      if (error instanceof TokenInvalid) {
        return unauthorized(req, res, scheme, "invalid_token", error.message);
      }
      throw error;
    }
    const bound = claims.cnf?.jkt;
    if (bound !== undefined && scheme === "Bearer") {
      return unauthorized(
        req,
        res,
        "DPoP",
        "invalid_token",
        "This access token is DPoP-bound: send it as Authorization: DPoP <token>, with a DPoP proof.",
      );
    }
    if (bound === undefined && scheme === "DPoP") {
      return unauthorized(
        req,
        res,
        "Bearer",
        "invalid_token",
        "This access token is not DPoP-bound: send it as Authorization: Bearer <token>.",
      );
    }
    if (bound !== undefined) {
      try {
        const { jkt } = await dpop.verify(req.headers.dpop, {
          method: req.method,
          path: pathOf(req),
          accessToken: token as string,
          requireNonce: false,
        });
        if (jkt !== bound) {
          throw new DpopInvalid("The DPoP proof is signed with another key than the one the token is bound to.");
        }
      } catch (error) {
        if (error instanceof DpopInvalid || error instanceof DpopNonceNeeded) {
          return unauthorized(req, res, "DPoP", "invalid_dpop_proof", error.message);
        }
        throw error;
      }
    }
    res.locals.auth = contextOf(claims);
    next();
  };
}

/**
 * The client's policy, checked once the request was counted against its client's budget (the refusal carries the
 * RateLimit header fields as every counted request does): a client of the fapi2 profile is served with DPoP-bound
 * tokens only (401, as a bound token sent as Bearer is), and a client with source addresses only from them (403
 * SOURCE_ADDRESS_NOT_ALLOWED). Read from the client as authentication remembers it, so a change applies on every
 * instance within the revocation delay — to the tokens it holds too.
 */
export function clientPolicy(auth: Auth): RequestHandler {
  const check = (req: Request, res: Response, found: AuthenticatingClient | undefined) => {
    const { dpopJkt } = res.locals.auth as AuthContext;
    if (found?.client.auth_profile === "fapi2" && dpopJkt === undefined) {
      const description = "This client's auth profile is fapi2: it is served with DPoP-bound tokens only.";
      throw new ApiError("UNAUTHORIZED", description, {
        headers: { "WWW-Authenticate": `DPoP ${DPOP_ALGS}, error="invalid_token", error_description="${quoted(description)}"` },
      });
    }
    if (found && found.client.source_ips !== null && !addressAllowed(found.client.source_ips, addressOf(req))) {
      throw new ApiError(
        "SOURCE_ADDRESS_NOT_ALLOWED",
        `This client may not call from ${addressOf(req)}: it is outside its source addresses.`,
      );
    }
  };
  return (req, res, next) => {
    const { clientId } = res.locals.auth as AuthContext;
    // The client as remembered (most requests, synchronously), else read.
    const remembered = auth.clients.remembered(clientId);
    if (remembered) {
      check(req, res, remembered);
      next();
      return;
    }
    return auth.clients.find(clientId).then((found) => {
      check(req, res, found);
      next();
    });
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
