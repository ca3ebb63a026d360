import {
  ApplicationCreatedSchema,
  ApplicationPatchSchema,
  ApplicationSchema,
  ApplicationStatusReportSchema,
  ApplicationStatusSchema,
  ApplicationTypeSchema,
  CreateApplicationRequestSchema,
  dataOf,
  ExternalIdSchema,
  listOf,
  listQuery,
  statusesAllowingText,
  TimestampSchema,
} from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, ETagHeader, JSON_TYPE, LocationHeader, MERGE_PATCH_TYPE, ok } from "../operation.ts";
import { applicationId } from "../params.ts";

const ApplicationResponse = dataOf(ApplicationSchema, "ApplicationResponse");
const params = z.strictObject({ application_id: applicationId });
const tags = ["Applications"];

export const createApplication = defineOperation({
  operationId: "createApplication",
  method: "post",
  path: "/v1/applications",
  summary: "Create an application",
  description:
    "Starts an application to onboard a person (INDIVIDUAL) or a corporation (CORPORATION). Incomplete but well-formed details are accepted and reported as requirements. An unknown product or an asset type the product does not allow answers 404.",
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  request: { body: { schema: CreateApplicationRequestSchema, contentTypes: [JSON_TYPE] } },
  responses: {
    201: ok("Created.", dataOf(ApplicationCreatedSchema, "ApplicationCreatedResponse"), { ...LocationHeader, ...ETagHeader }),
    ...bearerErrors(404, 409, 413, 415, 422),
  },
});

export const listApplications = defineOperation({
  operationId: "listApplications",
  method: "get",
  path: "/v1/applications",
  summary: "List applications",
  description: "The caller's applications, newest first, with cursor pagination and filters.",
  tags,
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: {
    query: listQuery({
      status: ApplicationStatusSchema.optional(),
      application_type: ApplicationTypeSchema.optional(),
      customer_id: ExternalIdSchema.optional(),
      email_address: z.string().max(254).optional().meta({ description: "Exact e-mail address of the person or corporation." }),
      created_gte: TimestampSchema.optional().meta({ description: "Created at or after this time." }),
      created_lt: TimestampSchema.optional().meta({ description: "Created before this time." }),
    }),
  },
  responses: { 200: ok("A page of applications.", listOf(ApplicationSchema, "ApplicationList")), ...bearerErrors() },
});

export const getApplication = defineOperation({
  operationId: "getApplication",
  method: "get",
  path: "/v1/applications/{application_id}",
  summary: "Retrieve an application",
  tags,
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: { params },
  responses: { 200: ok("The application.", ApplicationResponse, ETagHeader), ...bearerErrors(404) },
});

export const updateApplication = defineOperation({
  operationId: "updateApplication",
  method: "patch",
  path: "/v1/applications/{application_id}",
  summary: "Update an application",
  description: `JSON merge patch (RFC 7396). Allowed while the status is ${statusesAllowingText("EDIT")}; otherwise 409. Send If-Match with the ETag of the version you read to avoid lost updates (412 when stale).`,
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  conditional: true,
  request: { params, body: { schema: ApplicationPatchSchema, contentTypes: [MERGE_PATCH_TYPE, JSON_TYPE] } },
  responses: { 200: ok("The updated application.", ApplicationResponse, ETagHeader), ...bearerErrors(404, 409, 412, 413, 415, 422) },
});

export const getApplicationStatus = defineOperation({
  operationId: "getApplicationStatus",
  method: "get",
  path: "/v1/applications/{application_id}/status",
  summary: "Status and requirements",
  description: "The status and every open requirement, each with a JSON pointer, a code and a description.",
  tags,
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: { params },
  responses: {
    200: ok("Status and requirements.", dataOf(ApplicationStatusReportSchema, "ApplicationStatusResponse")),
    ...bearerErrors(404),
  },
});

export const submitApplication = defineOperation({
  operationId: "submitApplication",
  method: "post",
  path: "/v1/applications/{application_id}/submit",
  summary: "Submit an application",
  description:
    "Only from READY_FOR_SUBMISSION: never while terms_and_conditions_accepted or information_attested is false. Otherwise 409 NOT_READY_FOR_SUBMISSION with the blocking requirements.",
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  request: { params },
  responses: { 200: ok("The submitted application.", ApplicationResponse, ETagHeader), ...bearerErrors(404, 409, 422) },
});

export const cancelApplication = defineOperation({
  operationId: "cancelApplication",
  method: "post",
  path: "/v1/applications/{application_id}/cancel",
  summary: "Cancel an application",
  description: `Allowed before submission, while the status is ${statusesAllowingText("EDIT")}.`,
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  request: { params },
  responses: { 200: ok("The cancelled application.", ApplicationResponse, ETagHeader), ...bearerErrors(404, 409, 422) },
});
