import { AccountSchema, ApplicationSchema, CustomerSchema, DecisionSchema, dataOf } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, ok } from "../operation.ts";
import { accountId, applicationId, customerId } from "./params.ts";

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

export const getCustomer = defineOperation({
  operationId: "getCustomer",
  method: "get",
  path: "/v1/customers/{customer_id}",
  summary: "Retrieve a customer",
  description: "A customer exists once its application is APPROVED.",
  tags: ["Customers"],
  auth: { type: "bearer", scopes: ["customers:read"] },
  request: { params: z.strictObject({ customer_id: customerId }) },
  responses: { 200: ok("The customer.", dataOf(CustomerSchema, "CustomerResponse")), ...bearerErrors(404) },
});

export const getAccount = defineOperation({
  operationId: "getAccount",
  method: "get",
  path: "/v1/accounts/{account_id}",
  summary: "Retrieve an account",
  description: "The customer's first account is opened when its application is APPROVED.",
  tags: ["Accounts"],
  auth: { type: "bearer", scopes: ["accounts:read"] },
  request: { params: z.strictObject({ account_id: accountId }) },
  responses: { 200: ok("The account.", dataOf(AccountSchema, "AccountResponse")), ...bearerErrors(404) },
});
