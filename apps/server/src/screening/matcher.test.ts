import { describe, expect, test } from "vitest";
import type { ListEntry } from "./entry.ts";
import { bestPairsJaroWinkler, createMatcher } from "./matcher.ts";
import { normalizeName } from "./normalize.ts";

const entry = (e: Partial<ListEntry> & Pick<ListEntry, "id" | "kind" | "names">): ListEntry => ({
  source: "ofac_sdn",
  birthDates: [],
  countries: [],
  programs: ["SDGT"],
  pep: false,
  ...e,
});
const strong = (name: string) => ({ name, weak: false });
const weak = (name: string) => ({ name, weak: true });

const listed: ListEntry[] = [
  entry({ id: "7795", kind: "person", names: [strong("LOGAN MOREY, Elvis Angus")], birthDates: ["1972-03-04"], countries: ["gb"] }),
  entry({
    id: "6366",
    kind: "person",
    names: [strong("AL-ZAWAHIRI, Ayman"), strong("AL-DHAWAHRI, Ayman"), weak("Abu Fatima")],
    birthDates: ["1951-06-19"],
    countries: ["eg"],
  }),
  entry({ id: "20326", kind: "person", names: [strong("KIM, Jong Un"), strong("김정은")], birthDates: ["1984-01-08"], countries: ["kp"] }),
  entry({ id: "22790", kind: "person", names: [strong("MADURO MOROS, Nicolás")], birthDates: ["1962-11-23"], countries: ["ve"] }),
  entry({ id: "306", kind: "organization", names: [strong("BANCO NACIONAL DE CUBA"), strong("NATIONAL BANK OF CUBA")], countries: ["cu"] }),
  entry({ id: "15036", kind: "vessel", names: [strong("ALFA")] }),
];

// Ordinary names that share nothing with the listed ones, so the index should leave them out of most screenings.
const surnames = ["BRANDT", "CHEVALIER", "DUBOIS", "FERREIRA", "GONZAGA", "HOLLOWAY", "IVERSEN", "LINDQVIST", "NAKAMURA", "OKAFOR"];
const givens = ["Beatrix", "Clement", "Dorothea", "Fabian", "Greta", "Hugo", "Ingrid", "Lorenzo", "Matilda", "Oskar"];
const filler: ListEntry[] = surnames.flatMap((s, i) =>
  givens.map((g, j) => entry({ source: "peps", id: `f-${i}-${j}`, kind: "person", names: [strong(`${s}, ${g}`)], pep: true })),
);

const matcher = createMatcher([...listed, ...filler]);
const person = (name: string, extra: { birthDate?: string; country?: string } = {}) =>
  matcher.screen({ name, kind: "person", ...extra }, { threshold: 0 });
const top = (name: string, extra: { birthDate?: string; country?: string } = {}) => person(name, extra)[0];

describe("normalizeName", () => {
  test("reorders LAST, First for persons, strips punctuation, diacritics and honorifics", () => {
    expect(normalizeName("LOGAN MOREY, Elvis Angus", "person")).toEqual(["elvis", "angus", "logan", "morey"]);
    expect(normalizeName("Sheikh Ayman al-Ẓawāhirī", "person")).toEqual(["ayman", "al", "zawahiri"]);
    expect(normalizeName("BANK OF CUBA, THE", "organization")).toEqual(["bank", "of", "cuba", "the"]);
  });

  test("transliterates Hangul one syllable a token, and Cyrillic", () => {
    expect(normalizeName("김정은", "person")).toEqual(["gim", "jeong", "eun"]);
    expect(normalizeName("Владимир Путин", "person")).toEqual(["vladimir", "putin"]);
  });

  test("drops company legal forms at either end", () => {
    expect(normalizeName("OOO Romashka LLC", "organization")).toEqual(["romashka"]);
    expect(normalizeName("GRUPO EXAMPLE S.A. DE C.V.", "organization")).toEqual(["grupo", "example"]);
    expect(normalizeName("Acme L.L.C.", "organization")).toEqual(["acme"]);
    expect(normalizeName("LLC", "organization")).toEqual(["llc"]);
  });
});

