import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { ListSource } from "../platform/list-sources.ts";
import type { ParsedList } from "./entry.ts";
import { parseFtmJsonLines } from "./ftm-json.ts";
import { ListRefused } from "./list-refused.ts";
import { parseOfacCsv } from "./ofac-csv.ts";
import { parseUnXml } from "./un-xml.ts";

/** How long one file may take to download. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** What a source's location holds: its files by name, as read. */
type Files = Map<string, string>;

const isUrl = (location: string) => /^https?:\/\//.test(location);

/** One file of a location; undefined when it is not there (a 404, a missing file), so optional files may be left out. */
async function readOne(location: string): Promise<string | undefined> {
  if (isUrl(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (response.status === 404) {
      return undefined;
    }
    if (!response.ok) {
      throw new Error(`${location} answered ${response.status}`);
    }
    return response.text();
  }
  try {
    return await readFile(location, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return undefined;
    }
    throw error;
  }
}

/** OFAC's two sets of file names: the SDN list's, and the Consolidated (non-SDN) list's. */
const OFAC_SETS = [
  { main: "sdn.csv", alt: "alt.csv", add: "add.csv", comments: "sdn_comments.csv" },
  { main: "cons_prim.csv", alt: "cons_alt.csv", add: "cons_add.csv", comments: "cons_comments.csv" },
] as const;

const inFolder = (location: string, name: string) => (isUrl(location) ? new URL(name, location).href : join(location, name));

/** Reads a source's files: the one file, or OFAC's set from a folder (its main file required, the others optional). */
async function readFiles(source: ListSource): Promise<Files> {
  const files: Files = new Map();
  if (source.format !== "ofac-csv") {
    const text = await readOne(source.location);
    if (text === undefined) {
      throw new Error(`${source.location} is not there`);
    }
    files.set(source.location, text);
    return files;
  }
  const folder = isUrl(source.location) || (await stat(source.location)).isDirectory();
  if (!folder) {
    throw new Error(`${source.location}: an OFAC source is the folder of its CSV files (sdn.csv, alt.csv, add.csv, sdn_comments.csv)`);
  }
  for (const set of OFAC_SETS) {
    const main = await readOne(inFolder(source.location, set.main));
    if (main === undefined) {
      continue;
    }
    files.set("main", main);
    for (const part of ["alt", "add", "comments"] as const) {
      const text = await readOne(inFolder(source.location, set[part]));
      if (text !== undefined) {
        files.set(part, text);
      }
    }
    return files;
  }
  throw new Error(`${source.location} holds neither sdn.csv nor cons_prim.csv`);
}

/** The SHA-256 of what was read: of each file's name and bytes, in a fixed order. */
function digestOf(files: Files): string {
  const hash = createHash("sha256");
  for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\n`).update(text);
  }
  return hash.digest("hex");
}

function parse(source: ListSource, files: Files): ParsedList {
  const text = (name: string) => files.get(name);
  switch (source.format) {
    case "ofac-csv":
      return parseOfacCsv(
        {
          main: text("main") ?? "",
          ...(files.has("alt") ? { alt: text("alt") } : {}),
          ...(files.has("add") ? { add: text("add") } : {}),
          ...(files.has("comments") ? { comments: text("comments") } : {}),
        },
        source.name,
      );
    case "un-xml":
      return parseUnXml(text(source.location) ?? "", source.name);
    case "opensanctions-ftm":
      return parseFtmJsonLines(text(source.location) ?? "", source.name);
  }
}

/** A source's files, read; what cannot be read (missing, unreachable) is refused as a whole, as a bad file is. */
export async function fetchList(source: ListSource): Promise<{ sha256: string; read: () => ParsedList }> {
  let files: Files;
  try {
    files = await readFiles(source);
  } catch (error) {
    throw new ListRefused(source.name, `cannot be read: ${(error as Error).message}`);
  }
  return { sha256: digestOf(files), read: () => parse(source, files) };
}
