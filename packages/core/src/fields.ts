import { z } from "zod";

/**
 * What is known about a field of an application, beside its format: everything that the requirements, the sealing of
 * sensitive values, the masks of responses, the API reference and the hosted form derive from. A field is declared
 * once, with `field()`, and nothing else lists it.
 */
export interface FieldFacts {
  /** A short name for people (forms, requirement descriptions, the docs), for example "Date of birth". */
  label: string;
  /** One or two sentences of help for the person filling it in; the API reference shows it as the description. */
  help?: string;
  /**
   * Whether the field is needed before submission: always (`true`), or only when a sibling field has a value (for a
   * list, contains it). A required object (an address, a profile) needs its own required fields.
   */
  required?: boolean | RequiredWhen;
  /** Stored encrypted, shown masked (the last four characters) in every response. */
  sensitive?: boolean;
  /**
   * Who supplies it: the end customer (the default: their own information) or the integrator (what its platform
   * observes, such as the address the customer applied from). Requirements say whom they await from this.
   */
  providedBy?: "END_CUSTOMER" | "INTEGRATOR";
  /**
   * What a browser may fill it in with, when it is the person's own information (WCAG's "identify input purpose"): an
   * HTML autofill token such as "given-name" or "postal-code". The hosted form asks sensitive fields with autofill off.
   */
  autocomplete?: string;
}

/**
 * A condition on a sibling field: `employer_name` is required when `employment_status` is `EMPLOYEE`. When the sibling
 * is a list, "is" means "includes": `percentage_ownership` when `individual_type` includes `BENEFICIAL_OWNER`.
 */
export interface RequiredWhen {
  field: string;
  value: string;
}

/** The facts of every field declared with `field()`, by schema (not shown in the OpenAPI document). */
export const fieldFacts = z.registry<FieldFacts>();

const conditionText = (when: RequiredWhen) => `when ${when.field} is ${when.value}`;

/** The schema inside any optional wrappers. */
export const unwrapped = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrapped(schema.unwrap() as z.ZodType) : schema;

/** The field's help: its own, else its format's description (a named schema's), else its label. */
const helpOf = (facts: FieldFacts, schema: z.ZodType) =>
  facts.help ?? z.globalRegistry.get(unwrapped(schema))?.description ?? `${facts.label}.`;

/**
 * The field's description in the API reference (the contract writes it into the OpenAPI document): its help, then
 * whether it is required and how it is kept.
 */
export function describeField(facts: FieldFacts, schema: z.ZodType): string {
  const parts = [helpOf(facts, schema)];
  if (facts.required === true) {
    parts.push("Required before submission.");
  } else if (facts.required) {
    parts.push(`Required before submission ${conditionText(facts.required)}.`);
  }
  if (facts.sensitive) {
    parts.push("Stored encrypted; responses show only its last four characters.");
  }
  return parts.join(" ");
}

/**
 * A field of an application's details. Every field may be left out when writing (details may be given over several
 * calls); what is still needed before submission is reported as requirements, from these facts.
 */
export function field<T extends z.ZodType>(schema: T, facts: FieldFacts): z.ZodOptional<T> {
  const optional = schema.optional();
  fieldFacts.add(optional, facts);
  return optional;
}

/** A field that is always given (when its object is created), with its facts all the same: its name for people. */
export function named<T extends z.ZodType>(schema: T, facts: Omit<FieldFacts, "required">): T {
  fieldFacts.add(schema, facts);
  return schema;
}

type Shape = Record<string, z.ZodType>;

/** The nested object of a field (an address, a profile), if it is one. */
const objectOf = (schema: z.ZodType): z.ZodObject | undefined => {
  const inner = unwrapped(schema);
  return inner instanceof z.ZodObject ? inner : undefined;
};

/** One field of a details schema, with its place below the details. */
export interface FieldInfo {
  /** The JSON pointer below the details, for example `/mailing_address/city`. */
  pointer: string;
  key: string;
  facts: FieldFacts | undefined;
  schema: z.ZodType;
  /** The labels of the enclosing objects, outermost first. */
  parents: string[];
  /** The fields of the nested object, when the field is one. */
  children: FieldInfo[];
}

/**
 * The schema of a details object as responses show it: each sensitive field replaced by its mask, with the same
 * label and help. Sensitive fields are strings, as masks are, so the shape keeps its type.
 */
export function maskedShape<S extends Record<string, z.ZodType>>(shape: S, masked: z.ZodString): S {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const facts = fieldFacts.get(schema);
      return [key, facts?.sensitive ? field(masked, { ...facts, help: helpOf(facts, schema) }) : schema];
    }),
  ) as S;
}

/** The fields of a details object, with their facts, nested objects included. */
export function fieldsOf(schema: z.ZodObject, base = "", parents: string[] = []): FieldInfo[] {
  return Object.entries(schema.shape as Shape).map(([key, fieldSchema]) => {
    const facts = fieldFacts.get(fieldSchema);
    const pointer = `${base}/${key}`;
    const nested = objectOf(fieldSchema);
    return {
      pointer,
      key,
      facts,
      schema: fieldSchema,
      parents,
      children: nested ? fieldsOf(nested, pointer, [...parents, facts?.label ?? key]) : [],
    };
  });
}

