import { documentResource } from "../../documents/views.ts";
import { defineRoute } from "../../http/route.ts";

export const getDocument = defineRoute("getDocument", ({ documents }) => async ({ context, params }) => {
  const document = await documents.get(context, params.application_id, params.document_id);
  return { status: 200, body: { data: documentResource(document) } };
});
