import {
  CorporationApplicationSchema,
  CountryCodeSchema,
  corporateIndividualFields,
  DocumentTypeSchema,
  ErrorCodeSchema,
  FIELD_ERROR_CODES,
  type FieldInfo,
  fieldsOf,
  IndividualApplicationSchema,
  unwrapped,
} from "@onboarding/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { en } from "./en.ts";
import { es } from "./es.ts";

/** Every field the page can ask for: the applicant's, the corporation's and a corporation's people's, nested ones too. */
const flatten = (fields: FieldInfo[]): FieldInfo[] => fields.flatMap((info) => [info, ...flatten(info.children)]);
const fields = flatten([
  ...fieldsOf(IndividualApplicationSchema),
  ...fieldsOf(CorporationApplicationSchema),
  ...fieldsOf(z.strictObject(corporateIndividualFields)),
]);

const labels = [...new Set(fields.flatMap((info) => (info.facts ? [info.facts.label] : [])))];
const helps = [...new Set(fields.flatMap((info) => (info.facts?.help ? [info.facts.help] : [])))];

/** The values a field can take from a list (an enum, or a list of one), countries aside: they are named by the browser's Intl. */
function choicesOf(fieldSchema: z.ZodType): readonly string[] {
  const schema = unwrapped(fieldSchema);
  if (schema instanceof z.ZodArray) {
    return choicesOf(schema.element as z.ZodType);
  }
  return schema instanceof z.ZodEnum && schema !== CountryCodeSchema ? (schema.options as readonly string[]) : [];
}
const values = [...new Set([...fields.flatMap((info) => choicesOf(info.schema)), ...DocumentTypeSchema.options])];

/** Words that are the same in both languages. */
const SAME_IN_BOTH = new Set(["Error:", "No"]);

const missing = (wanted: readonly string[], given: Record<string, string>) => wanted.filter((key) => !given[key]);
const unknown = (given: Record<string, string>, wanted: readonly string[]) => Object.keys(given).filter((key) => !wanted.includes(key));

