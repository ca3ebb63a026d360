import { defineRoute } from "../../http/route.ts";

export const removeIndividual = defineRoute("removeIndividual", ({ applications }) => async ({ db, auth, params }) => {
  await applications.removeIndividual({ db, clientId: auth.clientId }, params.application_id, params.individual_id);
  return { status: 204 };
});