/** The top-level fields stored encrypted and shown masked (sensitive fields are not nested: see the core tests). */
export const sensitiveKeysOf = (schema: z.ZodObject): string[] =>
  fieldsOf(schema)
    .filter((info) => info.facts?.sensitive)
    .map((info) => info.key);

/** A field's name for people, with the objects it is in: "Mailing address: City". */
export const fieldTitle = (info: Pick<FieldInfo, "facts" | "key" | "parents">) =>
  [...info.parents, info.facts?.label ?? info.key].join(": ");

/** A field still needed before submission: where, why, and (while the deciding answer is not given) on what it depends. */
export interface OpenField {
  pointer: string;
  description: string;
  /** Who must act: the end customer, or the integrator for what its platform supplies. */
  awaiting_action_from: "END_CUSTOMER" | "INTEGRATOR";
  /** The request as an end customer may be shown it. */
  message: string;
  /** The field's name for people, with the objects it is in. */
  title: string;
  /** Whether it is stored encrypted and shown masked. */
  sensitive: boolean;
  /** Present while the answer that decides it is missing: the field is required if that answer is `value`. */
  required_when?: { pointer: string; value: string };
}

type Details = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

const matches = (answer: unknown, value: string) => (Array.isArray(answer) ? answer.includes(value) : answer === value);

/**
 * The fields of `schema` still needed before submission in `details`, with pointers below `base`. A required object
 * is reported as its own required fields, given or not (so each pointer names something to fill in); an optional
 * object (a corporation's physical address) is not checked. A field required by a condition is reported with that condition while the
 * deciding field is unanswered, as a plain requirement once the answer requires it, and not at all otherwise.
 */
export function openFields(schema: z.ZodObject, details: Details | undefined, base: string): OpenField[] {
  return openIn(schemaFields(schema), details ?? {}, base);
}

/** The fields of each details schema, listed once: a schema never changes, and every create and edit reads them. */
const listedFields = new WeakMap<z.ZodObject, FieldInfo[]>();
function schemaFields(schema: z.ZodObject): FieldInfo[] {
  let fields = listedFields.get(schema);
  if (!fields) {
    fields = fieldsOf(schema);
    listedFields.set(schema, fields);
  }
  return fields;
}

/** The open fields among `fields` (pointers below the details), each pointer put below `base`. */
function openIn(fields: FieldInfo[], details: Details, base: string): OpenField[] {
  const open: OpenField[] = [];
  for (const info of fields) {
    const rule = info.facts?.required;
    const value = details[info.key];
    let condition: OpenField["required_when"];
    let decidedBy: FieldInfo | undefined;
    if (typeof rule === "object") {
      const answer = details[rule.field];
      if (present(answer) && !matches(answer, rule.value)) {
        continue;
      }
      decidedBy = fields.find((sibling) => sibling.key === rule.field);
      condition = present(answer) ? undefined : { pointer: decidedBy ? base + decidedBy.pointer : rule.field, value: rule.value };
    }
    if (info.children.length > 0 && rule) {
      const inner = openIn(info.children, (value as Details | undefined) ?? {}, base);
      open.push(...inner.map((child) => withCondition(child, condition)));
    } else if (rule && !present(value)) {
      const title = fieldTitle(info);
      const who = {
        awaiting_action_from: info.facts?.providedBy ?? "END_CUSTOMER",
        title,
        sensitive: info.facts?.sensitive ?? false,
      } as const;
      open.push(
        condition && decidedBy
          ? {
              pointer: base + info.pointer,
              description: `${title} is required when ${fieldTitle(decidedBy)} is ${condition.value}.`,
              ...who,
              message: `Please provide: ${title} (if ${fieldTitle(decidedBy)} is ${condition.value}).`,
              required_when: condition,
            }
          : {
              pointer: base + info.pointer,
              description: `${title} is required before submission.`,
              ...who,
              message: `Please provide: ${title}.`,
            },
      );
    }
  }
  return open;
}

/** A requirement inside a conditionally required object depends on the object's condition first. */
const withCondition = (open: OpenField, condition: OpenField["required_when"]): OpenField =>
  condition && !open.required_when ? { ...open, required_when: condition } : open;

/**
 * Every field `schema` can require before submission, for the docs and the hosted form: the open fields of empty
 * details (each conditional one with the answer it depends on), with their names and whether they are sensitive.
 */
export function requiredFieldsOf(
  schema: z.ZodObject,
  base = "",
): {
  pointer: string;
  title: string;
  sensitive: boolean;
  provided_by: "END_CUSTOMER" | "INTEGRATOR";
  required_when?: { pointer: string; value: string };
}[] {
  return openFields(schema, {}, base).map((open) => ({
    pointer: open.pointer,
    title: open.title,
    sensitive: open.sensitive,
    provided_by: open.awaiting_action_from,
    ...(open.required_when ? { required_when: open.required_when } : {}),
  }));
}
