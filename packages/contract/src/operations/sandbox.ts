import { ApplicationSchema, DecisionSchema, dataOf } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, ok } from "../operation.ts";
import { applicationId } from "../params.ts";

export const decideApplication = defineOperation({
  operationId: "decideApplication",
  method: "post",
  path: "/v1/sandbox/applications/{application_id}/decision",
  summary: "Simulate the review decision (sandbox)",
  description:
    "Development and sandbox only (404 in production). Moves a SUBMITTED or PROCESSING application to APPROVED, REJECTED or CHANGES_REQUESTED, as a reviewer would. In production an operator decides with `pnpm admin applications decide`.",
  tags: ["Sandbox"],
  auth: { type: "bearer", scopes: ["applications:write"] },
  environments: ["development", "sandbox"],
  idempotent: true,
  request: { params: z.strictObject({ application_id: applicationId }), body: { schema: DecisionSchema, contentTypes: [JSON_TYPE] } },
  responses: {
    200: ok("The decided application.", dataOf(ApplicationSchema, "DecidedApplicationResponse")),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});
