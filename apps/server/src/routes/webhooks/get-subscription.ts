import { defineRoute } from "../../http/route.ts";

export const getSubscription = defineRoute("getSubscription", ({ subscriptions }) => async ({ db, auth, params }) => ({
  status: 200,
  body: { data: await subscriptions.get({ db, clientId: auth.clientId }, params.subscription_id) },
}));
