/**
 * OFAC's sanctions lists in their CSV set: the SDN list (`sdn.csv`, `alt.csv`, `add.csv`, `sdn_comments.csv`) or the
 * Consolidated (non-SDN) list (`cons_prim.csv`, `cons_alt.csv`, `cons_add.csv`, `cons_comments.csv`), same columns.
 * The files have no header, CRLF line endings, `-0-` for a null field, and end with a line holding only `\x1A`.
 */
import { parse } from "csv-parse/sync";
import { countryCode } from "./countries.ts";
import type { EntityKind, ListEntry, ListedName, ParsedList } from "./entry.ts";
import { ListRefused } from "./list-refused.ts";
import { uniqueNames } from "./listed-names.ts";

export interface OfacFiles {
  /** `sdn.csv` or `cons_prim.csv`: ent_num, name, type, programs, title, call sign, vessel fields, remarks. */
  main: string;
  /** `alt.csv` or `cons_alt.csv`: ent_num, alt_num, alt_type, alt_name, alt_remarks. */
  alt?: string;
  /** `add.csv` or `cons_add.csv`: ent_num, add_num, address, city/state/postal, country, add_remarks. */
  add?: string;
  /** `sdn_comments.csv` or `cons_comments.csv`: ent_num, the remarks that did not fit in the main file. */
  comments?: string;
}

const END_OF_FILE = "\x1A";
const MONTHS: Record<string, string> = {
  jan: "01",
  feb: "02",
  mar: "03",
  apr: "04",
  may: "05",
  jun: "06",
  jul: "07",
  aug: "08",
  sep: "09",
  oct: "10",
  nov: "11",
  dec: "12",
};
/** A "DOB 1960 to 1962" range longer than this is taken as its two ends only. */
const MAX_YEAR_RANGE = 10;

/** Parses OFAC's CSV set into entries; throws ListRefused for an empty, truncated or malformed set. */
export function parseOfacCsv(files: OfacFiles, source: string): ParsedList {
  const main = rows(files.main, "main file", 12, source);
  const byId = new Map<string, Draft>();
  for (const row of main) {
    const id = field(row, 0);
    const name = field(row, 1);
    const type = field(row, 2);
    const programs = field(row, 3);
    const remarks = field(row, 11);
    if (id === null || !/^\d+$/.test(id)) {
      throw new ListRefused(source, `main file: a record has no ent_num (${JSON.stringify(row[0])})`);
    }
    if (name === null) {
      throw new ListRefused(source, `main file: entry ${id} has no name`);
    }
    if (byId.has(id)) {
      throw new ListRefused(source, `main file: ent_num ${id} appears twice`);
    }
    byId.set(id, {
      id,
      kind: kindOf(type, id, source),
      names: [{ name, weak: false }],
      programs: programs === null ? [] : splitPrograms(programs),
      remarks: remarks ?? "",
      countries: [],
    });
  }
  if (byId.size === 0) {
    throw new ListRefused(source, "main file has no entries");
  }
  const draftOf = (id: string | null, file: string): Draft => {
    const draft = id === null ? undefined : byId.get(id);
    if (draft === undefined) {
      throw new ListRefused(source, `${file}: a row refers to ent_num ${JSON.stringify(id)}, which the main file does not hold`);
    }
    return draft;
  };
  if (files.comments !== undefined) {
    for (const row of rows(files.comments, "comments file", 2, source)) {
      const draft = draftOf(field(row, 0), "comments file");
      // The comments file continues the remarks where the main file cut them, mid-word at times: no separator.
      draft.remarks += field(row, 1) ?? "";
    }
  }
  if (files.alt !== undefined) {
    for (const row of rows(files.alt, "alt file", 5, source)) {
      const name = field(row, 3);
      const draft = draftOf(field(row, 0), "alt file");
      if (name !== null) {
        draft.names.push({ name, weak: false });
      }
    }
  }
  if (files.add !== undefined) {
    for (const row of rows(files.add, "address file", 6, source)) {
      const country = field(row, 4);
      const draft = draftOf(field(row, 0), "address file");
      const code = country === null ? null : countryCode(country);
      if (code !== null) {
        draft.countries.push(code);
      }
    }
  }
  const entries: ListEntry[] = [];
  for (const draft of byId.values()) {
    const fromRemarks = readRemarks(draft.remarks);
    entries.push({
      source,
      id: draft.id,
      kind: draft.kind,
      names: uniqueNames([...draft.names, ...fromRemarks.weakNames.map((name) => ({ name, weak: true }))]),
      birthDates: [...new Set(fromRemarks.birthDates)],
      countries: [...new Set([...fromRemarks.countries, ...draft.countries])],
      programs: draft.programs,
      pep: false,
    });
  }
  return { entries, publishedAt: null };
}

interface Draft {
  id: string;
  kind: EntityKind;
  names: ListedName[];
  programs: string[];
  remarks: string;
  countries: string[];
}

