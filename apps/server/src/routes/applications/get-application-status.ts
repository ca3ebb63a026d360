import { defineRoute } from "../../http/route.ts";

export const getApplicationStatus = defineRoute("getApplicationStatus", ({ applications }) => async ({ db, auth, params }) => ({
  status: 200,
  body: { data: await applications.status({ db, clientId: auth.clientId }, params.application_id) },
}));
