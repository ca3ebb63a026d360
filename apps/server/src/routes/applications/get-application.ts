import { defineRoute } from "../../http/route.ts";
import { dataJson } from "../../json-text.ts";

export const getApplication = defineRoute("getApplication", ({ applications }) => async ({ db, auth, params }) => {
  const { resource, etag } = await applications.view({ db, clientId: auth.clientId }, params.application_id);
  return { status: 200, headers: { ETag: etag }, body: dataJson(resource) };
});
