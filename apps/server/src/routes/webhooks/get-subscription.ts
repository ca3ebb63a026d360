import { defineRoute } from "../../http/route.ts";

export const getSubscription = defineRoute("getSubscription", ({ subscriptions }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await subscriptions.get(context, params.subscription_id) },
}));
