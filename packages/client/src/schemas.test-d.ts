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
import type { components } from "./openapi.ts";

type S = components["schemas"];

describe("generated client types match the core Zod schemas", () => {
  test("address, account and details", () => {
    expectTypeOf<S["Address"]>().toEqualTypeOf<z.output<typeof AddressSchema>>();
    expectTypeOf<S["AccountOpen"]>().toEqualTypeOf<z.output<typeof AccountOpenSchema>>();
    expectTypeOf<S["IndividualApplication"]>().toEqualTypeOf<z.output<typeof IndividualApplicationSchema>>();
    expectTypeOf<S["CorporationApplication"]>().toEqualTypeOf<z.output<typeof CorporationApplicationSchema>>();
  });

  test("create request and application resource", () => {
    expectTypeOf<S["CreateApplicationRequest"]>().toEqualTypeOf<z.output<typeof CreateApplicationRequestSchema>>();
    expectTypeOf<S["Application"]>().toEqualTypeOf<z.output<typeof ApplicationSchema>>();
    expectTypeOf<S["CorporateIndividualResource"]>().toEqualTypeOf<z.output<typeof CorporateIndividualResourceSchema>>();
    expectTypeOf<S["ApplicationStatusReport"]>().toEqualTypeOf<z.output<typeof ApplicationStatusReportSchema>>();
  });

  test("events and tokens", () => {
    expectTypeOf<S["Event"]>().toEqualTypeOf<z.output<typeof EventSchema>>();
    expectTypeOf<S["TokenResponse"]>().toEqualTypeOf<z.output<typeof TokenResponseSchema>>();
  });
});
