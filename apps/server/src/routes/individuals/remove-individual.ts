import { defineRoute } from "../../http/route.ts";

export const removeIndividual = defineRoute("removeIndividual", ({ applications }) => async ({ context, params }) => {
  await applications.removeIndividual(context, params.application_id, params.individual_id);
  return { status: 204 };
});
