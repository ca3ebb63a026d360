import { defineRoute } from "../../http/route.ts";

/** The sandbox's reviewer of monitoring alerts (not mounted in production, where the review console resolves them). */
export const resolveCustomerAlert = defineRoute("resolveCustomerAlert", ({ monitoring }) => async ({ context, params, body }) => ({
  status: 200,
  body: { data: await monitoring.resolveAlert(context, params.customer_id, params.alert_id, body) },
}));
