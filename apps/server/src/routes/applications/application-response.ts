import type { ApplicationRecord } from "../../applications/index.ts";
import { applicationResource, etagOf } from "../../applications/views.ts";

/** An application with its ETag: the answer of every operation that returns one application. */
export const applicationResponse = (record: ApplicationRecord) => ({
  status: 200 as const,
  headers: { ETag: etagOf(record) },
  body: { data: applicationResource(record) },
});
