import { DETAILS_SCHEMAS, fieldsOf, IndividualApplicationSchema } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { controlOf } from "../controls.ts";
import { en } from "../locales/en.ts";
import { flatten, type StepField } from "../steps.ts";
import { renderField } from "./fields.ts";

const wording = { messages: en, lang: "en" };

/** Every field of every kind of details, as a step asks for it (nested objects are asked field by field). */
const everyField = DETAILS_SCHEMAS.flatMap((schema) =>
  flatten(fieldsOf(schema, "/details"))
    .filter((info) => info.children.length === 0)
    .map((info): StepField => ({ pointer: info.pointer, info, control: controlOf(info.schema), changeRequested: false })),
);

const autocompleteOf = (html: string) => /<(?:input|select) [^>]*?autocomplete="([^"]*)"/.exec(html)?.[1];

describe("a field's autofill token", () => {
  test("is the one its field facts give, on every field of every kind of details that has one; sensitive fields are never filled in", () => {
    const withToken = everyField.filter((field) => field.info.facts?.autocomplete);
    expect(withToken.length).toBeGreaterThan(0);
    for (const field of everyField) {
      const html = String(renderField(wording, field, [], undefined));
      const token = field.info.facts?.autocomplete;
      if (field.info.facts?.sensitive) {
        expect(autocompleteOf(html), field.pointer).toBe("off");
      } else if (token) {
        expect(autocompleteOf(html), field.pointer).toBe(token);
      } else {
        expect(autocompleteOf(html) ?? "off", field.pointer).toBe("off");
      }
    }
  });

  test("names a person's own information by its purpose", () => {
    const tokens = flatten(fieldsOf(IndividualApplicationSchema))
      .filter((info) => info.facts?.autocomplete)
      .map((info) => [info.pointer, info.facts?.autocomplete]);
    expect(tokens).toEqual([
      ["/first_name", "given-name"],
      ["/middle_name", "additional-name"],
      ["/last_name", "family-name"],
      ["/email_address", "email"],
      ["/mailing_address/address_line1", "address-line1"],
      ["/mailing_address/address_line2", "address-line2"],
      ["/mailing_address/address_line3", "address-line3"],
      ["/mailing_address/city", "address-level2"],
      ["/mailing_address/state", "address-level1"],
      ["/mailing_address/postal_code", "postal-code"],
      ["/mailing_address/country_code", "country"],
      ["/telephone_number", "tel"],
      ["/date_of_birth", "bday"],
      ["/employer_name", "organization"],
      ["/occupation", "organization-title"],
    ]);
  });
});
