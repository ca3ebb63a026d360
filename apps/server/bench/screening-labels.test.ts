import { describe, expect, test } from "vitest";
import type { ListEntry } from "../src/screening/entry.ts";
import { buildNegatives, buildPositives, typo, VARIANT_KINDS } from "./screening-labels.ts";

const person = (id: string, names: [string, boolean][]): ListEntry => ({
  source: "un",
  id,
  kind: "person",
  names: names.map(([name, weak]) => ({ name, weak })),
  birthDates: [],
  countries: [],
  programs: [],
  pep: false,
});

const entries: ListEntry[] = [
  person("QDi.018", [
    ["‘ABD AL-MANNAN AGHA", false],
    ["عبد المنان آغا", false],
    ["Abdul Manan Agha", false],
    ["Saify", true],
  ]),
  person("6950", [["UTHMAN, Omar Mahmoud", false]]),
  { ...person("306", [["BANCO NACIONAL DE CUBA", false]]), kind: "organization" },
];

describe("the labelled set", () => {
  test("every variant kind is made from a listed person, each naming its entry, none from an organisation", () => {
    const positives = buildPositives(entries, 1);
    expect(new Set(positives.map((p) => p.kind))).toEqual(new Set(VARIANT_KINDS));
    expect(positives.filter((p) => p.entryId === "306")).toEqual([]);
    const of = (kind: string) => positives.find((p) => p.kind === kind && p.entryId === "QDi.018")?.query;
    expect(of("no_diacritics")).toBe("ABD AL-MANNAN AGHA");
    expect(of("alias")).toBe("Abdul Manan Agha");
    expect(of("transliterated")).toMatch(/^`bd lmnn agh/);
    expect(positives.find((p) => p.kind === "reordered" && p.entryId === "6950")?.query).toMatch(
      /^(Mahmoud UTHMAN Omar|UTHMAN Omar Mahmoud)$/,
    );
  });

  test("a typo changes exactly one letter of the name in reading order", () => {
    for (let seed = 0; seed < 50; seed++) {
      const changed = typo("UTHMAN, Omar Mahmoud", () => (seed * 0.6180339887) % 1);
      const original = "Omar Mahmoud UTHMAN";
      expect(changed).toHaveLength(original.length);
      expect([...changed].filter((char, at) => char !== original[at])).toHaveLength(1);
    }
  });

  test("the same seed gives the same names, and no unlisted name is a listed one", () => {
    expect(buildPositives(entries, 7)).toEqual(buildPositives(entries, 7));
    const negatives = buildNegatives(entries, 300, 7);
    expect(negatives).toEqual(buildNegatives(entries, 300, 7));
    expect(negatives).toHaveLength(300);
    expect(new Set(negatives).size).toBe(300);
    expect(buildNegatives([person("x", [[negatives[0] ?? "", false]])], 300, 7)).not.toContain(negatives[0]);
  });
});
