import { describe, expectTypeOf, test } from "vitest";
import type { components } from "./openapi.ts";
import { type UnknownWebhookEvent, verifyWebhook, type WebhookEvent, type WebhookEventOf } from "./webhooks.ts";

type S = components["schemas"];

describe("verifyWebhook's event is narrowed by its event_type", () => {
  test("a switch on event_type narrows data to that event's", async () => {
    const event = await verifyWebhook({ payload: "", headers: {}, secret: "whsec_" });
    expectTypeOf(event).toEqualTypeOf<WebhookEvent>();
    switch (event.event_type) {
      case "APPLICATION_APPROVED":
        expectTypeOf(event.data.application_id).toEqualTypeOf<string>();
        expectTypeOf(event.sequence).toEqualTypeOf<number>();
        // @ts-expect-error an application's event has no document_id
        void event.data.document_id;
        break;
      case "DOCUMENT_REJECTED":
        expectTypeOf(event.data.document_id).toEqualTypeOf<string>();
        expectTypeOf(event.data).toEqualTypeOf<S["DocumentEvent"]["data"]>();
        break;
      case "PING":
        expectTypeOf(event.sequence).toEqualTypeOf<null>();
        expectTypeOf(event.data.subscription_id).toEqualTypeOf<string>();
        break;
      default:
        // A type added later lands here: read it as what every event has.
        expectTypeOf((event as unknown as UnknownWebhookEvent).event_type).toEqualTypeOf<string>();
    }
  });

  test("WebhookEventOf names the event of one type; a status inside tolerates values added later", () => {
    expectTypeOf<WebhookEventOf<"VERIFICATION_UPDATED">["data"]>().toEqualTypeOf<S["VerificationEvent"]["data"]>();
    expectTypeOf<WebhookEventOf<"APPLICATION_APPROVED">["event_type"]>().toEqualTypeOf<"APPLICATION_APPROVED">();
    expectTypeOf<"A_STATUS_ADDED_LATER">().toExtend<WebhookEventOf<"APPLICATION_APPROVED">["data"]["status"]>();
  });
});
