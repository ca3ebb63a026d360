import { z } from "zod";
import { orNull } from "./formats.ts";

type Shape = Record<string, z.ZodType>;

/** The merge-patch (RFC 7396) form of one field: may be omitted (unchanged) or null (removed). */
type PatchField<T extends z.ZodType> =
  T extends z.ZodOptional<infer Inner extends z.ZodType> ? PatchField<Inner> : z.ZodOptional<z.ZodUnion<[T, z.ZodNull]>>;
type PatchShape<S extends Shape> = { [K in keyof S]: PatchField<S[K]> };

/**
 * The JSON merge patch (RFC 7396) schema of a strict object: every field optional, and null to remove it.
 * Nested objects are merged, so a patch of `mailing_address: { city }` keeps the other address fields; the
 * nested object's own schema still rejects unknown keys and malformed values.
 */
export function mergePatchOf<S extends Shape>(shape: S): z.ZodObject<PatchShape<S>, z.core.$strict> {
  const patched: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const inner = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
    const value = inner instanceof z.ZodObject ? nestedPatch(inner) : inner;
    patched[key] = orNull(value).optional();
  }
  return z.strictObject(patched) as unknown as z.ZodObject<PatchShape<S>, z.core.$strict>;
}

const nestedPatches = new WeakMap<z.ZodObject, z.ZodType>();

function nestedPatch(schema: z.ZodObject): z.ZodType {
  const known = nestedPatches.get(schema);
  if (known) {
    return known;
  }
  const meta = z.globalRegistry.get(schema);
  const patch = mergePatchOf(schema.shape as Shape);
  const named = typeof meta?.id === "string" ? patch.meta({ id: `${meta.id}Patch`, description: `Merge patch of ${meta.id}.` }) : patch;
  nestedPatches.set(schema, named);
  return named;
}
