import { individualResource } from "../../applications/views.ts";
import { defineRoute } from "../../http/route.ts";

export const updateIndividual = defineRoute("updateIndividual", ({ applications }) => async ({ context, params, body }) => {
  const individual = await applications.updateIndividual(context, params.application_id, params.individual_id, body);
  return { status: 200, body: { data: individualResource(individual) } };
});
