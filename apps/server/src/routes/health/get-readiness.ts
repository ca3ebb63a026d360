import { ping } from "../../db/probes.ts";
import { defineRoute } from "../../http/route.ts";

const READY_TIMEOUT_MS = 2000;

/** Ready when the database answers a query within two seconds. */
export const getReadiness = defineRoute("getReadiness", ({ db }) => async () => {
  const answered = await ping(db, READY_TIMEOUT_MS);
  return answered
    ? { status: 200, body: { status: "ok", checks: { database: "ok" } } }
    : { status: 503, body: { status: "unavailable", checks: { database: "failed" } } };
});
