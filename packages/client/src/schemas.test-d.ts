import type {
  AccountOpenSchema,
  AddressSchema,
  ApplicationSchema,
  ApplicationStatusReportSchema,
  CorporateIndividualResourceSchema,
  CorporationApplicationSchema,
  CreateApplicationRequestSchema,
  EventSchema,
  IndividualApplicationSchema,
  TokenResponseSchema,
} from "@onboarding/core";
import { describe, expectTypeOf, test } from "vitest";
import type { z } from "zod";
import type { components, operations } from "./openapi.ts";

type S = components["schemas"];
/** A value the server does not send today, as a later version might. */
type Later = "A_STATUS_ADDED_LATER";

describe("generated client types match the core Zod schemas", () => {
  test("what the client sends is exactly the schema: address, account, details, the create request", () => {
    expectTypeOf<S["Address"]>().toEqualTypeOf<z.output<typeof AddressSchema>>();
    expectTypeOf<S["AccountOpen"]>().toEqualTypeOf<z.output<typeof AccountOpenSchema>>();
    expectTypeOf<S["IndividualApplication"]>().toEqualTypeOf<z.output<typeof IndividualApplicationSchema>>();
    expectTypeOf<S["CorporationApplication"]>().toEqualTypeOf<z.output<typeof CorporationApplicationSchema>>();
    expectTypeOf<S["CreateApplicationRequest"]>().toEqualTypeOf<z.output<typeof CreateApplicationRequestSchema>>();
  });

  test("what the client reads takes everything the server sends: resources, events, tokens", () => {
    expectTypeOf<z.output<typeof ApplicationSchema>>().toExtend<S["Application"]>();
    expectTypeOf<z.output<typeof CorporateIndividualResourceSchema>>().toExtend<S["CorporateIndividualResource"]>();
    expectTypeOf<z.output<typeof ApplicationStatusReportSchema>>().toExtend<S["ApplicationStatusReport"]>();
    expectTypeOf<z.output<typeof EventSchema>>().toExtend<S["Event"]>();
    expectTypeOf<z.output<typeof TokenResponseSchema>>().toExtend<S["TokenResponse"]>();
  });
});

describe("enums the client reads tolerate values added later; those it sends do not", () => {
  test("a status, a document's type or a delivery's event type added later is typed, and the known ones still autocomplete", () => {
    expectTypeOf<Later>().toExtend<S["Application"]["status"]>();
    expectTypeOf<Later>().toExtend<S["ApplicationStatusReport"]["status"]>();
    expectTypeOf<Later>().toExtend<S["Document"]["type"]>();
    expectTypeOf<Later>().toExtend<S["Delivery"]["event_type"]>();
    expectTypeOf<Later>().toExtend<S["ApplicationEvent"]["data"]["status"]>();
    expectTypeOf<Later>().toExtend<NonNullable<S["ApplicationEvent"]["data"]["previous_status"]>>();
    expectTypeOf<Later>().toExtend<S["CorporateIndividualResource"]["individual_type"][number]>();
    expectTypeOf<"APPROVED">().toExtend<S["Application"]["status"]>();
  });

  test("a request's enum stays exact: an unknown value does not compile", () => {
    expectTypeOf<Later>().not.toExtend<S["CreateApplicationRequest"]["application_type"]>();
    expectTypeOf<Later>().not.toExtend<S["ApplicationStatus"]>();
    type ListQuery = NonNullable<operations["listApplications"]["parameters"]["query"]>;
    expectTypeOf<Later>().not.toExtend<NonNullable<ListQuery["status"]>>();
  });

  test("the discriminator of the Event union stays exact, so a switch on event_type narrows data", () => {
    expectTypeOf<Later>().not.toExtend<S["Event"]["event_type"]>();
    const event = {} as S["Event"];
    if (event.event_type === "DOCUMENT_ACCEPTED") {
      expectTypeOf(event.data.document_id).toEqualTypeOf<string>();
    }
  });
});
