import { defineRoute } from "../../http/route.ts";

export const getAccount = defineRoute("getAccount", ({ customers }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await customers.getAccount(context, params.account_id) },
}));
