import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listCustomerAlerts = defineRoute("listCustomerAlerts", ({ monitoring }) => async ({ context, params, query }) => {
  const { alerts, hasMore } = await monitoring.listAlerts(context, params.customer_id, { status: query.status }, query);
  return {
    status: 200,
    body: listEnvelope(`/v1/customers/${encodeURIComponent(params.customer_id)}/alerts`, query, alerts, hasMore, (alert) => alert.id),
  };
});
