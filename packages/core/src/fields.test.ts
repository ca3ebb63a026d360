import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  CorporateIndividualSchema,
  CorporationApplicationSchema,
  type FieldInfo,
  fieldsOf,
  IndividualApplicationSchema,
  openFields,
  requiredFieldsOf,
} from "./index.ts";

const DETAILS = { IndividualApplicationSchema, CorporationApplicationSchema, CorporateIndividualSchema };

const everyField = (fields: FieldInfo[]): FieldInfo[] => fields.flatMap((info) => [info, ...everyField(info.children)]);

describe("field facts", () => {
  test("every field of every kind of details has facts, with a label", () => {
    for (const [name, schema] of Object.entries(DETAILS)) {
      const unlabelled = everyField(fieldsOf(schema))
        .filter((info) => info.key !== "individual_type" && !info.facts?.label)
        .map((info) => info.pointer);
      expect(unlabelled, name).toEqual([]);
    }
  });

  test("a condition names a sibling that is itself always required, so an application is never ready while it is open", () => {
    for (const [name, schema] of Object.entries(DETAILS)) {
      const check = (fields: FieldInfo[]) => {
        for (const info of fields) {
          const rule = info.facts?.required;
          if (typeof rule === "object") {
            const sibling = fields.find((candidate) => candidate.key === rule.field);
            const alwaysThere = sibling && (sibling.facts?.required === true || !(sibling.schema instanceof z.ZodOptional));
            expect(alwaysThere, `${name} ${info.pointer} depends on ${rule.field}`).toBe(true);
          }
          check(info.children);
        }
      };
      check(fieldsOf(schema));
    }
  });

  test("only top-level fields are sensitive (they are what is sealed at rest)", () => {
    for (const [name, schema] of Object.entries(DETAILS)) {
      const nested = everyField(fieldsOf(schema).flatMap((info) => info.children)).filter((info) => info.facts?.sensitive);
      expect(
        nested.map((info) => info.pointer),
        name,
      ).toEqual([]);
    }
  });
});

describe("open fields", () => {
  const open = (details: Record<string, unknown>) => openFields(IndividualApplicationSchema, details, "/customer_details");
  const pointers = (details: Record<string, unknown>) => open(details).map((field) => field.pointer);

  test("a new application lists the fields an answer may require, with the answer they depend on", () => {
    expect(open({})).toContainEqual({
      pointer: "/customer_details/employer_name",
      description: "Employer name is required when Employment status is EMPLOYEE.",
      awaiting_action_from: "END_CUSTOMER",
      message: "Please provide: Employer name (if Employment status is EMPLOYEE).",
      title: "Employer name",
      sensitive: false,
      required_when: { pointer: "/customer_details/employment_status", value: "EMPLOYEE" },
    });
    expect(open({})).toContainEqual(
      expect.objectContaining({
        pointer: "/customer_details/mailing_address/state",
        required_when: { pointer: "/customer_details/mailing_address/country_code", value: "US" },
      }),
    );
  });

  test("once answered, a conditional field is a plain requirement, or no requirement", () => {
    expect(open({ employment_status: "EMPLOYEE" })).toContainEqual({
      pointer: "/customer_details/employer_name",
      description: "Employer name is required before submission.",
      awaiting_action_from: "END_CUSTOMER",
      message: "Please provide: Employer name.",
      title: "Employer name",
      sensitive: false,
    });
    expect(pointers({ employment_status: "RETIRED" })).not.toContain("/customer_details/employer_name");
    expect(pointers({ mailing_address: { country_code: "GB" } })).not.toContain("/customer_details/mailing_address/state");
  });

  test("a required object is reported as its required fields, given or not; an optional one is not checked", () => {
    expect(pointers({})).toEqual(expect.arrayContaining(["/customer_details/investment_profile/primary_source_of_funds"]));
    expect(pointers({})).not.toContain("/customer_details/investment_profile");
    expect(pointers({ mailing_address: { city: "Austin" } })).toContain("/customer_details/mailing_address/postal_code");
    const corporation = openFields(CorporationApplicationSchema, { physical_address: { city: "Austin" } }, "/customer_details");
    expect(corporation.map((field) => field.pointer)).not.toContain("/customer_details/physical_address/postal_code");
  });

  test("for a list, the condition is that it includes the value", () => {
    const owner = openFields(CorporateIndividualSchema, { individual_type: ["OFFICER", "BENEFICIAL_OWNER"] }, "");
    expect(owner.map((field) => field.pointer)).toContain("/percentage_ownership");
    const officer = openFields(CorporateIndividualSchema, { individual_type: ["OFFICER"] }, "");
    expect(officer.map((field) => field.pointer)).not.toContain("/percentage_ownership");
  });

  test("the docs' list of required fields is the open fields of empty details", () => {
    for (const schema of Object.values(DETAILS)) {
      const empty = schema === CorporateIndividualSchema ? { individual_type: [] } : {};
      expect(requiredFieldsOf(schema).map((field) => field.pointer)).toEqual(openFields(schema, empty, "").map((field) => field.pointer));
    }
  });
});
