import { ApplicationIdSchema, dataOf, EventSchema, EventTypeSchema, listOf, listQuery } from "@onboarding/core";
import { z } from "zod";
import { bearerErrors, defineOperation, ok } from "../operation.ts";
import { eventId } from "../params.ts";

export const listEvents = defineOperation({
  operationId: "listEvents",
  method: "get",
  path: "/v1/events",
  summary: "List events",
  description:
    "The caller's events, newest first: the way to poll, and to catch up on what webhooks delivered. The same events, with the same ids, are the bodies of webhook deliveries.",
  tags: ["Events"],
  auth: { type: "bearer", scopes: ["applications:read"] },
  request: {
    query: listQuery({
      event_type: EventTypeSchema.optional(),
      application_id: ApplicationIdSchema.optional().meta({ description: "Only the events of this application." }),
    }),
  },
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
