import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listDeliveries = defineRoute("listDeliveries", ({ subscriptions }) => async ({ context, params, query }) => {
  const page = await subscriptions.deliveries(context, params.subscription_id, query);
  const path = `/v1/subscriptions/${params.subscription_id}/deliveries`;
  return { status: 200, body: listEnvelope(path, query, page.deliveries, page.hasMore, (item) => item.id) };
});
