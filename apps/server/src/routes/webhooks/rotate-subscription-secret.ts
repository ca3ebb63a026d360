import { defineRoute } from "../../http/route.ts";

export const rotateSubscriptionSecret = defineRoute("rotateSubscriptionSecret", ({ subscriptions }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await subscriptions.rotateSecret(context, params.subscription_id) },
}));
