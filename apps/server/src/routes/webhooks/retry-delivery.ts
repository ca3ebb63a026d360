import { defineRoute } from "../../http/route.ts";

export const retryDelivery = defineRoute("retryDelivery", ({ subscriptions }) => async ({ db, auth, params }) => ({
  status: 202,
  body: { data: await subscriptions.retry({ db, clientId: auth.clientId }, params.subscription_id, params.delivery_id) },
}));
