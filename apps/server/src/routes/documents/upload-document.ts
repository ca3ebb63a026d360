import { documentPath, documentResource } from "../../documents/views.ts";
import { defineRoute } from "../../http/route.ts";
import { ApiError } from "../../platform/errors.ts";

export const uploadDocument = defineRoute("uploadDocument", ({ documents }) => async ({ context, params, body, upload }) => {
  if (!upload) {
    // The multipart parser gives every valid body its file; a body without one fails its schema first.
    throw new ApiError("INTERNAL_ERROR", "The upload's file was not received.");
  }
  const document = await documents.upload(context, params.application_id, body, upload);
  return { status: 201, headers: { Location: documentPath(document) }, body: { data: documentResource(document) } };
});
