import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listApplications = defineRoute("listApplications", ({ applications }) => async ({ db, auth, query }) => {
  const { limit, starting_after, ending_before, ...filters } = query;
  const { resources, hasMore } = await applications.list({ db, clientId: auth.clientId }, filters, {
    limit,
    starting_after,
    ending_before,
  });
  return { status: 200, body: listEnvelope("/v1/applications", query, resources, hasMore, (item) => item.id) };
});
