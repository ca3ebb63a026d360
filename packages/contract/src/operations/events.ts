import {
  CreateSubscriptionSchema,
  DeliverySchema,
  dataOf,
  EventSchema,
  EventTypeSchema,
  ListQuerySchema,
  listOf,
  listQuery,
  SubscriptionSchema,
} from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, JSON_TYPE, LocationHeader, ok } from "../operation.ts";
import { deliveryId, eventId, subscriptionId } from "./params.ts";

const subscriptionParams = z.strictObject({ subscription_id: subscriptionId });
const SubscriptionResponse = dataOf(SubscriptionSchema, "SubscriptionResponse");

export const listEvents = defineOperation({
  operationId: "listEvents",
  method: "get",
  path: "/v1/events",
  summary: "List events",
  description: "The caller's events, newest first, for clients that poll instead of receiving webhooks.",
  tags: ["Events"],
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: { query: listQuery({ event_type: EventTypeSchema.optional() }) },
  responses: { 200: ok("A page of events.", listOf(EventSchema, "EventList")), ...bearerErrors() },
});

export const getEvent = defineOperation({
  operationId: "getEvent",
  method: "get",
  path: "/v1/events/{event_id}",
  summary: "Retrieve an event",
  tags: ["Events"],
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: { params: z.strictObject({ event_id: eventId }) },
  responses: { 200: ok("The event.", dataOf(EventSchema, "EventResponse")), ...bearerErrors(404) },
});

export const createSubscription = defineOperation({
  operationId: "createSubscription",
  method: "post",
  path: "/v1/subscriptions",
  summary: "Create a webhook subscription",
  description:
    'The response carries the signing secret, once. Deliveries are signed with x-svc-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">.',
  tags: ["Webhooks"],
  auth: { type: "bearer", scopes: ["subscriptions:write"] },
  idempotent: true,
  request: { body: { schema: CreateSubscriptionSchema, contentTypes: [JSON_TYPE] } },
  responses: { 201: ok("The subscription, with its secret.", SubscriptionResponse, LocationHeader), ...bearerErrors(413, 415, 422) },
});

export const listSubscriptions = defineOperation({
  operationId: "listSubscriptions",
  method: "get",
  path: "/v1/subscriptions",
  summary: "List webhook subscriptions",
  tags: ["Webhooks"],
  auth: { type: "bearer", scopes: ["subscriptions:read"] },
  request: { query: ListQuerySchema },
  responses: { 200: ok("A page of subscriptions.", listOf(SubscriptionSchema, "SubscriptionList")), ...bearerErrors() },
});

export const getSubscription = defineOperation({
  operationId: "getSubscription",
  method: "get",
  path: "/v1/subscriptions/{subscription_id}",
  summary: "Retrieve a webhook subscription",
  tags: ["Webhooks"],
  auth: { type: "bearer", scopes: ["subscriptions:read"] },
  request: { params: subscriptionParams },
  responses: { 200: ok("The subscription.", SubscriptionResponse), ...bearerErrors(404) },
});

export const deleteSubscription = defineOperation({
  operationId: "deleteSubscription",
  method: "delete",
  path: "/v1/subscriptions/{subscription_id}",
  summary: "Delete a webhook subscription",
  tags: ["Webhooks"],
  auth: { type: "bearer", scopes: ["subscriptions:write"] },
  idempotent: true,
  request: { params: subscriptionParams },
  responses: { 204: { description: "Deleted." }, ...bearerErrors(404, 422) },
});

export const listDeliveries = defineOperation({
  operationId: "listDeliveries",
  method: "get",
  path: "/v1/subscriptions/{subscription_id}/deliveries",
  summary: "Delivery log of a subscription",
  tags: ["Webhooks"],
  auth: { type: "bearer", scopes: ["subscriptions:read"] },
  request: { params: subscriptionParams, query: ListQuerySchema },
  responses: { 200: ok("A page of deliveries.", listOf(DeliverySchema, "DeliveryList")), ...bearerErrors(404) },
});

export const retryDelivery = defineOperation({
  operationId: "retryDelivery",
  method: "post",
  path: "/v1/subscriptions/{subscription_id}/deliveries/{delivery_id}/retry",
  summary: "Redeliver an event",
  description: "Schedules the delivery again now, whatever its state. The event_id stays the same so receivers can de-duplicate.",
  tags: ["Webhooks"],
  auth: { type: "bearer", scopes: ["subscriptions:write"] },
  idempotent: true,
  request: { params: z.strictObject({ subscription_id: subscriptionId, delivery_id: deliveryId }) },
  responses: { 202: ok("The delivery, scheduled.", dataOf(DeliverySchema, "DeliveryResponse")), ...bearerErrors(404, 422) },
});
