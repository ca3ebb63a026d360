import type { Health } from "@onboarding/core";
import { ping } from "../../db/probes.ts";
import { defineRoute } from "../../http/route.ts";

const READY_TIMEOUT_MS = 2000;
/** When a probe may ask again: the next check is as likely as any to find the database back. */
const RETRY_AFTER_S = 5;

/**
 * Ready when the database answers within two seconds. Redis, when the rate limits use it, is checked too but never
 * makes the instance unready: while it is down the limits count per instance and /v1 keeps serving, so it is
 * "degraded". The checks name each dependency, so an answer says which is down.
 */
export const getReadiness = defineRoute("getReadiness", ({ db, rateLimits }) => async () => {
  const [database, redis] = await Promise.all([
    ping(db, READY_TIMEOUT_MS),
    rateLimits.store === "redis" ? rateLimits.ping() : Promise.resolve(undefined),
  ]);
  const checks: NonNullable<Health["checks"]> = { database: database ? "ok" : "failed" };
  if (redis !== undefined) {
    checks.redis = redis ? "ok" : "degraded";
  }
  if (!database) {
    // As every 503: problem+json, with Retry-After; the body is the Health object its checks are read from.
    const headers = { "Content-Type": "application/problem+json; charset=utf-8", "Retry-After": String(RETRY_AFTER_S) };
    return { status: 503, headers, body: { status: "unavailable", checks } };
  }
  return { status: 200, body: { status: "ok", checks } };
});
