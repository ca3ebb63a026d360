import { defineRoute } from "../../http/route.ts";

export const getCustomer = defineRoute("getCustomer", ({ customers }) => async ({ db, auth, params }) => ({
  status: 200,
  body: { data: await customers.getCustomer(db, auth.clientId, params.customer_id) },
}));
