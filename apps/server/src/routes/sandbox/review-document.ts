import { documentResource } from "../../documents/views.ts";
import { defineRoute } from "../../http/route.ts";

/** The sandbox's document review simulator (not mounted in production). */
export const reviewDocument = defineRoute("reviewDocument", ({ documents }) => async ({ context, params, body }) => {
  const reviewed = await documents.review(context, params.document_id, body);
  return { status: 200, body: { data: documentResource(reviewed) } };
});
