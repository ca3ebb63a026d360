import { etagOf } from "../../applications/views.ts";
import { defineRoute } from "../../http/route.ts";

export const createApplication = defineRoute("createApplication", ({ applications }) => async ({ context, body }) => {
  const record = await applications.create(context, body);
  return {
    status: 201,
    headers: { Location: `/v1/applications/${record.id}`, ETag: etagOf(record) },
    body: { data: { id: record.id, status: record.status } },
  };
});
