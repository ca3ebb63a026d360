import { defineRoute } from "../../http/route.ts";

export const deleteDocument = defineRoute("deleteDocument", ({ documents }) => async ({ context, params }) => {
  await documents.remove(context, params.application_id, params.document_id);
  return { status: 204 };
});
