import { defineRoute } from "../../http/route.ts";

export const updateSubscription = defineRoute("updateSubscription", ({ subscriptions }) => async ({ db, auth, params, body }) => ({
  status: 200,
  body: { data: await subscriptions.update({ db, clientId: auth.clientId }, params.subscription_id, body) },
}));
