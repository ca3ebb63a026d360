import { z } from "zod";
import { ApplicationIdSchema } from "./application.ts";
import { ApplicationStatusSchema } from "./enums.ts";
import { orNull, serviceId, TimestampSchema } from "./formats.ts";

export const EventIdSchema = serviceId("evt", "evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM");
export const SubscriptionIdSchema = serviceId("whk", "whk_01JDQ6R2C8X7W4V3T2S1R0QPNM");
export const DeliveryIdSchema = serviceId("dlv", "dlv_01JDQ6S5D8X7W4V3T2S1R0QPNM");

export const EventTypeSchema = z
  .enum([
    "APPLICATION_CREATED",
    "APPLICATION_INCOMPLETE",
    "APPLICATION_READY_FOR_SUBMISSION",
    "APPLICATION_SUBMITTED",
    "APPLICATION_PROCESSING",
    "APPLICATION_CHANGES_REQUESTED",
    "APPLICATION_APPROVED",
    "APPLICATION_REJECTED",
    "APPLICATION_CANCELLED",
  ])
  .meta({
    id: "EventType",
    description:
      "Kind of event: the creation of an application, or the status it moved to (APPLICATION_INCOMPLETE when a change reopened a requirement).",
    example: "APPLICATION_SUBMITTED",
  });

export type EventType = z.infer<typeof EventTypeSchema>;

export const EventSchema = z
  .strictObject({
    event_id: EventIdSchema,
    event_type: EventTypeSchema,
    event_date: TimestampSchema,
    data: z.strictObject({
      application_id: ApplicationIdSchema,
      previous_status: orNull(ApplicationStatusSchema),
      status: ApplicationStatusSchema,
    }),
  })
  .meta({ id: "Event", description: "Something that happened to an application. Small on purpose: fetch the application for details." });

export const CreateSubscriptionSchema = z
  .strictObject({
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .meta({ description: "Where deliveries are POSTed.", example: "https://hooks.example.com/onboarding" }),
    event_types: z.array(EventTypeSchema).min(1).max(9),
    description: z.string().max(200).optional(),
  })
  .meta({ id: "CreateSubscriptionRequest", description: "A webhook subscription to create." });

export const SubscriptionSchema = z
  .strictObject({
    id: SubscriptionIdSchema,
    url: z.string().max(2048),
    event_types: z.array(EventTypeSchema),
    description: z.string().max(200).nullable(),
    created_at: TimestampSchema,
    secret: z.string().max(128).optional().meta({ description: "Signing secret: returned once, by create only." }),
  })
  .meta({ id: "Subscription", description: "A webhook subscription." });

export const DeliverySchema = z
  .strictObject({
    id: DeliveryIdSchema,
    event_id: EventIdSchema,
    subscription_id: SubscriptionIdSchema,
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    attempts: z.number().int().min(0),
    last_response_status: z.number().int().nullable(),
    next_attempt_at: TimestampSchema.nullable(),
    created_at: TimestampSchema,
  })
  .meta({ id: "Delivery", description: "A delivery of one event to one subscription, with its attempts." });
