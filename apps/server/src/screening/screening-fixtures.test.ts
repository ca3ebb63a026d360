import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseFtmJsonLines } from "./ftm-json.ts";
import { createMatcher } from "./matcher.ts";
import { parseOfacCsv } from "./ofac-csv.ts";
import { parseUnXml } from "./un-xml.ts";

const FIXTURES = new URL("../../sample-lists/", import.meta.url);
const fixture = (path: string) => readFileSync(new URL(path, FIXTURES), "utf8");

/** The committed lists, in their publishers' formats, parsed and indexed as screening will load them. */
const entries = [
  ...parseOfacCsv(
    {
      main: fixture("ofac/sdn.csv"),
      alt: fixture("ofac/alt.csv"),
      add: fixture("ofac/add.csv"),
      comments: fixture("ofac/sdn_comments.csv"),
    },
    "ofac_sdn",
  ).entries,
  ...parseUnXml(fixture("un/consolidated.xml"), "un").entries,
  ...parseFtmJsonLines(fixture("peps.ftm.json"), "peps").entries,
];
const matcher = createMatcher(entries);
const screen = (name: string, kind: "person" | "organization" = "person", extra: { birthDate?: string; country?: string } = {}) =>
  matcher.screen({ name, kind, ...extra }, { threshold: 0.85 });

describe("screening the committed lists (OFAC, UN, PEPs), parsed from their publishers' formats", () => {
  test("an SDN person is found exactly, reordered, without its diacritics and with a typo, naming the entry", () => {
    for (const name of ["UTHMAN, Omar Mahmoud", "Omar Mahmoud Uthman", "Ómar Mahmoud Uthmán", "Omar Mahmoud Uthmn"]) {
      const [best] = screen(name);
      expect(best, name).toMatchObject({ source: "ofac_sdn", entryId: "6950", entryName: "UTHMAN, Omar Mahmoud" });
      expect(best?.score, name).toBeGreaterThanOrEqual(0.9);
    }
  });

  test("a contradicting year of birth scores lower than an agreeing one", () => {
    const agreeing = screen("Omar Mahmoud Uthman", "person", { birthDate: "1960-12-30" })[0];
    const contradicting = matcher.screen({ name: "Omar Mahmoud Uthman", kind: "person", birthDate: "1985-01-01" }, { threshold: 0 })[0];
    expect(agreeing?.corroborated).toContain("birth_date");
    expect(contradicting?.contradicted).toContain("birth_date");
    expect(contradicting?.score ?? 1).toBeLessThan(agreeing?.score ?? 0);
  });

  test("a listed organisation is found by an organisation's name, and never by a person's", () => {
    expect(screen("Banco Nacional de Cuba", "organization")[0]).toMatchObject({ source: "ofac_sdn", entryId: "306" });
    expect(screen("Banco Nacional de Cuba", "person")).toEqual([]);
  });

  test("a PEP of the OpenSanctions export is found, also by the Cyrillic spelling of its alias", () => {
    expect(screen("Vladimir Putin")[0]).toMatchObject({ source: "peps", entryId: "Q7747" });
    expect(screen("Владимир Путин")[0]).toMatchObject({ source: "peps", entryId: "Q7747" });
  });

  test("names that share a word with listed ones are scored against them, and pass", () => {
    for (const name of ["Omar Sharif", "Ahmed Hassan", "Vladimir Nabokov", "Mustafa Kemal", "Eric Clapton", "Ali Khan"]) {
      expect(screen(name), name).toEqual([]);
      // Not an empty candidate set: the listed names sharing a word were scored, and scored low.
      expect(matcher.lastCandidates, name).toBeGreaterThan(0);
    }
  });

  test("ordinary names pass", () => {
    for (const name of ["Jane Doe", "John Smith", "Maria Garcia Lopez", "Wei Zhang", "Olusegun Adeyemi"]) {
      expect(screen(name), name).toEqual([]);
    }
  });
});
