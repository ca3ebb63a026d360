import type { Health } from "@onboarding/core";
import { ping } from "../../db/probes.ts";
import { defineRoute } from "../../http/route.ts";
import type { ScreeningLists } from "../../screening/lists.ts";

const READY_TIMEOUT_MS = 2000;
/** When a probe may ask again: the next check is as likely as any to find the database back. */
const RETRY_AFTER_S = 5;

/**
 * The screening lists: `ok` when every source has a version in force and its last load was not refused; `degraded`
 * when one has no version yet, or its last load was refused (its last good version stays in force). One query.
 */
async function screeningCheck(lists: ScreeningLists): Promise<"ok" | "degraded"> {
  try {
    const sources = await lists.status();
    return sources.every(({ version, attempt }) => version && !attempt?.refused_at) ? "ok" : "degraded";
  } catch {
    return "degraded";
  }
}

/**
 * Ready when the database answers within two seconds. Redis, when the rate limits use it, is checked too but never
 * makes the instance unready: while it is down the limits count per instance and /v1 keeps serving, so it is
 * "degraded"; so are the screening lists, when a source has no version in force or its last load was refused (they
 * are read once the database has answered, and named only when a source is configured). The checks name each
 * dependency, so an answer says which is down.
 */
export const getReadiness = defineRoute("getReadiness", ({ db, rateLimits, lists }) => async () => {
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
  if (lists) {
    checks.screening = await screeningCheck(lists);
  }
  return { status: 200, body: { status: "ok", checks } };
});
