import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const submitApplication = defineRoute(
  "submitApplication",
  ({ applications }) =>
    async ({ db, auth, params }) =>
      applicationResponse(await applications.submit({ db, clientId: auth.clientId }, params.application_id)),
);
