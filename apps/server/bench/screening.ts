/**
 * The screening engine's quality and speed on the full published lists (OFAC's SDN list and the UN Security Council's
 * consolidated list), in process: recall on names made from listed persons and the rate of ordinary names flagged,
 * across a range of thresholds; the latency of one screening; the lists' loading time and memory.
 *
 * `pnpm --filter @onboarding/server bench:screening -- --screening-lists DIR [--json]`, or `pnpm bench --screening`.
 * DIR (or SCREENING_LISTS_DIR) holds `ofac/sdn.csv`, `ofac/alt.csv`, `ofac/add.csv`, `ofac/sdn_comments.csv` and
 * `un/consolidated.xml`; without it the publishers' current files are downloaded into a folder of the OS's temporary
 * directory, and when that fails the measurement says how to pass a folder and is skipped.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { ListEntry } from "../src/screening/entry.ts";
import { createMatcher, type Matcher } from "../src/screening/matcher.ts";
import { parseOfacCsv } from "../src/screening/ofac-csv.ts";
import { parseUnXml } from "../src/screening/un-xml.ts";
import { buildNegatives, buildPositives, type Positive, VARIANT_KINDS, type VariantKind } from "./screening-labels.ts";

/** Where each file of the lists folder comes from. */
const LIST_FILES: Record<string, string> = {
  "ofac/sdn.csv": "https://www.treasury.gov/ofac/downloads/sdn.csv",
  "ofac/alt.csv": "https://www.treasury.gov/ofac/downloads/alt.csv",
  "ofac/add.csv": "https://www.treasury.gov/ofac/downloads/add.csv",
  "ofac/sdn_comments.csv": "https://www.treasury.gov/ofac/downloads/sdn_comments.csv",
  "un/consolidated.xml": "https://scsanctions.un.org/resources/xml/en/consolidated.xml",
};
const CACHE = join(tmpdir(), "onboarding-screening-lists");
const SEED = 2026;
const NEGATIVES = 2400;
/** The curve: 0.80 … 0.96 by 0.01. */
const THRESHOLDS = Array.from({ length: 17 }, (_, i) => Math.round((0.8 + i * 0.01) * 100) / 100);
const RECALL_GOAL = 0.97;
const FLAGGED_GOAL = 0.01;
/** At most this many matches a screening returns, as a caller would ask for. */
const LIMIT = 10;

export interface CurvePoint {
  threshold: number;
  recall: Record<VariantKind | "all", number>;
  /** The fraction of the unlisted names with any match at or above the threshold. */
  flagged: number;
}

export interface ScreeningFigures {
  entries: { ofac: number; un: number; persons: number };
  /** Reading, parsing and indexing OFAC's SDN set alone; the UN list's parse; both indexed together (ms). */
  loadMs: { sdn: number; un: number; bothIndexed: number };
  /** The heap the loaded lists hold (both, parsed and indexed), after a full collection (MB). */
  heapMb: number;
  positives: Record<VariantKind, number>;
  negatives: number;
  curve: CurvePoint[];
  /** The highest threshold of the curve whose recall meets the goal (the fewest flags), or null. */
  threshold: number | null;
  /** One screening at that threshold (limit 10), ms. */
  latency: { positives: Percentiles; negatives: Percentiles };
  /** Entries a screening scored (the candidate index's yield). */
  candidates: Percentiles;
  misses: Positive[];
  falsePositives: { query: string; matched: string; score: number }[];
}

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

const option = (argv: string[], name: string) => {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
};

/** The lists folder: the one given, else the publishers' files downloaded into the cache; null when they cannot be had. */
export async function listsFolder(given: string | undefined, progress: (line: string) => void): Promise<string | null> {
  if (given !== undefined) {
    return given;
  }
  const missing = Object.keys(LIST_FILES).filter((file) => !existsSync(join(CACHE, file)));
  try {
    for (const file of missing) {
      progress(`screening: downloading ${LIST_FILES[file]}…`);
      const response = await fetch(LIST_FILES[file] as string, { signal: AbortSignal.timeout(120_000) });
      if (!response.ok) {
        throw new Error(`${LIST_FILES[file]} answered ${response.status}`);
      }
      await mkdir(join(CACHE, file, ".."), { recursive: true });
      await writeFile(join(CACHE, file), Buffer.from(await response.arrayBuffer()));
    }
    return CACHE;
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    progress(
      `screening: skipped — the lists could not be downloaded (${reason}). Pass a folder holding ${Object.keys(LIST_FILES).join(", ")}: ` +
        "--screening-lists DIR, or SCREENING_LISTS_DIR=DIR.",
    );
    return null;
  }
}

