import { defineRoute } from "../../http/route.ts";

export const createSubscription = defineRoute("createSubscription", ({ subscriptions }) => async ({ db, auth, body }) => {
  const subscription = await subscriptions.create({ db, clientId: auth.clientId }, body);
  return { status: 201, headers: { Location: `/v1/subscriptions/${subscription.id}` }, body: { data: subscription } };
});
