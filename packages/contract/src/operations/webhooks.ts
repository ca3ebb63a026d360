import {
  CreateSubscriptionSchema,
  DeliverySchema,
  dataOf,
  ListQuerySchema,
  listOf,
  SubscriptionSchema,
  UpdateSubscriptionSchema,
} from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, LocationHeader, MERGE_PATCH_TYPE, ok } from "../operation.ts";
import { deliveryId, subscriptionId } from "../params.ts";

const params = z.strictObject({ subscription_id: subscriptionId });
const SubscriptionResponse = dataOf(SubscriptionSchema, "SubscriptionResponse");
const DeliveryResponse = dataOf(DeliverySchema, "DeliveryResponse");
const tags = ["Webhooks"];
const read = { type: "bearer", scopes: ["subscriptions:read"] } as const;
const write = { type: "bearer", scopes: ["subscriptions:write"] } as const;

const SIGNING =
  'Deliveries follow the Standard Webhooks specification: headers webhook-id (the event_id, the same on every retry), webhook-timestamp (Unix seconds of the attempt) and webhook-signature (v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the secret, several separated by spaces while a rotated secret is still valid).';

export const createSubscription = defineOperation({
  operationId: "createSubscription",
  method: "post",
  path: "/v1/subscriptions",
  summary: "Create a webhook subscription",
  description: `The response carries the signing secret, once. ${SIGNING} In sandbox and production the URL must be https and resolve to public addresses (400 otherwise, with the reason).`,
  tags,
  auth: write,
  idempotent: true,
  request: { body: { schema: CreateSubscriptionSchema, contentTypes: [JSON_TYPE] } },
  responses: { 201: ok("The subscription, with its secret.", SubscriptionResponse, LocationHeader), ...bearerErrors(413, 415, 422) },
});

export const listSubscriptions = defineOperation({
  operationId: "listSubscriptions",
  method: "get",
  path: "/v1/subscriptions",
  summary: "List webhook subscriptions",
  tags,
  auth: read,
  request: { query: ListQuerySchema },
  responses: { 200: ok("A page of subscriptions.", listOf(SubscriptionSchema, "SubscriptionList")), ...bearerErrors() },
});

export const getSubscription = defineOperation({
  operationId: "getSubscription",
  method: "get",
  path: "/v1/subscriptions/{subscription_id}",
  summary: "Retrieve a webhook subscription",
  tags,
  auth: read,
  request: { params },
  responses: { 200: ok("The subscription.", SubscriptionResponse), ...bearerErrors(404) },
});

export const updateSubscription = defineOperation({
  operationId: "updateSubscription",
  method: "patch",
  path: "/v1/subscriptions/{subscription_id}",
  summary: "Update a webhook subscription",
  description:
    "Change the URL, the event types or the description. enabled false stops deliveries: pending ones wait, and events that happen meanwhile are not queued for it (catch up with GET /v1/events); true resumes them, also after the service disabled the subscription.",
  tags,
  auth: write,
  idempotent: true,
  request: { params, body: { schema: UpdateSubscriptionSchema, contentTypes: [MERGE_PATCH_TYPE, JSON_TYPE] } },
  responses: { 200: ok("The updated subscription.", SubscriptionResponse), ...bearerErrors(404, 413, 415, 422) },
});

export const deleteSubscription = defineOperation({
  operationId: "deleteSubscription",
  method: "delete",
  path: "/v1/subscriptions/{subscription_id}",
  summary: "Delete a webhook subscription",
  description: "Stops every delivery to it at once; its delivery log goes with it.",
  tags,
  auth: write,
  idempotent: true,
  request: { params },
  responses: { 204: { description: "Deleted." }, ...bearerErrors(404, 422) },
});

export const rotateSubscriptionSecret = defineOperation({
  operationId: "rotateSubscriptionSecret",
  method: "post",
  path: "/v1/subscriptions/{subscription_id}/rotate-secret",
  summary: "Rotate the signing secret",
  description:
    "Returns a new secret, once. For 24 hours deliveries carry two signatures, one with each secret, so receivers can switch without losing a delivery; then only the new secret signs.",
  tags,
  auth: write,
  idempotent: true,
  request: { params },
  responses: { 200: ok("The subscription, with its new secret.", SubscriptionResponse), ...bearerErrors(404, 422) },
});

export const testSubscription = defineOperation({
  operationId: "testSubscription",
  method: "post",
  path: "/v1/subscriptions/{subscription_id}/test",
  summary: "Send a test event",
  description: "Delivers a PING event to this subscription only, signed and retried like any other.",
  tags,
  auth: write,
  idempotent: true,
  request: { params },
  responses: { 202: ok("The PING delivery, scheduled.", DeliveryResponse), ...bearerErrors(404, 422) },
});

export const listDeliveries = defineOperation({
  operationId: "listDeliveries",
  method: "get",
  path: "/v1/subscriptions/{subscription_id}/deliveries",
  summary: "Delivery log of a subscription",
  description: "Newest first, each with its attempts: time, status code, latency, error class and at most 1 KiB of the response.",
  tags,
  auth: read,
  request: { params, query: ListQuerySchema },
  responses: { 200: ok("A page of deliveries.", listOf(DeliverySchema, "DeliveryList")), ...bearerErrors(404) },
});

export const retryDelivery = defineOperation({
  operationId: "retryDelivery",
  method: "post",
  path: "/v1/subscriptions/{subscription_id}/deliveries/{delivery_id}/retry",
  summary: "Redeliver an event",
  description:
    "Schedules one more attempt now, whatever the delivery's state. The webhook-id stays the event_id, so receivers can de-duplicate.",
  tags,
  auth: write,
  idempotent: true,
  request: { params: z.strictObject({ subscription_id: subscriptionId, delivery_id: deliveryId }) },
  responses: { 202: ok("The delivery, scheduled.", DeliveryResponse), ...bearerErrors(404, 422) },
});
