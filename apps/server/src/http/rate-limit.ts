import type { Operation } from "@onboarding/contract";
import type { Request, RequestHandler, Response } from "express";
import { OAuthError } from "../auth/oauth-error.ts";
import { ApiError } from "../errors.ts";
import type { PolicyDecision, PolicyName, RateLimits } from "../rate-limits/rate-limits.ts";

/** Appends one policy's IETF RateLimit-Policy and RateLimit items to the response (a request may be under two). */
function describe(res: Response, decision: PolicyDecision): void {
  const append = (name: string, item: string) => {
    const current = res.get(name);
    res.set(name, current ? `${current}, ${item}` : item);
  };
  append("RateLimit-Policy", `"${decision.policy}";q=${decision.limit};w=${decision.windowS}`);
  append("RateLimit", `"${decision.policy}";r=${decision.remaining};t=${decision.resetS}`);
}

/**
 * Counts the request against `policy` for the key `keyOf` gives (a client id once authenticated, or the address);
 * beyond the limit, 429 with Retry-After — an OAuth error on /oauth, problem+json elsewhere.
 */
export function rateLimit(
  limits: RateLimits,
  operation: Operation,
  policy: PolicyName,
  keyOf: (req: Request, res: Response) => string,
): RequestHandler {
  return async (req, res, next) => {
    const decision = await limits.take(policy, keyOf(req, res));
    describe(res, decision);
    if (!decision.allowed) {
      const retryAfter = { "Retry-After": String(decision.resetS) };
      const detail =
        policy === "address"
          ? `Too many requests from this address: at most ${decision.limit} per ${decision.windowS} s. Retry after ${decision.resetS} s.`
          : `Too many requests for this client: at most ${decision.limit} per ${decision.windowS} s. Retry after ${decision.resetS} s.`;
      throw operation.path.startsWith("/oauth/")
        ? new OAuthError("temporarily_unavailable", detail, 429, retryAfter)
        : new ApiError("RATE_LIMITED", detail, { headers: retryAfter });
    }
    next();
  };
}

export const addressOf = (req: Request) => req.socket.remoteAddress ?? "unknown";
