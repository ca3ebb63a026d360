import { defineRoute } from "../../http/route.ts";

export const getCustomer = defineRoute("getCustomer", ({ customers }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await customers.getCustomer(context, params.customer_id) },
}));
