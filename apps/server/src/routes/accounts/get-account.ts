import { defineRoute } from "../../http/route.ts";

export const getAccount = defineRoute("getAccount", ({ customers }) => async ({ db, auth, params }) => ({
  status: 200,
  body: { data: await customers.getAccount(db, auth.clientId, params.account_id) },
}));
