/**
 * The name-matching engine of sanctions/PEP screening, after moov-io/watchman (`internal/stringscore`): names are
 * compared token by token with Jaro-Winkler ("best pairs"), so word order, a missing middle name or a typo cost little,
 * and a birth date or a country of the screened party, when given, raises or lowers the score.
 *
 * Only entries sharing a candidate key with the query are scored (see `candidateKeys`), never the whole list.
 */
import jaroWinkler from "jaro-winkler";
import type { EntityKind, ListEntry } from "./entry.ts";
import { normalizeName, phoneticClass } from "./normalize.ts";

export interface ScreeningQuery {
  name: string;
  kind: "person" | "organization";
  /** "YYYY", "YYYY-MM" or "YYYY-MM-DD". */
  birthDate?: string;
  /** ISO 3166-1 alpha-2, either case. */
  country?: string;
}

export interface ScreeningOptions {
  /** The least score (0..1) returned. */
  threshold: number;
  /** At most this many matches, the best first. */
  limit?: number;
}

export interface Match {
  source: string;
  entryId: string;
  /** The entry's primary name. */
  entryName: string;
  /** The listed name (primary or alias) that scored best. */
  matchedName: string;
  /** 0..1, three decimals. */
  score: number;
  /** What the query's details confirm: "birth_date", "country". */
  corroborated: string[];
  /** What the query's details contradict. */
  contradicted: string[];
}

export interface Matcher {
  screen(query: ScreeningQuery, options: ScreeningOptions): Match[];
  /** How many entries the matcher holds. */
  readonly size: number;
  /** How many entries the last `screen` scored (the candidates its keys found), for tests and metrics. */
  readonly lastCandidates: number;
}

// watchman's parameters (`jaro_winkler.go`), with its reasons.
/** A token pair whose shorter token is under 90% of the longer one's length is penalised… */
const LENGTH_DIFFERENCE_CUTOFF = 0.9;
/** …by 30% of the length ratio's shortfall: Jaro-Winkler alone is too kind to "ian" against "ianmckinley". */
const LENGTH_DIFFERENCE_PENALTY_WEIGHT = 0.3;
/** Tokens starting with different phonetic classes ("smith", "jones") keep 90% of their score. */
const DIFFERENT_LETTER_PENALTY = 0.9;
/** The unmatched fraction of the listed name costs 15% of it: "John Doe" matches "John Doe" above "John Bartholomew Doe". */
const UNMATCHED_INDEX_PENALTY_WEIGHT = 0.15;

/** A weak alias (OFAC's "weak a.k.a.", such as a nickname) is a poorer identifier than a strong name. */
const WEAK_ALIAS_FACTOR = 0.9;
/** The same birth date (or year, when one side only has the year) makes a true match more likely. */
const BIRTH_DATE_CORROBORATED = 1.05;
/**
 * Birth years over a year apart (one year apart is a common error of lists) make it less likely, but no more than a
 * tenth: an exact name still reaches a 0.9 threshold, so a person looks at it (a list's date can be wrong, and a
 * customer's can be made up); a name a little off with a contradicting year does not.
 */
const BIRTH_DATE_CONTRADICTED = 0.9;
/** A shared country is weak evidence (many share one); a different one weaker still (people move, hold two). */
const COUNTRY_CORROBORATED = 1.02;
const COUNTRY_CONTRADICTED = 0.95;

/**
 * Particles too common to find candidates by ("al", "bin", "de"…): every third SDN name has one. They still count in
 * the score; a name made only of them is still indexed by them.
 */
const PARTICLES = new Set([
  "al",
  "el",
  "bin",
  "ibn",
  "bint",
  "abu",
  "abd",
  "de",
  "del",
  "da",
  "di",
  "du",
  "la",
  "le",
  "van",
  "von",
  "der",
  "the",
  "of",
  "and",
]);

function scalingFactor(metric: number, weight: number): number {
  return 1 - (1 - metric) * weight;
}

/** watchman's `customJaroWinkler`: Jaro-Winkler less the token-length and different-first-class penalties. */
export function customJaroWinkler(indexed: string, search: string): number {
  let score = jaroWinkler(indexed, search);
  const lengthRatio = Math.min(indexed.length, search.length) / Math.max(indexed.length, search.length);
  if (lengthRatio < LENGTH_DIFFERENCE_CUTOFF) {
    score *= scalingFactor(lengthRatio, LENGTH_DIFFERENCE_PENALTY_WEIGHT);
  }
  if (indexed.length > 0 && search.length > 0 && phoneticClass(indexed) !== phoneticClass(search)) {
    score *= DIFFERENT_LETTER_PENALTY;
  }
  return score;
}

