import { defineRoute } from "../../http/route.ts";

export const testSubscription = defineRoute("testSubscription", ({ subscriptions }) => async ({ context, params }) => ({
  status: 202,
  body: { data: await subscriptions.test(context, params.subscription_id) },
}));
