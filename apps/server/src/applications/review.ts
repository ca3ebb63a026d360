import { ApiError } from "../errors.ts";
import { validationFailed } from "../http/problem.ts";
import type { ApplicationRecord } from "./record.ts";
import type { ApplicationsService, ServiceContext } from "./service.ts";

export type Decision = "APPROVE" | "REJECT" | "REQUEST_CHANGES";

/**
 * The review step: SUBMITTED → PROCESSING → the decision. The sandbox simulator and the operator CLI both come
 * here; one call takes a SUBMITTED application through PROCESSING (both status changes get their events).
 */
export async function decide(
  service: ApplicationsService,
  context: ServiceContext,
  record: ApplicationRecord,
  decision: Decision,
  details: { reason?: string | undefined; fields?: string[] | undefined } = {},
): Promise<ApplicationRecord> {
  if (decision === "REQUEST_CHANGES" && (details.fields?.length ?? 0) === 0) {
    throw validationFailed([{ pointer: "/fields", code: "required", detail: "name the fields to change (JSON pointers)" }]);
  }
  if (record.status !== "SUBMITTED" && record.status !== "PROCESSING") {
    throw new ApiError(
      "INVALID_STATUS_TRANSITION",
      `Only SUBMITTED or PROCESSING applications are decided; this one is ${record.status}.`,
      {
        members: { application_status: record.status },
      },
    );
  }
  const processing = record.status === "SUBMITTED" ? await service.review(context, record, "START_REVIEW") : record;
  return service.review(context, processing, decision, details);
}