const totalLength = (tokens: string[]) => tokens.reduce((n, t) => n + t.length, 0);

/**
 * How a search token and a listed token compare: Jaro-Winkler with watchman's penalties, when their first letters are
 * of one phonetic class (watchman's phonetic filtering); else not at all (null) — unless `firstLetterSlips`, when
 * tokens agreeing in their second and third letters are compared too ("eufayli" and "rufayli": a slip of the first
 * letter), at the different-letter penalty. Only those: comparing every pair costs ten times as much.
 */
function tokenScore(search: string, indexed: string, firstLetterSlips: boolean): number | null {
  if (search === "" || indexed === "") {
    return null;
  }
  if (phoneticClass(search) === phoneticClass(indexed) || (firstLetterSlips && search.slice(1, 3) === indexed.slice(1, 3))) {
    return customJaroWinkler(indexed, search);
  }
  return null;
}

/**
 * watchman's `BestPairsJaroWinkler`: every query token against every listed token of the same first-letter phonetic
 * class (and, with `firstLetterSlips`, those a slip of the first letter apart), the best pairs taken greedily (each
 * token used once), averaged weighted by length, then scaled down by the fraction of the listed name left unmatched.
 * Order-free, so "Elvis Angus Logan Morey" meets "Logan Morey, Elvis Angus".
 */
export function bestPairsJaroWinkler(searchTokens: string[], indexedTokens: string[], firstLetterSlips = false): number {
  return bestPairs(searchTokens, indexedTokens, (s, i) => tokenScore(searchTokens[s] ?? "", indexedTokens[i] ?? "", firstLetterSlips));
}

/** Scratch space of greedyPairs, grown as needed: a screening pairs thousands of names, none allocates. */
let searchUsed = new Uint8Array(16);
let indexUsed = new Uint8Array(16);

/**
 * bestPairsJaroWinkler with the token scores from `score` (the search token's position, the listed token's); null
 * when a pair is not compared.
 */
function bestPairs(searchTokens: string[], indexedTokens: string[], score: (s: number, i: number) => number | null): number {
  const searchCount = searchTokens.length;
  const scores = new Float64Array(searchCount * indexedTokens.length);
  for (let i = 0; i < indexedTokens.length; i++) {
    for (let s = 0; s < searchCount; s++) {
      scores[i * searchCount + s] = score(s, i) ?? -1;
    }
  }
  return greedyPairs(
    scores,
    {
      ids: Int32Array.from(indexedTokens, (_, i) => i),
      lengths: Int32Array.from(indexedTokens, (token) => token.length),
      length: totalLength(indexedTokens),
    },
    Int32Array.from(searchTokens, (token) => token.length),
    totalLength(searchTokens),
  );
}

/** A listed name's tokens as greedyPairs reads them: their numbers in the scores, their lengths, their total length. */
interface PairedTokens {
  ids: Int32Array;
  lengths: Int32Array;
  length: number;
}

/**
 * The best pairing of the search tokens with a listed name's, the score of search token s with listed token i being
 * `scores[name.ids[i] * searchCount + s]` (-1: not compared): the best pair left is taken each time (the first of
 * equals, in search-then-listed order) — what sorting the pairs and taking them greedily gives, without the sort or an
 * object per pair — averaged weighted by the tokens' lengths, then scaled down by the fraction of the listed name left
 * unmatched.
 */
