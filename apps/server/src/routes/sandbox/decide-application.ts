import { applicationResource } from "../../applications/views.ts";
import { defineRoute } from "../../http/route.ts";

/** The sandbox's review simulator (not mounted in production, where an operator decides). */
export const decideApplication = defineRoute("decideApplication", ({ applications }) => async ({ context, params, body }) => {
  const decided = await applications.decide(context, params.application_id, body);
  return { status: 200, body: { data: applicationResource(decided) } };
});
