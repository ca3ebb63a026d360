import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listEvents = defineRoute("listEvents", ({ events }) => async ({ context, query }) => {
  const { events: page, hasMore } = await events.list(
    context,
    { event_type: query.event_type, application_id: query.application_id },
    query,
  );
  return { status: 200, body: listEnvelope("/v1/events", query, page, hasMore, (event) => event.event_id) };
});
