import { CountryCodeSchema, EmailAddressSchema, PastDateSchema, PhoneNumberSchema, unwrapped } from "@onboarding/core";
import { z } from "zod";

/** How a field is asked for on the page, read off its Zod schema. */
export type Control =
  | { kind: "text"; inputType: "text" | "email" | "tel"; maxLength?: number; inputMode?: "numeric" | "decimal"; hint?: string }
  | { kind: "select"; options: readonly string[]; countries: boolean }
  | { kind: "checkboxes"; options: readonly string[] }
  | { kind: "multiselect"; options: readonly string[]; countries: boolean }
  | { kind: "yesno" };

/** A list of choices with more options than this is a multiple select, not a column of checkboxes. */
const MAX_CHECKBOXES = 12;

const maxLengthOf = (schema: z.ZodString) => schema.maxLength ?? undefined;

/** The enum a schema is, or lists: its options. */
const enumOptions = (schema: z.ZodType): readonly string[] | undefined =>
  schema instanceof z.ZodEnum ? (schema.options as readonly string[]) : undefined;

/** The control of one field of a details schema. */
export function controlOf(fieldSchema: z.ZodType): Control {
  const schema = unwrapped(fieldSchema);
  const options = enumOptions(schema);
  if (options) {
    return { kind: "select", options, countries: schema === CountryCodeSchema };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const listed = enumOptions(element) ?? [];
    const countries = element === CountryCodeSchema;
    return countries || listed.length > MAX_CHECKBOXES
      ? { kind: "multiselect", options: listed, countries }
      : { kind: "checkboxes", options: listed };
  }
  if (schema instanceof z.ZodBoolean) {
    return { kind: "yesno" };
  }
  if (schema instanceof z.ZodNumber) {
    return { kind: "text", inputType: "text", inputMode: "decimal" };
  }
  if (schema === EmailAddressSchema) {
    return { kind: "text", inputType: "email", maxLength: 254 };
  }
  if (schema === PhoneNumberSchema) {
    return { kind: "text", inputType: "tel", maxLength: 16, hint: "+15125550100" };
  }
  if (schema === PastDateSchema) {
    return { kind: "text", inputType: "text", inputMode: "numeric", maxLength: 10, hint: "1990-04-21" };
  }
  const max = schema instanceof z.ZodString ? maxLengthOf(schema) : undefined;
  return { kind: "text", inputType: "text", ...(max !== undefined ? { maxLength: max } : {}) };
}

/**
 * A form's value for a field as the API takes it: text trimmed (empty: not given), a number parsed, a yes/no as a
 * boolean, a list as its chosen values. `undefined` means the customer left it empty.
 */
export function formValueOf(control: Control, raw: unknown): unknown {
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((value) => String(value).trim()).filter(Boolean);
  switch (control.kind) {
    case "checkboxes":
    case "multiselect":
      return values.length > 0 ? values : undefined;
    case "yesno":
      return values[0] === "true" ? true : values[0] === "false" ? false : undefined;
    case "text":
      if (values[0] === undefined) {
        return undefined;
      }
      // A number that does not parse is sent as typed, so the API's own message says what is wrong with it.
      return control.inputMode === "decimal" && /^-?\d+(\.\d+)?$/.test(values[0]) ? Number(values[0]) : values[0];
    default:
      return values[0];
  }
}
