import { defineRoute } from "../../http/route.ts";

export const getApplicationStatus = defineRoute("getApplicationStatus", ({ applications }) => async ({ context, params }) => ({
  status: 200,
  body: { data: await applications.status(context, params.application_id) },
}));
