import { listEnvelopeJson } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listApplications = defineRoute("listApplications", ({ applications }) => async ({ db, auth, query }) => {
  const { limit, starting_after, ending_before, ...filters } = query;
  const { views, hasMore } = await applications.list({ db, clientId: auth.clientId }, filters, { limit, starting_after, ending_before });
  return { status: 200, body: listEnvelopeJson("/v1/applications", query, views, hasMore) };
});
