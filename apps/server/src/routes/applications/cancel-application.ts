import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const cancelApplication = defineRoute(
  "cancelApplication",
  ({ applications }) =>
    async ({ context, params }) =>
      applicationResponse(await applications.cancel(context, params.application_id)),
);
