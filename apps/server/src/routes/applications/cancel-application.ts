import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const cancelApplication = defineRoute(
  "cancelApplication",
  ({ applications }) =>
    async ({ db, auth, params }) =>
      applicationResponse(await applications.cancel({ db, clientId: auth.clientId }, params.application_id)),
);
