import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const updateApplication = defineRoute(
  "updateApplication",
  ({ applications }) =>
    async ({ db, auth, params, body, ifMatch }) =>
      applicationResponse(await applications.update({ db, clientId: auth.clientId }, params.application_id, body, ifMatch)),
);
