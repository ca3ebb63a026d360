import { defineRoute } from "../../http/route.ts";
import { dataJson } from "../../platform/json-text.ts";

export const getApplication = defineRoute("getApplication", ({ applications }) => async ({ context, params }) => {
  const { resource, etag } = await applications.view(context, params.application_id);
  return { status: 200, headers: { ETag: etag }, body: dataJson(resource) };
});
