import { defineRoute } from "../../http/route.ts";

export const updateSubscription = defineRoute("updateSubscription", ({ subscriptions }) => async ({ context, params, body }) => ({
  status: 200,
  body: { data: await subscriptions.update(context, params.subscription_id, body) },
}));
