/**
 * Names as screening compares them: lower-case ASCII tokens, after moov-io/watchman's preparation pipeline
 * (`internal/prepare`): "LAST, First" reordered for persons, diacritics stripped, punctuation removed, honorifics
 * dropped for persons and company suffixes for organisations. The list's names and the screened name go through the
 * same steps, so "AL-ZAWAHIRI, Ayman" and "Ayman al Zawahiri" give the same tokens.
 */
import anyAscii from "any-ascii";
import type { EntityKind } from "./entry.ts";

/**
 * "Surname, Given names" as OFAC writes persons (watchman's `surnamePrecedes`): a comma, then letters, marks,
 * apostrophes, hyphens, dots and spaces to the end. "MADURO MOROS, Nicolas" → "Nicolas MADURO MOROS".
 */
const SURNAME_PRECEDES = /,(?:\s+)?([\p{L}\p{M}'’\-.\s]+)$/u;

/** Scripts any-ascii writes without spaces between characters: one character is one syllable there. */
const SYLLABIC = /([\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

/** Arabic harakat (fathatan … sukun), written only for clarity: "مُحَمَّد" is "محمد". */
const ARABIC_VOWEL_SIGNS = /[\u064B-\u0652]/g;

/** Titles and honorifics that say nothing about who a person is (a short list: the common ones of the lists). */
const HONORIFICS = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "dr",
  "prof",
  "sir",
  "sheikh",
  "shaikh",
  "sheik",
  "haji",
  "hajji",
  "mullah",
  "maulana",
  "maulvi",
  "general",
  "gen",
  "colonel",
  "col",
  "major",
  "maj",
  "captain",
  "capt",
]);

/**
 * Legal-form words of organisations, dropped at either end of the name (Russian forms such as "ooo" come first,
 * Western ones last): "BANK ROSSIYA PJSC" and "Bank Rossiya" are one name. Several-word forms are listed as
 * token sequences.
 */
const COMPANY_SUFFIXES: string[][] = [
  "co",
  "corp",
  "corporation",
  "inc",
  "incorporated",
  "llc",
  "ltd",
  "limited",
  "ltda",
  "gmbh",
  "ag",
  "kg",
  "sa",
  "sas",
  "sarl",
  "sl",
  "se",
  "bv",
  "nv",
  "llp",
  "lp",
  "plc",
  "pty",
  "pvt",
  "jsc",
  "ojsc",
  "pjsc",
  "cjsc",
  "ooo",
  "zao",
  "oao",
  "pao",
  "ao",
  "doo",
  "tbk",
  "sa de cv",
  "s de rl",
  "sp z o o",
  "open joint stock company",
  "closed joint stock company",
  "joint stock company",
  "public limited company",
  "limited liability company",
]
  .map((s) => s.split(" "))
  // The longest first, so "sa de cv" goes whole rather than as "sa" then nothing.
  .sort((a, b) => b.length - a.length);

/** The first-letter phonetic classes of watchman's `soundexMap`: tokens are only compared within one class. */
const PHONETIC_CLASSES: Record<string, string> = {};
for (const [cls, letters] of Object.entries({ a: "aeiouy", b: "bfpv", c: "cgjkqsxz", d: "dt", l: "l", m: "mn", r: "r", h: "hw" })) {
  for (const letter of letters) {
    PHONETIC_CLASSES[letter] = cls;
  }
}

/** The phonetic class of a token's first letter ("catherine" and "katherine" share one); a digit is its own class. */
export function phoneticClass(token: string): string {
  const first = token.charAt(0);
  return PHONETIC_CLASSES[first] ?? first;
}

/** "LAST, First" → "First LAST" (persons only: "BANK OF X, THE" is not reordered). */
export function reorderPersonName(name: string): string {
  const match = SURNAME_PRECEDES.exec(name);
  if (!match?.[1]) {
    return name;
  }
  const given = match[1].trim();
  const surname = name.slice(0, match.index).trim();
  return given && surname ? `${given} ${surname}` : name;
}

/** Lower-case ASCII words: diacritics stripped, non-Latin scripts transliterated, `. , -` made spaces, other punctuation dropped. */
function asciiWords(name: string): string[] {
  const stripped = name
    .normalize("NFD")
    // Only a Latin letter's marks: an Arabic letter's (the madda of "آ") or a Cyrillic one's (the breve of "й") are
    // part of the letter, and any-ascii reads the composed letter.
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    // NFKC composes the rest back (Hangul jamo into syllables, which any-ascii knows) and reads presentation forms
    // ("ﺁ") as the letters they draw.
    .normalize("NFKC")
    // Arabic short vowels, shadda and sukun: mostly left out when the name is written, so left out here too.
    .replace(ARABIC_VOWEL_SIGNS, "")
    // any-ascii writes "김정은" as "GimJeongEun": one token per syllable keeps the parts comparable.
    .replace(SYLLABIC, " $1 ");
  return (
    anyAscii(stripped)
      .toLowerCase()
      // Dotted abbreviations are one word: "S.A. de C.V." is "sa de cv", "L.L.C." is "llc" (so legal forms are found).
      .replace(/\b(?:[a-z0-9]\.){2,}/g, (dotted) => `${dotted.replaceAll(".", "")} `)
      .replace(/[.,-]/g, " ")
      .replace(/[^a-z0-9\s]/g, "")
      .split(/\s+/)
      .filter((t) => t !== "")
  );
}

function startsWith(tokens: string[], seq: string[], at: number): boolean {
  return seq.every((s, i) => tokens[at + i] === s);
}

/** Legal forms dropped from both ends, while a word of the name is left. */
function dropCompanySuffixes(tokens: string[]): string[] {
  let out = tokens;
  for (let changed = true; changed; ) {
    changed = false;
    for (const seq of COMPANY_SUFFIXES) {
      if (out.length > seq.length && startsWith(out, seq, out.length - seq.length)) {
        out = out.slice(0, out.length - seq.length);
        changed = true;
      } else if (out.length > seq.length && startsWith(out, seq, 0)) {
        out = out.slice(seq.length);
        changed = true;
      }
    }
  }
  return out;
}

/**
 * A name as screening tokens. Persons are reordered from "LAST, First" and lose honorifics; organisations lose legal
 * forms; vessels and aircraft keep every word. A name of nothing but honorifics or legal forms keeps them.
 */
export function normalizeName(name: string, kind: EntityKind): string[] {
  const tokens = asciiWords(kind === "person" ? reorderPersonName(name.trim()) : name);
  if (kind === "person") {
    const kept = tokens.filter((t) => !HONORIFICS.has(t));
    return kept.length > 0 ? kept : tokens;
  }
  if (kind === "organization") {
    return dropCompanySuffixes(tokens);
  }
  return tokens;
}