describe("screen", () => {
  test("the listed name, reordered, without diacritics, with a typo, an alias and in Hangul all score 0.9 or more", () => {
    const cases: [string, string, string][] = [
      ["LOGAN MOREY, Elvis Angus", "7795", "LOGAN MOREY, Elvis Angus"],
      ["Elvis Angus Logan Morey", "7795", "LOGAN MOREY, Elvis Angus"],
      ["Elvis Angus Logn Morey", "7795", "LOGAN MOREY, Elvis Angus"],
      ["Nicolas Maduro Moros", "22790", "MADURO MOROS, Nicolás"],
      ["Ayman al-Dhawahri", "6366", "AL-DHAWAHRI, Ayman"],
      ["Ayman Zawahiri", "6366", "AL-ZAWAHIRI, Ayman"],
      ["김정은", "20326", "김정은"],
      ["Gim Jeong Eun", "20326", "김정은"],
      ["Kim Jong-un", "20326", "KIM, Jong Un"],
    ];
    for (const [name, id, matchedName] of cases) {
      const match = top(name);
      expect(match, name).toMatchObject({ entryId: id, matchedName });
      expect(match?.score, name).toBeGreaterThanOrEqual(0.9);
    }
    expect(top("Elvis Angus Logan Morey")?.score).toBe(1);
    expect(top("Elvis Angus Logn Morey")?.score).toBeLessThan(1);
    expect(top("Kim Jong Un")?.entryName).toBe("KIM, Jong Un");
  });

  test("a weak alias counts for less than a strong name", () => {
    const match = top("Abu Fatima");
    expect(match).toMatchObject({ entryId: "6366", matchedName: "Abu Fatima", entryName: "AL-ZAWAHIRI, Ayman", score: 0.9 });
  });

  test("unrelated ordinary names score under 0.8 and are not returned at 0.85", () => {
    for (const name of ["Jane Doe", "John Smith", "Maria Garcia"]) {
      expect(person(name)[0]?.score ?? 0, name).toBeLessThan(0.8);
      expect(matcher.screen({ name, kind: "person" }, { threshold: 0.85 }), name).toEqual([]);
    }
  });

  test("a person query never meets a vessel or an organisation, and an organisation query never a vessel", () => {
    expect(person("Alfa")).toEqual([]);
    expect(person("Banco Nacional de Cuba").filter((m) => m.entryId === "306")).toEqual([]);
    const banks = matcher.screen({ name: "Banco Nacional de Cuba S.A.", kind: "organization" }, { threshold: 0.5 });
    expect(banks).toEqual([expect.objectContaining({ entryId: "306", score: 1, matchedName: "BANCO NACIONAL DE CUBA" })]);
    expect(matcher.screen({ name: "Alfa", kind: "organization" }, { threshold: 0 })).toEqual([]);
    expect(matcher.screen({ name: "Elvis Angus Logan Morey", kind: "organization" }, { threshold: 0 })).toEqual([]);
  });

  test("a contradicting birth year lowers the score; the same year or date raises it, capped at 1", () => {
    const plain = top("Ayman Zawahiri");
    const older = top("Ayman Zawahiri", { birthDate: "1940" });
    expect(older?.contradicted).toEqual(["birth_date"]);
    expect(older?.score).toBeLessThan(plain?.score ?? 0);
    expect(top("Ayman Zawahiri", { birthDate: "1952-01-01" })).toMatchObject({ score: plain?.score, contradicted: [], corroborated: [] });
    const sameYear = top("Ayman Zawahiri", { birthDate: "1951" });
    expect(sameYear?.corroborated).toEqual(["birth_date"]);
    expect(sameYear?.score).toBeGreaterThan(plain?.score ?? 1);
    expect(top("Elvis Angus Logan Morey", { birthDate: "1972-03-04" })).toMatchObject({ score: 1, corroborated: ["birth_date"] });
  });

  test("a country of the entry corroborates, another contradicts", () => {
    const plain = top("Kim Jong Un")?.score ?? 0;
    expect(top("Kim Jong Un", { country: "KP" })).toMatchObject({ corroborated: ["country"], contradicted: [] });
    const elsewhere = top("Kim Jong Un", { country: "us" });
    expect(elsewhere).toMatchObject({ corroborated: [], contradicted: ["country"] });
    expect(elsewhere?.score).toBeLessThan(plain);
  });

  test("results are sorted best first and limited", () => {
    const all = matcher.screen({ name: "Ingrid Lindqvist", kind: "person" }, { threshold: 0 });
    expect(all[0]).toMatchObject({ entryName: "LINDQVIST, Ingrid", score: 1, source: "peps" });
    expect(all.map((m) => m.score)).toEqual([...all.map((m) => m.score)].sort((a, b) => b - a));
    expect(matcher.screen({ name: "Ingrid Lindqvist", kind: "person" }, { threshold: 0, limit: 2 })).toHaveLength(2);
  });

  test("the candidate index scores far fewer entries than the list holds", () => {
    expect(matcher.size).toBe(listed.length + filler.length);
    // "angus" and "ingrid" share a key ("a" + "ng": vowels are one class), so the Ingrids are candidates too.
    top("Elvis Angus Logan Morey");
    expect(matcher.lastCandidates).toBeGreaterThanOrEqual(1);
    expect(matcher.lastCandidates).toBeLessThan(matcher.size / 5);
    person("Ingrid Lindqvist");
    // Every Ingrid and every Lindqvist (19), and Elvis Angus: 20 of 106.
    expect(matcher.lastCandidates).toBe(20);
    expect(person("Jane Doe")).toEqual([]);
    expect(matcher.lastCandidates).toBe(0);
  });
});

describe("bestPairsJaroWinkler", () => {
  // moov-io/watchman's expected scores (internal/stringscore/jaro_winkler_test.go, TestJaroWinkler): indexed, search.
  const cases: [string, string, number][] = [
    ["jane doe", "jan lahore", 0.439],
    ["jan lahore", "jane doe", 0.549],
    ["john doe", "paul john", 0.624],
    ["elvin", "elvis", 0.92],
    ["nicolas moros maduro", "nicolas maduro", 0.958],
    ["nicolas maduro", "nicolas moros maduro", 0.839],
    ["ian mckinley", "ian", 0.891],
    ["ian mckinley", "tian xiang 7", 0],
    ["nic maduro", "nicolas maduro", 0.872],
    ["john smith", "john smythe", 0.893],
    ["mohamed", "muhammed", 0.849],
    ["sean", "shawn", 0.757],
  ];
  test.each(cases)("%s against %s scores %d", (indexed, search, expected) => {
    expect(Math.abs(bestPairsJaroWinkler(search.split(" "), indexed.split(" ")) - expected)).toBeLessThanOrEqual(0.02);
  });
});
