import { defineRoute } from "../../http/route.ts";

export const getEvent = defineRoute("getEvent", ({ events }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await events.get(context, params.event_id) },
}));
