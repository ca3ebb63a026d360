import { defineRoute } from "../../http/route.ts";

export const deleteSubscription = defineRoute("deleteSubscription", ({ subscriptions }) => async ({ context, params }) => {
  await subscriptions.remove(context, params.subscription_id);
  return { status: 204 };
});
