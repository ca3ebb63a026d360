import { type FieldErrorCode, MAX_FIELD_ERRORS } from "@onboarding/core";
import type { z } from "zod";

/** One invalid part of a request: where (RFC 6901 pointer), what is wrong (a code), and how to read it. */
export interface FieldError {
  pointer: string;
  /** One of core's FIELD_ERROR_CODES, which the hosted page words in its languages. */
  code: FieldErrorCode;
  detail: string;
}

type Issue = z.core.$ZodIssue;

/** RFC 6901 pointer of a path, below `base` ("" for the body, "/query" for the query string). */
export function pointerOf(base: string, path: readonly PropertyKey[]): string {
  return base + path.map((part) => `/${String(part).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

function codeOf(issue: Issue): FieldErrorCode {
  switch (issue.code) {
    case "invalid_type":
      return issue.message.endsWith("received undefined") ? "required" : "invalid_type";
    case "too_big":
      return issue.origin === "string" ? "too_long" : "too_large";
    case "too_small":
      return issue.origin === "string" ? "too_short" : "too_small";
    case "invalid_format":
      return "invalid_format";
    case "invalid_value":
    case "invalid_union":
      return "invalid_value";
    default:
      return "invalid";
  }
}

/** Fields of the API's resources that the service sets: sent in a request, they get a detail saying so. */
const READ_ONLY = new Set([
  "id",
  "status",
  "created_at",
  "updated_at",
  "submitted_at",
  "decided_at",
  "attested_at",
  "review",
  "requirements",
]);

function unknownKeyDetail(key: PropertyKey): string {
  if (READ_ONLY.has(String(key))) {
    return "is a read-only field: the service sets it; omit it";
  }
  if (key === "individuals") {
    return "is read-only here: add people with POST /v1/applications/{application_id}/individuals";
  }
  if (key === "application_type") {
    return "cannot change after create; omit it";
  }
  return "is not a field of this object";
}

/** Zod lists every allowed value of an enum; past a few, the API reference is the better place for them. */
function conciseDetail(issue: Issue): string {
  if (issue.code === "invalid_value" && issue.message.length > 200) {
    return `must be one of the ${issue.values.length} values the API reference lists`;
  }
  return issue.message.length > 500 ? `${issue.message.slice(0, 497)}...` : issue.message;
}

/**
 * Turns Zod issues into field errors with JSON pointers. Unknown keys get one error each, pointing at the key; a
 * union that matched no branch reports the branch that came closest, so the pointer is the actual bad field.
 */
export function fieldErrors(issues: readonly Issue[], base: string, prefix: readonly PropertyKey[] = []): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        errors.push({ pointer: pointerOf(base, [...path, key]), code: "unknown_field", detail: unknownKeyDetail(key) });
      }
    } else if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      errors.push(...fieldErrors(closest, base, path));
    } else {
      const detail = issue.code === "invalid_type" && codeOf(issue) === "required" ? "is required" : conciseDetail(issue);
      errors.push({ pointer: pointerOf(base, path), code: codeOf(issue), detail });
    }
  }
  return errors;
}

/** The field errors a problem lists (the first MAX_FIELD_ERRORS: a body can hold thousands), and how many it leaves out. */
export function listedFieldErrors(errors: readonly FieldError[]): { listed: FieldError[]; omitted: number } {
  return { listed: errors.slice(0, MAX_FIELD_ERRORS), omitted: Math.max(0, errors.length - MAX_FIELD_ERRORS) };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored as it is: no NUL character, no unpaired UTF-16 surrogate (PostgreSQL refuses both). */
export const isStorableText = (text: string) => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/**
 * One field error for every string (or object key) in `value` that cannot be stored, with its pointer below `base`.
 * Every request body goes through it, so it walks with one path and one list instead of copying them at each level.
 */
export function unstorableText(value: unknown, base: string): FieldError[] {
  const errors: FieldError[] = [];
  const path: string[] = [];
  const walk = (item: unknown) => {
    if (typeof item === "string") {
      if (!isStorableText(item)) {
        errors.push({
          pointer: pointerOf(base, path),
          code: "invalid_text",
          detail: "must be valid text: no NUL character and no unpaired surrogate",
        });
      }
      return;
    }
    if (typeof item !== "object" || item === null) {
      return;
    }
    for (const key of Object.keys(item)) {
      if (!isStorableText(key)) {
        errors.push({ pointer: pointerOf(base, path), code: "invalid_text", detail: "has a member name that is not valid text" });
      }
      path.push(key);
      walk((item as Record<string, unknown>)[key]);
      path.pop();
    }
  };
  walk(value);
  return errors;
}