function greedyPairs(scores: Float64Array, name: PairedTokens, searchLengths: Int32Array, searchLength: number): number {
  const searchCount = searchLengths.length;
  const indexCount = name.ids.length;
  if (searchUsed.length < searchCount) {
    searchUsed = new Uint8Array(searchCount * 2);
  }
  if (indexUsed.length < indexCount) {
    indexUsed = new Uint8Array(indexCount * 2);
  }
  searchUsed.fill(0, 0, searchCount);
  indexUsed.fill(0, 0, indexCount);
  let weighted = 0;
  let matchedIndexLength = 0;
  for (;;) {
    let bestScore = -1;
    let bestS = -1;
    let bestI = -1;
    for (let s = 0; s < searchCount; s++) {
      if (searchUsed[s]) {
        continue;
      }
      for (let i = 0; i < indexCount; i++) {
        const pair = scores[(name.ids[i] as number) * searchCount + s] as number;
        if (pair > bestScore && !indexUsed[i]) {
          bestScore = pair;
          bestS = s;
          bestI = i;
        }
      }
    }
    if (bestS < 0) {
      break;
    }
    const indexed = name.lengths[bestI] as number;
    weighted += bestScore * ((searchLengths[bestS] as number) + indexed);
    searchUsed[bestS] = 1;
    indexUsed[bestI] = 1;
    matchedIndexLength += indexed;
  }
  const denominator = searchLength + matchedIndexLength;
  const average = denominator > 0 ? weighted / denominator : 0;
  const matchedFraction = name.length > 0 ? matchedIndexLength / name.length : 0;
  return average * scalingFactor(matchedFraction, UNMATCHED_INDEX_PENALTY_WEIGHT);
}

/**
 * The keys a token finds candidates by: its first letter's phonetic class and its next two letters ("kim" and "gim"
 * both give "cim", "catherine" and "katherine" "cat"). An exact token always shares its key, so no separate token key
 * is needed; a typo in a name's first three letters is found through its other tokens.
 */
function candidateKeys(tokens: string[]): string[] {
  const useful = tokens.filter((t) => !PARTICLES.has(t));
  return [...new Set((useful.length > 0 ? useful : tokens).map((t) => phoneticClass(t) + t.slice(1, 3)))];
}

/**
 * The candidate keys of a name screened as `kind`: a listed name is only ever scored against a name sharing one of
 * them, so a change to a list can only change the screening of names sharing a key with an entry it changed (what
 * monitoring finds the customers a new list version can affect by).
 */
export const nameKeys = (name: string, kind: ScreeningQuery["kind"]): string[] => candidateKeys(normalizeName(name, kind));

interface IndexedName extends PairedTokens {
  name: string;
  tokens: string[];
  joined: string;
  weak: boolean;
}

interface IndexedEntry {
  entry: ListEntry;
  names: IndexedName[];
}

