import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const updateApplication = defineRoute(
  "updateApplication",
  ({ applications }) =>
    async ({ context, params, body, ifMatch }) =>
      applicationResponse(await applications.update(context, params.application_id, body, ifMatch)),
);
