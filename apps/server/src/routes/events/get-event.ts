import { defineRoute } from "../../http/route.ts";

export const getEvent = defineRoute("getEvent", ({ events }) => async ({ db, auth, params }) => ({
  status: 200,
  body: { data: await events.get(db, auth.clientId, params.event_id) },
}));
