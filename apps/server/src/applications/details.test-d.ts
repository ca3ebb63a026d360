import { describe, expectTypeOf, test } from "vitest";
import type { Applicant } from "../verifications/subjects.ts";
import type { ApplicationRecord, IndividualRecord } from "./application.ts";

declare const record: ApplicationRecord;
declare const person: IndividualRecord;

describe("details have the types of core's schemas", () => {
  test("a field core has is read with its type; one it does not have (a renamed field) fails to compile", () => {
    if (record.type === "INDIVIDUAL") {
      expectTypeOf(record.details.first_name).toEqualTypeOf<string | undefined>();
      // @ts-expect-error core's person has first_name, not given_name: a rename in core breaks this reader
      const _renamed: unknown = record.details.given_name;
      // @ts-expect-error an INDIVIDUAL application's details are a person's, not a corporation's
      const _corporate: unknown = record.details.registered_name;
    } else {
      expectTypeOf(record.details.registered_name).toEqualTypeOf<string | undefined>();
      // @ts-expect-error a corporation has no ip_address
      const _ip: unknown = record.details.ip_address;
    }
    expectTypeOf(person.details.percentage_ownership).toEqualTypeOf<number | undefined>();
    // @ts-expect-error core's person of a corporation has percentage_ownership, not ownership_percentage
    const _owned: unknown = person.details.ownership_percentage;
  });

  test("the details of either type of application are not read before the type is known", () => {
    // @ts-expect-error first_name is a person's field: the record must be narrowed to INDIVIDUAL first
    const _first: unknown = record.details.first_name;
  });

  test("an application is what its checks need, without a cast", () => {
    expectTypeOf<ApplicationRecord>().toExtend<Applicant>();
  });
});
