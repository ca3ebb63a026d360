import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { EventIdSchema, EventSchema, type EventType, SUBSCRIPTION_ID_HEADER, SubscriptionIdSchema } from "@onboarding/core";
import { z } from "zod";

/*
 * The document's `webhooks` section: one entry per event type, the POST a subscription receives for it. Its body is
 * the member of the Event union for that type, narrowed to it; its headers are those of every delivery.
 */

const DeliveryHeadersSchema = z.object({
  "webhook-id": EventIdSchema.meta({ description: "The event's id: the same on every retry of a delivery, to de-duplicate by." }),
  "webhook-timestamp": z
    .string()
    .regex(/^\d{1,12}$/)
    .meta({ description: "Unix seconds of the attempt; refuse deliveries too far from now (5 minutes).", example: "1732451400" }),
  "webhook-signature": z.string().max(2048).meta({
    description:
      'Standard Webhooks signatures: v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body" keyed with the secret>, several separated by spaces while a rotated secret is still valid.',
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
  [SUBSCRIPTION_ID_HEADER]: SubscriptionIdSchema.meta({
    description: "The subscription the delivery is for: which secret verifies it, when one receiver serves several.",
  }),
});

/** APPLICATION_APPROVED → ApplicationApproved. */
const pascalCase = (type: string) =>
  type
    .toLowerCase()
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/** APPLICATION_APPROVED → applicationApproved: the webhook's operationId (generators add "Webhook" to it). */
const camelCase = (type: string) => pascalCase(type).charAt(0).toLowerCase() + pascalCase(type).slice(1);

/** Every event type with the member of the Event union that carries it, narrowed to that one type. */
function webhookPayloads(): { type: EventType; schema: z.ZodType }[] {
  return EventSchema.options.flatMap((member) =>
    member.shape.event_type.options.map((type: EventType) => ({
      type,
      schema: member.extend({ event_type: z.literal(type) }).meta({
        id: `${pascalCase(type)}Event`,
        description: `The body of a ${type} delivery.`,
      }),
    })),
  );
}

function webhookOf(type: EventType, schema: z.ZodType): RouteConfig {
  return {
    method: "post",
    path: type,
    operationId: camelCase(type),
    summary: `${type} event`,
    description: `POSTed to every enabled subscription that takes ${type} events, signed with its secret (Standard Webhooks), and retried with backoff for up to five days until a 2xx answer. Events of one application arrive in order per subscription; their \`sequence\` makes a late or repeated delivery harmless.`,
    tags: ["Webhooks"],
    security: [],
    request: {
      headers: DeliveryHeadersSchema,
      body: { required: true, content: { "application/json": { schema } } },
    },
    responses: {
      "2XX": { description: "Received: the delivery succeeded (the body of the answer is kept, up to 1 KiB, in the delivery log)." },
      "4XX": { description: "Refused: the delivery failed and is retried (as is any 5xx, 3xx, or no answer within 10 seconds)." },
    },
  };
}

/** Registers one webhook per event type, in the order of the EventType enum. */
export function registerWebhooks(registry: OpenAPIRegistry): void {
  for (const { type, schema } of webhookPayloads()) {
    registry.registerWebhook(webhookOf(type, schema));
  }
}
