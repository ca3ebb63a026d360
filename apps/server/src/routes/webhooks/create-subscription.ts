import { defineRoute } from "../../http/route.ts";

export const createSubscription = defineRoute("createSubscription", ({ subscriptions }) => async ({ context, body }) => {
  const subscription = await subscriptions.create(context, body);
  return { status: 201, headers: { Location: `/v1/subscriptions/${subscription.id}` }, body: { data: subscription } };
});
