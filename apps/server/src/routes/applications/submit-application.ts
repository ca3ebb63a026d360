import { defineRoute } from "../../http/route.ts";
import { applicationResponse } from "./application-response.ts";

export const submitApplication = defineRoute(
  "submitApplication",
  ({ applications }) =>
    async ({ context, params }) =>
      applicationResponse(await applications.submit(context, params.application_id)),
);
