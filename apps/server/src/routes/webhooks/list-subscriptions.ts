import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listSubscriptions = defineRoute("listSubscriptions", ({ subscriptions }) => async ({ context, query }) => {
  const page = await subscriptions.list(context, query);
  return { status: 200, body: listEnvelope("/v1/subscriptions", query, page.subscriptions, page.hasMore, (item) => item.id) };
});
