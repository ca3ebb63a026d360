import { defineRoute } from "../../http/route.ts";

export const rotateSubscriptionSecret = defineRoute("rotateSubscriptionSecret", ({ subscriptions }) => async ({ db, auth, params }) => ({
  status: 200,
  body: { data: await subscriptions.rotateSecret({ db, clientId: auth.clientId }, params.subscription_id) },
}));
