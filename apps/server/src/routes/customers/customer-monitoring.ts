import { defineRoute } from "../../http/route.ts";

export const getCustomerMonitoring = defineRoute("getCustomerMonitoring", ({ monitoring }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await monitoring.getMonitoring(context, params.customer_id) },
}));

export const updateCustomerMonitoring = defineRoute("updateCustomerMonitoring", ({ monitoring }) => async ({ context, params, body }) => ({
  status: 200,
  body: { data: await monitoring.updateMonitoring(context, params.customer_id, body) },
}));
