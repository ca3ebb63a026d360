import { formValueOf } from "./controls.ts";
import type { StepField } from "./steps.ts";

type Json = Record<string, unknown>;

/** Sets `value` at the pointer's segments inside `target`, making the objects on the way. */
function setAt(target: Json, segments: string[], value: unknown): void {
  const [head, ...rest] = segments;
  if (head === undefined) {
    return;
  }
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = (target[head] as Json | undefined) ?? {};
  target[head] = next;
  setAt(next, rest, value);
}

/**
 * The merge patch a step's form makes, below `base` (`/customer_details`, or a person's `/individuals/{id}`): each
 * field the customer filled in, typed as the API takes it. A field left empty is left out, unless the customer emptied
 * an answer on file (`onFile`, the application as the page showed it), which is then removed (null); a sensitive value
 * on file is never shown, so left empty it is kept. The requirements then say what is still missing.
 */
export function patchOf(fields: readonly StepField[], form: Record<string, unknown>, base: string, onFile?: unknown): Json {
  const patch: Json = {};
  for (const field of fields) {
    const value = formValueOf(field.control, form[field.pointer]);
    const emptied = value === undefined && !field.info.facts?.sensitive && onFile !== undefined && valueAt(onFile, field.pointer) != null;
    if (value !== undefined || emptied) {
      setAt(patch, field.pointer.slice(base.length + 1).split("/"), value ?? null);
    }
  }
  return patch;
}

/** The value at a JSON pointer of a resource (the application as the API shows it), if any. */
export function valueAt(resource: unknown, pointer: string): unknown {
  let current: unknown = resource;
  for (const segment of pointer.split("/").slice(1)) {
    if (current === null || typeof current !== "object") {
      return undefined;
    }
    current = Array.isArray(current) ? current.find((item: { id?: unknown }) => item?.id === segment) : (current as Json)[segment];
  }
  return current;
}
