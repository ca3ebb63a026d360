import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const getApplication = defineRoute(
  "getApplication",
  ({ applications }) =>
    async ({ db, auth, params }) =>
      applicationResponse(await applications.get({ db, clientId: auth.clientId }, params.application_id)),
);
