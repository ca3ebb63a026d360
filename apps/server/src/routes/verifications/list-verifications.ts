import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listVerifications = defineRoute("listVerifications", ({ verifications }) => async ({ context, params, query }) => {
  const { verifications: page, hasMore } = await verifications.list(context, params.application_id, query);
  return {
    status: 200,
    body: listEnvelope(`/v1/applications/${params.application_id}/verifications`, query, page, hasMore, (check) => check.id),
  };
});
