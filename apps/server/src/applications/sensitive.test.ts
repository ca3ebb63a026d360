import { expect, test } from "vitest";
import { maskValue } from "./sensitive.ts";

test("a value is masked to five asterisks and its last four characters, and masking a mask changes nothing", () => {
  expect(maskValue("123-45-6789")).toBe("*****6789");
  expect(maskValue("X123")).toBe("*****X123");
  for (const value of ["123-45-6789", "X123", "AB12345"]) {
    expect(maskValue(maskValue(value))).toBe(maskValue(value));
  }
});