/**
 * The records of one file of the set, each with the columns it must have. A complete file ends with the `\x1A` line;
 * one without it (some copies drop it) must at least end with a line break after a whole record.
 */
function rows(text: string, file: string, columns: number, source: string): string[][] {
  const body = text.replace(/^\uFEFF/, "").trimEnd();
  if (body === "" || body === END_OF_FILE) {
    throw new ListRefused(source, `${file} is empty`);
  }
  const ended = body.endsWith(END_OF_FILE);
  if (!ended && !/\n\s*$/.test(text)) {
    throw new ListRefused(source, `${file} is truncated: it ends mid-line, without OFAC's end-of-file line`);
  }
  let records: string[][];
  try {
    records = parse(ended ? body.slice(0, -1) : body, {
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ListRefused(source, `${file} is malformed${ended ? "" : " or truncated"}: ${why}`);
  }
  for (const [index, record] of records.entries()) {
    if (record.length !== columns) {
      const last = index === records.length - 1;
      throw new ListRefused(
        source,
        last && record.length < columns
          ? `${file} is truncated: its last record has ${record.length} of ${columns} columns`
          : `${file} is malformed: record ${index + 1} has ${record.length} columns, not ${columns}`,
      );
    }
  }
  if (records.length === 0) {
    throw new ListRefused(source, `${file} has no records`);
  }
  return records;
}

/** A field of a record; OFAC's `-0-` (often `-0- `) is a null field. */
function field(row: string[], column: number): string | null {
  const trimmed = row[column]?.trim() ?? "";
  return trimmed === "" || trimmed === "-0-" ? null : trimmed;
}

function kindOf(type: string | null, id: string, source: string): EntityKind {
  switch (type?.toLowerCase() ?? null) {
    case null:
      return "organization";
    case "individual":
      return "person";
    case "vessel":
      return "vessel";
    case "aircraft":
      return "aircraft";
    default:
      throw new ListRefused(source, `main file: entry ${id} has an unknown SDN_Type ${JSON.stringify(type)}`);
  }
}

/** `SDGT] [SYRIA` → ["SDGT", "SYRIA"]. */
function splitPrograms(field: string): string[] {
  return field
    .split("]")
    .map((part) => part.replace("[", "").trim())
    .filter((part) => part !== "");
}

/** What the remarks say about dates of birth, nationality and citizenship, and the weak aliases in single quotes. */
function readRemarks(remarks: string): { birthDates: string[]; countries: string[]; weakNames: string[] } {
  const birthDates: string[] = [];
  const countries: string[] = [];
  const weakNames: string[] = [];
  for (const raw of remarks.split(";")) {
    const part = raw.trim().replace(/^alt\.\s+/, "");
    const dob = /^DOB\s+(.+?)\.?$/.exec(part);
    if (dob?.[1] !== undefined) {
      birthDates.push(...dates(dob[1]));
      continue;
    }
    const nationality = /^(?:nationality|citizen)\s+(.+?)\.?$/.exec(part);
    if (nationality?.[1] !== undefined) {
      const code = countryCode(nationality[1]);
      if (code !== null) {
        countries.push(code);
      }
      continue;
    }
    const alias = /^[afn]\.k\.a\.,?\s+'(.+)'\.?$/.exec(part);
    if (alias?.[1] !== undefined && alias[1].trim() !== "") {
      weakNames.push(alias[1].trim());
    }
  }
  return { birthDates, countries, weakNames };
}

/** "28 Jul 1963" → 1963-07-28; "Jul 1963" → 1963-07; "1963" or "circa 1963" → 1963; "1960 to 1962" → each year. */
function dates(text: string): string[] {
  const value = text.replace(/^circa\s+/i, "").trim();
  const range = /^(?:.*\s)?(\d{4})\s+to\s+(?:.*\s)?(\d{4})$/.exec(value);
  if (range?.[1] !== undefined && range[2] !== undefined) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    if (to < from || to - from > MAX_YEAR_RANGE) {
      return [range[1], range[2]];
    }
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  const full = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})$/.exec(value);
  const fullMonth = full?.[2] === undefined ? undefined : MONTHS[full[2].toLowerCase()];
  if (full?.[1] !== undefined && full[3] !== undefined && fullMonth !== undefined) {
    return [`${full[3]}-${fullMonth}-${full[1].padStart(2, "0")}`];
  }
  const monthYear = /^([A-Za-z]{3})[a-z]*\s+(\d{4})$/.exec(value);
  const month = monthYear?.[1] === undefined ? undefined : MONTHS[monthYear[1].toLowerCase()];
  if (monthYear?.[2] !== undefined && month !== undefined) {
    return [`${monthYear[2]}-${month}`];
  }
  const year = /^(\d{4})$/.exec(value);
  return year?.[1] === undefined ? [] : [year[1]];
}
