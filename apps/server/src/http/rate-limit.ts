import { MAX_DOCUMENT_BYTES } from "@onboarding/core";
import type { Request, RequestHandler, Response } from "express";
import { ApiError } from "../platform/errors.ts";
import type { PolicyDecision, PolicyName, RateLimits } from "../rate-limits/rate-limits.ts";

/** Appends one policy's IETF RateLimit-Policy and RateLimit items to the response (a request may be under two). */
function describe(res: Response, decision: PolicyDecision): void {
  const append = (name: string, item: string) => {
    const current = res.getHeader(name);
    res.setHeader(name, current === undefined ? item : `${current}, ${item}`);
  };
  append("RateLimit-Policy", `"${decision.policy}";q=${decision.limit};w=${decision.windowS}`);
  append("RateLimit", `"${decision.policy}";r=${decision.remaining};t=${decision.resetS}`);
}

/**
 * Says where the request stands under `decision`'s policy (the RateLimit header fields); past the limit, 429
 * RATE_LIMITED with Retry-After (the OAuth endpoints answer it as temporarily_unavailable).
 */
export function enforce(res: Response, decision: PolicyDecision): void {
  describe(res, decision);
  if (!decision.allowed) {
    const who = decision.policy === "address" ? "from this address" : "for this client";
    throw new ApiError(
      "RATE_LIMITED",
      `Too many requests ${who}: at most ${decision.limit} per ${decision.windowS} s. Retry after ${decision.resetS} s.`,
      { headers: { "Retry-After": String(decision.resetS) } },
    );
  }
}

/** Counts the request against `policy` for the key `keyOf` gives (a client id once authenticated, or the address). */
export function rateLimit(limits: RateLimits, policy: PolicyName, keyOf: (req: Request, res: Response) => string): RequestHandler {
  return (req, res, next) => {
    const key = keyOf(req, res);
    // Most requests are counted from this instance's lease, synchronously; the others wait for the store.
    const leased = limits.takeLeased(policy, key);
    if (leased) {
      enforce(res, leased);
      next();
      return;
    }
    return limits.take(policy, key).then((decision) => {
      enforce(res, decision);
      next();
    });
  };
}

/** The caller's address: the connection's, or, behind a proxy the configuration trusts, the one it forwarded. */
export const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";

/** The most bytes an upload's request can carry: the largest document and a few short form fields around it. */
const MAX_UPLOAD_REQUEST_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

/**
 * A document upload takes its bytes from its client's daily budget (DOCUMENT_BYTES_PER_DAY) before its body is read:
 * as many as its Content-Length says (Node reads no more), or, without one, as many as an upload can be. Past the
 * budget: 429 RATE_LIMITED with Retry-After until the day's window frees, and the connection is closed unread.
 */
export function documentBytes(limits: RateLimits, clientIdOf: (res: Response) => string): RequestHandler {
  return async (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, MAX_UPLOAD_REQUEST_BYTES) : MAX_UPLOAD_REQUEST_BYTES;
    const decision = await limits.takeDocumentBytes(clientIdOf(res), bytes);
    describe(res, decision);
    if (!decision.allowed) {
      res.set("Connection", "close");
      throw new ApiError(
        "RATE_LIMITED",
        `This client's uploads have reached ${decision.limit} bytes of documents today. Retry after ${decision.resetS} s.`,
        { headers: { "Retry-After": String(decision.resetS) }, members: { limit: "document_bytes_per_day", max: decision.limit } },
      );
    }
    next();
  };
}
