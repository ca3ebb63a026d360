import { CorporateIndividualPatchSchema, CorporateIndividualResourceSchema, CorporateIndividualSchema, dataOf } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, LocationHeader, MERGE_PATCH_TYPE, ok } from "../operation.ts";
import { applicationId, individualId } from "../params.ts";

const IndividualResponse = dataOf(CorporateIndividualResourceSchema, "CorporateIndividualResponse");
const tags = ["Individuals"];
const itemParams = z.strictObject({ application_id: applicationId, individual_id: individualId });

export const addIndividual = defineOperation({
  operationId: "addIndividual",
  method: "post",
  path: "/v1/applications/{application_id}/individuals",
  summary: "Add a person to a corporate application",
  description:
    "Adds an officer, beneficial owner, control person or authorized person. INDIVIDUAL applications take no individuals (409 INDIVIDUALS_NOT_ALLOWED).",
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  request: {
    params: z.strictObject({ application_id: applicationId }),
    body: { schema: CorporateIndividualSchema, contentTypes: [JSON_TYPE] },
  },
  responses: { 201: ok("The person.", IndividualResponse, LocationHeader), ...bearerErrors(404, 409, 413, 415, 422) },
});

export const updateIndividual = defineOperation({
  operationId: "updateIndividual",
  method: "patch",
  path: "/v1/applications/{application_id}/individuals/{individual_id}",
  summary: "Update a person on a corporate application",
  description: "JSON merge patch (RFC 7396) of the person.",
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  request: { params: itemParams, body: { schema: CorporateIndividualPatchSchema, contentTypes: [MERGE_PATCH_TYPE, JSON_TYPE] } },
  responses: { 200: ok("The updated person.", IndividualResponse), ...bearerErrors(404, 409, 413, 415, 422) },
});

export const removeIndividual = defineOperation({
  operationId: "removeIndividual",
  method: "delete",
  path: "/v1/applications/{application_id}/individuals/{individual_id}",
  summary: "Remove a person from a corporate application",
  tags,
  auth: { type: "bearer", scopes: ["applications:write"] },
  idempotent: true,
  request: { params: itemParams },
  responses: { 204: { description: "Removed." }, ...bearerErrors(404, 409, 422) },
});
