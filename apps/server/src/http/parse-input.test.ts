import fc from "fast-check";
import { expect, test } from "vitest";
import { blankAsAbsent } from "./parse-input.ts";

// The rule written plainly, copying everything: "" members left out (null in a merge patch), arrays' object items too.
function reference(value: unknown, mergePatch: boolean): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === "object" && item !== null && !Array.isArray(item) ? reference(item, false) : item));
  }
  if (typeof value !== "object" || value === null) {
    return value;
  }
  const members: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== "" || mergePatch) {
      Object.defineProperty(members, key, {
        value: item === "" ? null : reference(item, mergePatch),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return members;
}

const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, fc.constantFrom("", "x", 0, null, true), tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.constantFrom("a", "b", "c", "__proto__", "0", ""), tie("value"), { maxKeys: 5 }),
})).value;

test('a body reads "" members as absent (null in a merge patch) exactly as the plain rule does, members in their order', () => {
  fc.assert(
    fc.property(json, fc.boolean(), (value, mergePatch) => {
      const body = JSON.parse(JSON.stringify(value)) as unknown;
      const read = blankAsAbsent(body, mergePatch);
      expect(JSON.stringify(read)).toBe(JSON.stringify(reference(body, mergePatch)));
      expect(Object.getPrototypeOf(read ?? {})).toBe(Object.getPrototypeOf(body ?? {}));
    }),
  );
});

test('a body without "" members is used as it is, not copied; one with them is copied, the body received left unchanged', () => {
  const body = { a: { b: ["", { c: 1 }] }, d: "x" };
  expect(blankAsAbsent(body, false)).toBe(body);
  const blank = JSON.parse('{"a":{"b":[{"c":""}],"e":{"f":1}},"d":""}') as { a: { e: unknown } };
  const read = blankAsAbsent(blank, false) as { a: { e: unknown } };
  expect(read).toEqual({ a: { b: [{}], e: { f: 1 } } });
  expect(read.a.e).toBe(blank.a.e);
  expect(blank).toEqual({ a: { b: [{ c: "" }], e: { f: 1 } }, d: "" });
});