describe("the page's words in English and Spanish", () => {
  it("finds the fields, help and choices of the schemas", () => {
    expect(labels).toContain("Date of birth");
    expect(labels).toContain("City");
    expect(labels).toContain("Ownership");
    expect(helps).toContain("Given name.");
    expect(values).toEqual(expect.arrayContaining(["UPTO_10K", "BENEFICIAL_OWNER", "NONE", "CUSTODY", "PASSPORT"]));
    expect(values).not.toContain("US");
  });

  it("has a Spanish label for every field label, and none for a label the schemas no longer have", () => {
    expect(missing(labels, es.labels)).toEqual([]);
    expect(unknown(es.labels, labels)).toEqual([]);
  });

  it("has Spanish help for every help text, and none for help the schemas no longer give", () => {
    expect(missing(helps, es.help)).toEqual([]);
    expect(unknown(es.help, helps)).toEqual([]);
  });

  it("names every value a field or document can take in English and in Spanish, and no other", () => {
    for (const options of [en.options, es.options]) {
      expect(missing(values, options)).toEqual([]);
      expect(unknown(options, values)).toEqual([]);
    }
  });

  it("has the same page words in Spanish as in English, taking the same values", () => {
    expect(Object.keys(es.ui).sort()).toEqual(Object.keys(en.ui).sort());
    expect(Object.keys(es.ui.side).sort()).toEqual(Object.keys(en.ui.side).sort());
    for (const [key, word] of Object.entries(en.ui)) {
      const spanish: unknown = es.ui[key as keyof typeof es.ui];
      expect(typeof spanish, key).toBe(typeof word);
      if (typeof word === "function" && typeof spanish === "function") {
        expect(spanish.length, key).toBe(word.length);
      }
    }
  });

  it("puts the value into the Spanish words that take one", () => {
    expect(es.ui.stepsLeft(1)).toContain("1");
    expect(es.ui.stepsLeft(3)).toContain("3");
    expect(es.ui.aboutPerson("Ana Pérez")).toContain("Ana Pérez");
    expect(es.ui.requiredIf("Situación laboral", "Con empleo")).toMatch(/Situación laboral.*Con empleo/);
    expect(es.ui.forExample("+15125550100")).toContain("+15125550100");
    expect(es.ui.storedMasked("*****6789")).toContain("*****6789");
    expect(es.ui.documentFor("Ana Pérez")).toContain("Ana Pérez");
    expect(es.ui.uploaded("pasaporte.pdf")).toContain("pasaporte.pdf");
    expect(es.ui.continueTo("example.com")).toContain("example.com");
    expect(es.ui.acceptTerms("Acme Bank")).toContain("Acme Bank");
    expect(es.ui.tooLong(64)).toContain("64");
  });

  it("translates every Spanish word rather than repeating the English one", () => {
    const sample = (word: unknown) => (typeof word === "function" ? String(word(3, "X")) : word);
    const ui = Object.entries(en.ui).flatMap(([key, word]) =>
      typeof word === "object" ? [] : [[key, sample(word), sample(es.ui[key as keyof typeof es.ui])]],
    );
    const side = Object.entries(en.ui.side).map(([key, word]) => [key, word, es.ui.side[key as keyof typeof es.ui.side]]);
    const entries = [
      ...ui,
      ...side,
      ...labels.map((label) => [label, label, es.labels[label]]),
      ...helps.map((help) => [help, help, es.help[help]]),
      ...values.map((value) => [value, en.options[value], es.options[value]]),
    ];
    const untranslated = entries.filter(([, english, spanish]) => english === spanish && !SAME_IN_BOTH.has(String(spanish)));
    expect(untranslated).toEqual([]);
  });

  it("quotes in Spanish help only options as the Spanish page shows them", () => {
    const quoted = Object.values(es.help).flatMap((help) => [...help.matchAll(/«([^»]+)»/g)].map((match) => match[1]));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((option) => !Object.values(es.options).includes(option ?? ""))).toEqual([]);
  });

  it("words every field error code the API can send, in both languages, and never repeats the English", () => {
    const codes = [...FIELD_ERROR_CODES, "changes_requested"];
    for (const words of [en, es]) {
      expect(missing(codes, words.fieldErrors)).toEqual([]);
      expect(unknown(words.fieldErrors, codes)).toEqual([]);
    }
    expect(
      codes.filter((code) => en.fieldErrors[code as keyof typeof en.fieldErrors] === es.fieldErrors[code as keyof typeof es.fieldErrors]),
    ).toEqual([]);
  });

  it("has the same words for a field's own errors and a form's errors in Spanish, each for a field the page asks and a real code", () => {
    expect(Object.keys(es.fieldErrorsOf).sort()).toEqual(Object.keys(en.fieldErrorsOf).sort());
    expect(Object.keys(es.formErrors).sort()).toEqual(Object.keys(en.formErrors).sort());
    // The documents step's own controls: the kind of document and the file.
    const keys = new Set([...fields.map((info) => info.key), "kind", "file"]);
    for (const key of Object.keys(en.fieldErrorsOf)) {
      const [field, code] = key.split(":");
      expect(keys.has(field ?? ""), key).toBe(true);
      expect(FIELD_ERROR_CODES as readonly string[], key).toContain(code);
    }
    expect(ErrorCodeSchema.options as readonly string[]).toEqual(expect.arrayContaining(Object.keys(en.formErrors)));
  });

  it("says no code or jargon to the customer: no E.164, ISO, KYC, NONE or BENEFICIAL_OWNER in any of the page's words", () => {
    for (const words of [en, es]) {
      const texts = [
        ...Object.values(words.ui).map((word: unknown) =>
          typeof word === "function" ? String((word as (...values: unknown[]) => unknown)(3, "X")) : JSON.stringify(word),
        ),
        ...Object.values(words.labels),
        ...Object.values(words.help),
        ...Object.values(words.fieldErrors),
        ...Object.values(words.fieldErrorsOf),
        ...Object.values(words.formErrors),
        // The English help and labels the page shows as they are.
        ...(words === en ? [...labels.filter((label) => !en.labels[label]), ...helps.map((help) => en.help[help] ?? help)] : []),
      ];
      expect(texts.filter((text) => /E\.164|ISO|KYC|\bNONE\b|BENEFICIAL_OWNER|YYYY|AAAA/.test(String(text)))).toEqual([]);
    }
  });
});
