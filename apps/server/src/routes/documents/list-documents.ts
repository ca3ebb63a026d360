import { documentResource } from "../../documents/views.ts";
import { listEnvelope } from "../../http/list-envelope.ts";
import { defineRoute } from "../../http/route.ts";

export const listDocuments = defineRoute("listDocuments", ({ documents }) => async ({ context, params, query }) => {
  const page = await documents.list(context, params.application_id, query);
  const path = `/v1/applications/${params.application_id}/documents`;
  return { status: 200, body: listEnvelope(path, query, page.items.map(documentResource), page.hasMore, (item) => item.id) };
});
