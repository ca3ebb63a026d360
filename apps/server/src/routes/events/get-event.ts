import { defineRoute } from "../../http/route.ts";

export const getEvent = defineRoute("getEvent", ({ events }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await events.get(context.db, context.clientId, params.event_id) },
}));
