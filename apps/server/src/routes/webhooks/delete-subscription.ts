import { defineRoute } from "../../http/route.ts";

export const deleteSubscription = defineRoute("deleteSubscription", ({ subscriptions }) => async ({ db, auth, params }) => {
  await subscriptions.remove({ db, clientId: auth.clientId }, params.subscription_id);
  return { status: 204 };
});
