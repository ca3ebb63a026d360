import { individualResource } from "../../applications/views.ts";
import { defineRoute } from "../../http/route.ts";

export const addIndividual = defineRoute("addIndividual", ({ applications }) => async ({ context, params, body }) => {
  const individual = await applications.addIndividual(context, params.application_id, body);
  return {
    status: 201,
    headers: { Location: `/v1/applications/${params.application_id}/individuals/${individual.id}` },
    body: { data: individualResource(individual) },
  };
});
