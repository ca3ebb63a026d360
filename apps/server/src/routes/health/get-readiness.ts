import { ping } from "../../db/probes.ts";
import { defineRoute } from "../../http/route.ts";

const READY_TIMEOUT_MS = 2000;

/**
 * Ready when every dependency answers within two seconds: the database, and Redis when the rate limits use it.
 * The checks name each one, so a 503 says which is down.
 */
export const getReadiness = defineRoute("getReadiness", ({ db, rateLimits }) => async () => {
  const [database, redis] = await Promise.all([
    ping(db, READY_TIMEOUT_MS),
    rateLimits.store === "redis" ? rateLimits.ping() : Promise.resolve(undefined),
  ]);
  const state = (up: boolean): "ok" | "failed" => (up ? "ok" : "failed");
  const checks: Record<string, "ok" | "failed"> = { database: state(database) };
  if (redis !== undefined) {
    checks.redis = state(redis);
  }
  return database && redis !== false
    ? { status: 200, body: { status: "ok", checks } }
    : { status: 503, body: { status: "unavailable", checks } };
});
