import { defineRoute } from "../../http/route.ts";

export const testSubscription = defineRoute("testSubscription", ({ subscriptions }) => async ({ db, auth, params }) => ({
  status: 202,
  body: { data: await subscriptions.test({ db, clientId: auth.clientId }, params.subscription_id) },
}));