/** The year of "YYYY", "YYYY-MM" or "YYYY-MM-DD", or null. */
function yearOf(date: string): number | null {
  const match = /^(\d{4})/.exec(date.trim());
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * "corroborated" when a date of the entry agrees with the query's to the precision both have ("1951" meets
 * "1951-06-14"), "contradicted" when every year of the entry is over a year from the query's, else nothing
 * (the same year, another day: a list's date may be a guess).
 */
function compareBirthDates(query: string, entryDates: string[]): "corroborated" | "contradicted" | null {
  const q = query.trim();
  const qYear = yearOf(q);
  if (qYear === null || entryDates.length === 0) {
    return null;
  }
  const dated = entryDates.map((d) => d.trim()).filter((d) => yearOf(d) !== null);
  if (dated.length === 0) {
    return null;
  }
  if (dated.some((d) => d.slice(0, Math.min(d.length, q.length)) === q.slice(0, Math.min(d.length, q.length)))) {
    return "corroborated";
  }
  return dated.every((d) => Math.abs((yearOf(d) ?? qYear) - qYear) > 1) ? "contradicted" : null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Indexes the entries once; each `screen` then scores only the candidates its name's keys find. */
export function createMatcher(entries: ListEntry[]): Matcher {
  // One index per kind a query can have: a person meets persons only, an organisation organisations only; vessels
  // and aircraft are never met by a name query, so they are not indexed.
  const indexes: Record<ScreeningQuery["kind"], Map<string, number[]>> = { person: new Map(), organization: new Map() };
  const indexed: IndexedEntry[] = [];
  // Listed names share most of their tokens ("muhammad", "al", "abdul"…): each distinct one is numbered, and a
  // screening scores each against its own tokens once, kept by that number (stamped with the screening's generation).
  const tokenTexts: string[] = [];
  const tokenIds = new Map<string, number>();
  const tokenId = (token: string) => {
    let id = tokenIds.get(token);
    if (id === undefined) {
      id = tokenTexts.push(token) - 1;
      tokenIds.set(token, id);
    }
    return id;
  };
  for (const entry of entries) {
    if (entry.kind !== "person" && entry.kind !== "organization") {
      continue;
    }
    const kind: EntityKind = entry.kind;
    const names = entry.names
      .map((n): IndexedName => {
        const tokens = normalizeName(n.name, kind);
        return {
          name: n.name,
          tokens,
          ids: Int32Array.from(tokens, tokenId),
          lengths: Int32Array.from(tokens, (token) => token.length),
          length: totalLength(tokens),
          joined: tokens.join(" "),
          weak: n.weak,
        };
      })
      .filter((n) => n.tokens.length > 0);
    if (names.length === 0) {
      continue;
    }
    const position = indexed.push({ entry, names }) - 1;
    const index = indexes[entry.kind];
    for (const key of new Set(names.flatMap((n) => candidateKeys(n.tokens)))) {
      const ids = index.get(key);
      if (ids) {
        ids.push(position);
      } else {
        index.set(key, [position]);
      }
    }
  }

  let lastCandidates = 0;
  const stamps = new Uint32Array(tokenTexts.length);
  let generation = 0;
  let scored = new Float64Array(0);

  function screen(query: ScreeningQuery, options: ScreeningOptions): Match[] {
    const tokens = normalizeName(query.name, query.kind);
    const joined = tokens.join(" ");
    // A slip of a name's first letter ("Eufayli" for "Rufayli") is as common as any other: such pairs are compared
    // too, and the different-letter penalty keeps them below true ones. On the full SDN and UN lists, names with one
    // typo were found 97 % of the time at 0.90 instead of 86 %, with as few unlisted names flagged (docs/performance.md).
    generation++;
    const searchCount = tokens.length;
    if (scored.length < tokenTexts.length * searchCount) {
      scored = new Float64Array(tokenTexts.length * searchCount * 2);
    }
    const searchLengths = Int32Array.from(tokens, (token) => token.length);
    const searchLength = totalLength(tokens);
    /** The best pairing of the query's tokens with a listed name's, each token pair scored once per screening. */
    const scoreName = (name: IndexedName) => {
      for (let i = 0; i < name.ids.length; i++) {
        const id = name.ids[i] as number;
        if (stamps[id] !== generation) {
          stamps[id] = generation;
          const text = tokenTexts[id] as string;
          for (let s = 0; s < searchCount; s++) {
            scored[id * searchCount + s] = tokenScore(tokens[s] ?? "", text, true) ?? -1;
          }
        }
      }
      return greedyPairs(scored, name, searchLengths, searchLength);
    };
    const candidates = new Set<number>();
    const index = indexes[query.kind];
    for (const key of candidateKeys(tokens)) {
      for (const position of index.get(key) ?? []) {
        candidates.add(position);
      }
    }
    lastCandidates = candidates.size;

    const country = query.country?.trim().toLowerCase() || undefined;
    const matches: Match[] = [];
    for (const position of candidates) {
      const candidate = indexed[position];
      if (!candidate) {
        continue;
      }
      const { entry } = candidate;
      let best = 0;
      let bestName = "";
      for (const name of candidate.names) {
        const score = (name.joined === joined ? 1 : scoreName(name)) * (name.weak ? WEAK_ALIAS_FACTOR : 1);
        if (score > best) {
          best = score;
          bestName = name.name;
        }
      }

      const corroborated: string[] = [];
      const contradicted: string[] = [];
      let score = best;
      if (query.birthDate) {
        const verdict = compareBirthDates(query.birthDate, entry.birthDates);
        if (verdict === "corroborated") {
          score *= BIRTH_DATE_CORROBORATED;
          corroborated.push("birth_date");
        } else if (verdict === "contradicted") {
          score *= BIRTH_DATE_CONTRADICTED;
          contradicted.push("birth_date");
        }
      }
      if (country && entry.countries.length > 0) {
        if (entry.countries.includes(country)) {
          score *= COUNTRY_CORROBORATED;
          corroborated.push("country");
        } else {
          score *= COUNTRY_CONTRADICTED;
          contradicted.push("country");
        }
      }
      score = round3(Math.min(1, score));
      if (score >= options.threshold) {
        matches.push({
          source: entry.source,
          entryId: entry.id,
          entryName: entry.names[0]?.name ?? bestName,
          matchedName: bestName,
          score,
          corroborated,
          contradicted,
        });
      }
    }
    matches.sort((a, b) => b.score - a.score || a.entryName.localeCompare(b.entryName));
    return options.limit === undefined ? matches : matches.slice(0, options.limit);
  }

  return {
    screen,
    size: entries.length,
    get lastCandidates() {
      return lastCandidates;
    },
  };
}
