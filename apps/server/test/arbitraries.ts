import fc from "fast-check";
import { z } from "zod";

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; bag: Record<string, unknown> } })._zod;
const exampleOf = (schema: z.ZodType): unknown => z.globalRegistry.get(schema)?.example;

/** Plain text works for a string schema when random printable strings pass it; else only its example does. */
function stringArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { bag } = defOf(schema);
  const example = exampleOf(schema);
  const text = fc.string({
    unit: "grapheme-ascii",
    minLength: Math.max(1, Number(bag.minimum ?? 1)),
    maxLength: Math.min(Number(bag.maximum ?? 40), 40),
  });
  const samples = fc.sample(text, { numRuns: 30, seed: 7 });
  if (samples.filter((sample) => schema.safeParse(sample).success).length >= 10) {
    return text.filter((sample) => schema.safeParse(sample).success);
  }
  if (example === undefined) {
    throw new Error("a formatted string schema needs an example to generate from");
  }
  return fc.constant(example);
}

/**
 * A fast-check arbitrary of values valid for a Zod 4 schema, derived from the schema itself: objects with their
 * required keys and any subset of optional ones, enums and literals from their values, formatted strings from the
 * schema's own documented example, and every result checked against the schema (refinements included).
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { def } = defOf(schema);
  switch (def.type) {
    case "object": {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const optional = defOf(field).def.type === "optional";
        const inner = optional ? ((field as z.ZodOptional).unwrap() as z.ZodType) : field;
        model[key] =
          exampleOf(field) !== undefined && defOf(inner).def.type === "string" && exampleOf(inner) === undefined
            ? fc.constant(exampleOf(field))
            : arbitraryOf(inner);
        if (!optional) {
          required.push(key);
        }
      }
      return fc.record(model, { requiredKeys: required }).filter((value) => schema.safeParse(value).success);
    }
    case "optional":
      return fc.option(arbitraryOf((schema as z.ZodOptional).unwrap() as z.ZodType), { nil: undefined });
    case "enum":
      return fc.constantFrom(...(schema as z.ZodEnum).options);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "boolean":
      return fc.boolean();
    case "number": {
      const number = schema as z.ZodNumber;
      return fc
        .integer({ min: Math.ceil(number.minValue ?? 0), max: Math.floor(Math.min(number.maxValue ?? 1000, 1000)) })
        .filter((value) => schema.safeParse(value).success);
    }
    case "array": {
      const { bag } = defOf(schema);
      const element = arbitraryOf((schema as z.ZodArray<z.ZodType>).element);
      return fc
        .array(element, { minLength: Number(bag.minimum ?? 0), maxLength: Math.min(Number(bag.maximum ?? 3), 3) })
        .filter((value) => schema.safeParse(value).success);
    }
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case "string":
      return stringArbitrary(schema);
    default:
      throw new Error(`no arbitrary for zod type ${def.type}`);
  }
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path in a JSON value (objects and arrays included), as path segments. */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  }
  if (value && typeof value === "object") {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  }
  return here;
}

/** A copy of `value` with the value at `path` replaced. */
export function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) {
    return replacement;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[head] = replaceAt(copy[head] as Json, rest, replacement);
  return copy as Json;
}

export const pointer = (path: (string | number)[]) => path.map((part) => `/${part}`).join("");
