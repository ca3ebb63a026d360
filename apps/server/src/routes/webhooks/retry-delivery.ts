import { defineRoute } from "../../http/route.ts";

export const retryDelivery = defineRoute("retryDelivery", ({ subscriptions }) => async ({ context, params }) => ({
  status: 202,
  body: { data: await subscriptions.retry(context, params.subscription_id, params.delivery_id) },
}));
