import type { ApplicationStatus, EventType } from "@onboarding/core";
import { describe, expectTypeOf, test } from "vitest";
import type { EventToEmit } from "./events-store.ts";
import type { EventData } from "./payloads.ts";

describe("an event's type says what its data is", () => {
  test("the type narrows the data to its payload, from core's Event union", () => {
    expectTypeOf<Extract<EventToEmit, { type: "PING" }>["data"]>().toEqualTypeOf<EventData<"PING">>();
    expectTypeOf<EventData<"DOCUMENT_QUARANTINED">>().toHaveProperty("document_id");
    expectTypeOf<EventData<"SUBSCRIPTION_DISABLED">>().not.toHaveProperty("application_id");
  });

  test("every status of an application has its event type, without a cast", () => {
    expectTypeOf<`APPLICATION_${ApplicationStatus}`>().toExtend<EventType>();
  });

  test("data of another type does not compile", () => {
    const at = new Date();
    const accepted: EventToEmit = {
      clientId: "c",
      type: "DOCUMENT_ACCEPTED",
      applicationId: "app_1",
      // @ts-expect-error a document event's data names its document
      data: { application_id: "app_1", previous_status: null, status: "SUBMITTED" },
      at,
    };
    expectTypeOf(accepted).toExtend<EventToEmit>();
  });
});