/** A full garbage collection, so heap figures are what is kept, not what is waiting to be collected. */
const collectGarbage = (() => {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
})();

const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** Reads, parses and indexes both lists, timing each step and measuring the heap they keep. */
async function load(dir: string) {
  const text = (file: string) => readFile(join(dir, file), "utf8");
  const before = heapUsed();
  let started = performance.now();
  const ofac = parseOfacCsv(
    {
      main: await text("ofac/sdn.csv"),
      alt: await text("ofac/alt.csv"),
      add: await text("ofac/add.csv"),
      comments: await text("ofac/sdn_comments.csv"),
    },
    "ofac_sdn",
  ).entries;
  createMatcher(ofac);
  const sdn = performance.now() - started;
  started = performance.now();
  const un = parseUnXml(await text("un/consolidated.xml"), "un").entries;
  const unMs = performance.now() - started;
  started = performance.now();
  const matcher = createMatcher([...ofac, ...un]);
  const bothIndexed = performance.now() - started;
  const heapMb = (heapUsed() - before) / 2 ** 20;
  return { ofac, un, matcher, loadMs: { sdn, un: unMs, bothIndexed }, heapMb };
}

function percentiles(values: number[]): Percentiles {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** The score the expected entry got (0 when not returned). */
function expectedScore(matcher: Matcher, positive: Positive, threshold: number): number {
  const matches = matcher.screen({ name: positive.query, kind: "person" }, { threshold });
  return matches.find((match) => match.source === positive.source && match.entryId === positive.entryId)?.score ?? 0;
}

/** Measures the engine on the lists of `dir`. */
export async function measureScreening(dir: string, progress: (line: string) => void): Promise<ScreeningFigures> {
  progress(`screening: loading the lists of ${dir}…`);
  const { ofac, un, matcher, loadMs, heapMb } = await load(dir);
  const all: ListEntry[] = [...ofac, ...un];
  const positives = buildPositives(all, SEED);
  const negatives = buildNegatives(all, NEGATIVES, SEED);
  progress(`screening: ${positives.length} names of listed persons, ${negatives.length} names of others…`);

  const lowest = THRESHOLDS[0] as number;
  const positiveScores = positives.map((positive) => expectedScore(matcher, positive, lowest));
  const negativeBest = negatives.map((name) => matcher.screen({ name, kind: "person" }, { threshold: lowest, limit: 1 })[0]);
  const curve = THRESHOLDS.map((threshold): CurvePoint => {
    const recallOf = (kind: VariantKind | "all") => {
      const scores = positiveScores.filter((_, at) => kind === "all" || positives[at]?.kind === kind);
      return scores.filter((score) => score >= threshold).length / Math.max(1, scores.length);
    };
    const recall = Object.fromEntries(["all", ...VARIANT_KINDS].map((kind) => [kind, recallOf(kind as VariantKind | "all")]));
    const flagged = negativeBest.filter((match) => (match?.score ?? 0) >= threshold).length / negatives.length;
    return { threshold, recall: recall as CurvePoint["recall"], flagged };
  });
  const chosen = curve.findLast((point) => point.recall.all >= RECALL_GOAL);
  const threshold = chosen?.threshold ?? null;
  const at = threshold ?? lowest;

  // The same names again, timed one call at a time, now that the code is warm.
  const timed = (name: string) => {
    const started = performance.now();
    matcher.screen({ name, kind: "person" }, { threshold: at, limit: LIMIT });
    return { ms: performance.now() - started, candidates: matcher.lastCandidates };
  };
  const positiveTimes = positives.map((positive) => timed(positive.query));
  const negativeTimes = negatives.map(timed);

  return {
    entries: { ofac: ofac.length, un: un.length, persons: all.filter((entry) => entry.kind === "person").length },
    loadMs,
    heapMb,
    positives: Object.fromEntries(VARIANT_KINDS.map((kind) => [kind, positives.filter((p) => p.kind === kind).length])) as Record<
      VariantKind,
      number
    >,
    negatives: negatives.length,
    curve,
    threshold,
    latency: {
      positives: percentiles(positiveTimes.map((time) => time.ms)),
      negatives: percentiles(negativeTimes.map((time) => time.ms)),
    },
    candidates: percentiles([...positiveTimes, ...negativeTimes].map((time) => time.candidates)),
    misses: positives.filter((_, index) => (positiveScores[index] ?? 0) < at),
    falsePositives: negatives.flatMap((query, index) => {
      const match = negativeBest[index];
      return match && match.score >= at ? [{ query, matched: match.matchedName, score: match.score }] : [];
    }),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number) => value.toFixed(2);

/** The figures as Markdown tables, with a few of the misses and false positives at the threshold. */
function print(figures: ScreeningFigures): void {
  const { curve, threshold } = figures;
  console.log(
    `\nScreening: ${figures.entries.ofac} SDN entries + ${figures.entries.un} UN entries (${figures.entries.persons} persons); ` +
      `${Object.values(figures.positives).reduce((a, b) => a + b, 0)} names of listed persons, ${figures.negatives} of others\n`,
  );
  console.log(
    `| threshold | ${VARIANT_KINDS.map((kind) => `${kind} (${figures.positives[kind]})`).join(" | ")} | recall, all | flagged, others |`,
  );
  console.log(`|---:|${VARIANT_KINDS.map(() => "---:|").join("")}---:|---:|`);
  for (const point of curve) {
    const mark = point.threshold === threshold ? "**" : "";
    console.log(
      `| ${mark}${point.threshold.toFixed(2)}${mark} | ${VARIANT_KINDS.map((kind) => percent(point.recall[kind])).join(" | ")} | ${percent(point.recall.all)} | ${percent(point.flagged)} |`,
    );
  }
  const chosen = curve.find((point) => point.threshold === threshold);
  const verdict =
    chosen === undefined
      ? `no threshold of the curve reaches recall ${RECALL_GOAL}`
      : `at ${chosen.threshold.toFixed(2)}: recall ${percent(chosen.recall.all)}, flagged ${percent(chosen.flagged)} ` +
        `(goals: ≥ ${percent(RECALL_GOAL)}, ≤ ${percent(FLAGGED_GOAL)}: ${chosen.flagged <= FLAGGED_GOAL ? "met" : "NOT met"})`;
  console.log(`\n${verdict}\n`);
  console.log("| figure | value |");
  console.log("|---|---:|");
  const { positives, negatives } = figures.latency;
  console.log(
    `| one screening, listed persons' names: p50 / p99 / max ms | ${ms(positives.p50)} / ${ms(positives.p99)} / ${ms(positives.max)} |`,
  );
  console.log(`| one screening, others' names: p50 / p99 / max ms | ${ms(negatives.p50)} / ${ms(negatives.p99)} / ${ms(negatives.max)} |`);
  console.log(
    `| entries scored per screening: p50 / p99 / max | ${figures.candidates.p50} / ${figures.candidates.p99} / ${figures.candidates.max} |`,
  );
  console.log(`| SDN list read, parsed and indexed, ms | ${Math.round(figures.loadMs.sdn)} |`);
  console.log(
    `| UN list read and parsed; both indexed together, ms | ${Math.round(figures.loadMs.un)}; ${Math.round(figures.loadMs.bothIndexed)} |`,
  );
  console.log(`| heap held by both lists, parsed and indexed, MB | ${figures.heapMb.toFixed(1)} |`);
  const examples = (title: string, lines: string[]) => {
    if (lines.length > 0) {
      console.log(`\n${title}:\n${lines.map((line) => `  ${line}`).join("\n")}`);
    }
  };
  examples(
    `Missed at the threshold (${figures.misses.length}), a few per kind`,
    VARIANT_KINDS.flatMap((kind) =>
      figures.misses
        .filter((miss) => miss.kind === kind)
        .slice(0, 4)
        .map((miss) => `${kind}: "${miss.query}" (${miss.source} ${miss.entryId})`),
    ),
  );
  examples(
    `Others flagged at the threshold (${figures.falsePositives.length})`,
    figures.falsePositives.slice(0, 12).map((flag) => `"${flag.query}" → "${flag.matched}" ${flag.score}`),
  );
}

/**
 * The screening measurement with its options (`--screening-lists DIR`, `--json`): the figures printed, or a line
 * saying why there are none.
 */
export async function benchScreening(argv: string[], progress = (line: string) => process.stderr.write(`${line}\n`)): Promise<void> {
  const dir = await listsFolder(option(argv, "--screening-lists") ?? process.env.SCREENING_LISTS_DIR, progress);
  if (dir === null) {
    return;
  }
  const figures = await measureScreening(dir, progress);
  if (argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } else {
    print(figures);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchScreening(process.argv.slice(2));
}
