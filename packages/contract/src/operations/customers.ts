import { CustomerSchema, dataOf } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, ok } from "../operation.ts";
import { customerId } from "../params.ts";

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
