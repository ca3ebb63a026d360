import { listEnvelopeJson } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listApplications = defineRoute("listApplications", ({ applications }) => async ({ context, query }) => {
  const { limit, starting_after, ending_before, ...filters } = query;
  const { views, hasMore } = await applications.list(context, filters, { limit, starting_after, ending_before });
  return { status: 200, body: listEnvelopeJson("/v1/applications", query, views, hasMore) };
});
