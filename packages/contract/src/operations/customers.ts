import { CustomerAlertSchema, CustomerSchema, dataOf, listOf, listQuery, MonitoringSchema, UpdateMonitoringSchema } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, MERGE_PATCH_TYPE, ok } from "../operation.ts";
import { customerId } from "../params.ts";

export const getCustomer = defineOperation({
  operationId: "getCustomer",
  method: "get",
  path: "/v1/customers/{customer_id}",
  summary: "Retrieve a customer",
  description:
    "A customer exists once its application is APPROVED, with its risk rating (LOW, MEDIUM or HIGH) and the factors it is made of, rated at approval and again when a factor changes, and the date its periodic review is due. RESTRICTED once a monitoring alert was resolved as a true positive.",
  tags: ["Customers"],
  auth: { type: "bearer", scopes: ["customers:read"] },
  request: { params: z.strictObject({ customer_id: customerId }) },
  responses: { 200: ok("The customer.", dataOf(CustomerSchema, "CustomerResponse")), ...bearerErrors(404) },
});

export const listCustomerAlerts = defineOperation({
  operationId: "listCustomerAlerts",
  method: "get",
  path: "/v1/customers/{customer_id}/alerts",
  summary: "List a customer's monitoring alerts",
  description:
    "The alerts monitoring raised for the customer, newest first: each a listed entry newly matching one of its people (or the corporation) after approval. Reviewers resolve them (FALSE_POSITIVE, or TRUE_POSITIVE, which restricts the customer); each change is a CUSTOMER_ALERT_CREATED or CUSTOMER_ALERT_RESOLVED event.",
  tags: ["Customers"],
  auth: { type: "bearer", scopes: ["customers:read"] },
  request: {
    params: z.strictObject({ customer_id: customerId }),
    query: listQuery({ status: z.enum(["OPEN", "RESOLVED"]).optional().meta({ description: "Only the alerts in this status." }) }),
  },
  responses: { 200: ok("A page of alerts.", listOf(CustomerAlertSchema, "CustomerAlertList")), ...bearerErrors(404) },
});

export const getCustomerMonitoring = defineOperation({
  operationId: "getCustomerMonitoring",
  method: "get",
  path: "/v1/customers/{customer_id}/monitoring",
  summary: "Retrieve a customer's monitoring",
  description:
    "Whether the customer is monitored, when its people were last screened and against which list versions, and when the schedule screens them next. Every approved customer is monitored from its approval: screened again whenever a list it could match changes, and at least every interval_seconds.",
  tags: ["Customers"],
  auth: { type: "bearer", scopes: ["customers:read"] },
  request: { params: z.strictObject({ customer_id: customerId }) },
  responses: { 200: ok("The customer's monitoring.", dataOf(MonitoringSchema, "MonitoringResponse")), ...bearerErrors(404) },
});

export const updateCustomerMonitoring = defineOperation({
  operationId: "updateCustomerMonitoring",
  method: "patch",
  path: "/v1/customers/{customer_id}/monitoring",
  summary: "Pause or resume a customer's monitoring",
  description:
    "PAUSED stops the customer's screenings (a closing account, say), with a reason kept for reviewers; ACTIVE resumes them, and the customer is screened in full at the next round. Alerts already raised stay as they are. The same status again changes nothing.",
  tags: ["Customers"],
  auth: { type: "bearer", scopes: ["customers:write"] },
  request: {
    params: z.strictObject({ customer_id: customerId }),
    body: { schema: UpdateMonitoringSchema, contentTypes: [MERGE_PATCH_TYPE, JSON_TYPE] },
  },
  responses: {
    200: ok("The customer's monitoring.", dataOf(MonitoringSchema, "UpdatedMonitoringResponse")),
    ...bearerErrors(404, 413, 415, 422),
  },
});
