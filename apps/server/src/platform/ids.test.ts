import { decodeTime, isValid } from "ulid";
import { describe, expect, test } from "vitest";
import { newId, ulid } from "./ids.ts";

describe("identifiers", () => {
  test("are valid ULIDs carrying their time, as the ulid package reads them", () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0, 123);
    const id = ulid(now);
    expect(isValid(id)).toBe(true);
    expect(decodeTime(id)).toBe(now);
    expect(newId("app", now)).toMatch(/^app_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  test("are unique and strictly increasing, within one millisecond and across many", () => {
    const ids: string[] = [];
    const start = Date.UTC(2026, 10, 22);
    for (let n = 0; n < 20_000; n++) {
      ids.push(ulid(start + Math.floor(n / 1000)));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
