type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/** RFC 7396: objects merge, null removes, anything else replaces. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) {
    return patch;
  }
  const result: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN.has(key)) {
      continue;
    }
    if (value === null) {
      delete result[key];
    } else {
      result[key] = applyMergePatch(result[key], value);
    }
  }
  return result;
}

/** JSON pointers of every value a patch sets or removes. */
export function touchedPointers(patch: unknown, base = ""): string[] {
  if (!isObject(patch)) {
    return [base];
  }
  return Object.entries(patch).flatMap(([key, value]) => (isObject(value) ? touchedPointers(value, `${base}/${key}`) : [`${base}/${key}`]));
}

/** A requested change is answered when the patch touched that field, something inside it, or a field containing it. */
export const answered = (requested: string, touched: readonly string[]) =>
  touched.some((pointer) => pointer === requested || pointer.startsWith(`${requested}/`) || requested.startsWith(`${pointer}/`));
