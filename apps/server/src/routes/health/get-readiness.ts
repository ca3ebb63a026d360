import type { Health } from "@onboarding/core";
import { ping } from "../../db/probes.ts";
import { defineRoute } from "../../http/route.ts";

const READY_TIMEOUT_MS = 2000;

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
  return database ? { status: 200, body: { status: "ok", checks } } : { status: 503, body: { status: "unavailable", checks } };
});
