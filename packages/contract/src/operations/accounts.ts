import { AccountSchema, dataOf } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, ok } from "../operation.ts";
import { accountId } from "../params.ts";

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
