/**
 * The labelled set that measures screening's quality: names that must be found (each made from a listed person, in
 * the ways a customer's name differs from the list's spelling of it) and names of people who are not listed, which
 * must pass. Seeded, so two runs on the same lists screen the same names.
 */
import { allFakers, type Faker } from "@faker-js/faker";
import anyAscii from "any-ascii";
import type { ListEntry } from "../src/screening/entry.ts";
import { normalizeName, reorderPersonName } from "../src/screening/normalize.ts";

/** How a positive differs from the listed name it is made from. */
export const VARIANT_KINDS = ["reordered", "no_diacritics", "typo", "alias", "transliterated"] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

/** A name to screen, and the entry it must find. */
export interface Positive {
  kind: VariantKind;
  query: string;
  source: string;
  entryId: string;
}

/** mulberry32: a small seeded generator, so the labelled set is the same on every run and every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/** Letters of a non-Latin script: such a name is the list's original-script spelling. */
const NON_LATIN = /[^\p{Script=Latin}\P{L}]/u;
/** Marks a Latin transliteration carries beyond ASCII: accents, and the ‘ayn and hamza signs (‘ ’ ʿ ʾ). */
const DIACRITICS = /[\u0300-\u036f‘’ʿʾ]/u;
const LETTER = /[a-z]/i;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** The name in reading order ("LAST, First" → "First LAST"), its runs of whitespace made one space. */
const readingOrder = (name: string) => reorderPersonName(name.replace(/\s+/g, " ").trim());

/** The words rotated by 1 to n-1 places ("Elvis Angus LOGAN MOREY" → "LOGAN MOREY Elvis Angus"); null for one word. */
export function reordered(name: string, random: () => number): string | null {
  const words = readingOrder(name).split(" ");
  if (words.length < 2) {
    return null;
  }
  const by = 1 + Math.floor(random() * (words.length - 1));
  return [...words.slice(by), ...words.slice(0, by)].join(" ");
}

/** Accents and ‘ayn/hamza signs removed ("Sa‘īd" → "Said"), as a form without them is typed; null when it has none. */
export function withoutDiacritics(name: string): string | null {
  const decomposed = name.normalize("NFD");
  return DIACRITICS.test(decomposed) ? decomposed.replace(new RegExp(DIACRITICS, "gu"), "").normalize("NFC") : null;
}

/** One letter, anywhere in the name, replaced by another letter of the same case: the commonest slip of typing. */
export function typo(name: string, random: () => number): string {
  const text = readingOrder(name);
  const positions = [...text].flatMap((char, at) => (LETTER.test(char) ? [at] : []));
  const at = pick(positions, random);
  const chars = [...text];
  const current = (chars[at] ?? "").toLowerCase();
  const others = [...LETTERS].filter((letter) => letter !== current);
  const replacement = pick(others, random);
  chars[at] = chars[at] === current ? replacement : replacement.toUpperCase();
  return chars.join("");
}

/**
 * The name as a system without its script writes it: any-ascii's transliteration, words separated (any-ascii joins
 * the syllables of Chinese and Korean as "JinZhengEn": a person writes them apart).
 */
export function transliterated(name: string): string {
  return anyAscii(name.replace(/\s+/g, " ").trim())
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The positives made from every person of the lists: its primary name reordered and with one typo; a strong name of
 * it with diacritics written without them, a strong Latin alias (weak aliases are nicknames, scored lower by design)
 * and the transliteration of its original-script name, where the entry has one. Entries of other kinds are skipped.
 */
export function buildPositives(entries: ListEntry[], seed: number): Positive[] {
  const random = seededRandom(seed);
  const positives: Positive[] = [];
  for (const entry of entries) {
    const primary = entry.names[0]?.name;
    if (entry.kind !== "person" || primary === undefined || NON_LATIN.test(primary)) {
      continue;
    }
    const add = (kind: VariantKind, query: string | null | undefined) => {
      if (query) {
        positives.push({ kind, query, source: entry.source, entryId: entry.id });
      }
    };
    const strong = entry.names.filter((name) => !name.weak && !NON_LATIN.test(name.name));
    const primaryTokens = normalizeName(primary, "person").join(" ");
    const aliases = strong.filter((name) => normalizeName(name.name, "person").join(" ") !== primaryTokens);
    const original = entry.names.find((name) => NON_LATIN.test(name.name));
    add("reordered", reordered(primary, random));
    add(
      "no_diacritics",
      strong.map((name) => withoutDiacritics(readingOrder(name.name))).find((name) => name !== null),
    );
    add("typo", typo(primary, random));
    add("alias", aliases.length > 0 ? readingOrder(pick(aliases, random).name) : null);
    add("transliterated", original ? transliterated(original.name) : null);
  }
  return positives;
}

/**
 * Faker's locales whose names are varied and ordinary: Western and Eastern Europe, the Americas, Africa, the Middle
 * East, South and East Asia. Arabic, Persian, Russian, Chinese… names come in their own script, as a customer may
 * type them; screening transliterates them. (The monitoring bench's customers are named from them too.)
 */
export const NAME_LOCALES = [
  "en_US",
  "en_GB",
  "de",
  "fr",
  "it",
  "es",
  "es_MX",
  "pt_BR",
  "nl",
  "pl",
  "sv",
  "ro",
  "hu",
  "cs_CZ",
  "el",
  "tr",
  "ru",
  "uk",
  "ar",
  "fa",
  "he",
  "az",
  "en_IN",
  "ne",
  "en_NG",
  "yo_NG",
  "zu_ZA",
  "vi",
  "id_ID",
  "zh_CN",
  "ko",
  "ja",
] as const;

/** A first and last name, a third of them with a middle name (a second first name of the same locale). */
function personName(faker: Faker): string {
  const first = faker.person.firstName();
  const middle = faker.number.int(2) === 0 ? ` ${faker.person.firstName()}` : "";
  return `${first}${middle} ${faker.person.lastName()}`;
}

/** The tokens of a name in order-free form, to tell two spellings of one name apart from two names. */
const tokenSet = (name: string) => normalizeName(name, "person").toSorted().join(" ");

/**
 * `count` names of people from many cultures (Faker, seeded), each once, none of them a listed person's name (any
 * order of its words): every name left must pass screening.
 */
export function buildNegatives(entries: ListEntry[], count: number, seed: number): string[] {
  const listed = new Set(
    entries.filter((entry) => entry.kind === "person").flatMap((entry) => entry.names.map((name) => tokenSet(name.name))),
  );
  const fakers = NAME_LOCALES.map((locale, at) => {
    const faker = allFakers[locale];
    faker.seed(seed + at);
    return faker;
  });
  const names = new Map<string, string>();
  for (let attempt = 0; names.size < count && attempt < count * 10; attempt++) {
    const name = personName(fakers[attempt % fakers.length] as Faker);
    const tokens = tokenSet(name);
    if (tokens !== "" && !listed.has(tokens) && !names.has(tokens)) {
      names.set(tokens, name);
    }
  }
  return [...names.values()];
}
