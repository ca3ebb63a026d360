/**
 * The UN Security Council's consolidated sanctions list, in its XML format: a `CONSOLIDATED_LIST` root dated by its
 * `dateGenerated` attribute, holding `INDIVIDUALS/INDIVIDUAL` and `ENTITIES/ENTITY`.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { countryCode } from "./countries.ts";
import type { ListEntry, ListedName, ParsedList } from "./entry.ts";
import { ListRefused } from "./list-refused.ts";
import { uniqueNames } from "./listed-names.ts";

const ROOT = "CONSOLIDATED_LIST";
const REPEATED = new Set([
  "INDIVIDUAL",
  "ENTITY",
  "INDIVIDUAL_ALIAS",
  "ENTITY_ALIAS",
  "INDIVIDUAL_DATE_OF_BIRTH",
  "INDIVIDUAL_ADDRESS",
  "ENTITY_ADDRESS",
  "NATIONALITY",
  "VALUE",
]);
/** A BETWEEN range of birth years longer than this is taken as its two ends only. */
const MAX_YEAR_RANGE = 10;

type Node = Record<string, unknown>;

/** Parses the UN consolidated list; throws ListRefused for an empty, truncated or malformed file. */
export function parseUnXml(xml: string, source: string): ParsedList {
  if (xml.trim() === "") {
    throw new ListRefused(source, "the file is empty");
  }
  if (!xml.trimEnd().endsWith(`</${ROOT}>`)) {
    throw new ListRefused(source, `the file is truncated: it does not end with </${ROOT}>`);
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new ListRefused(source, `the file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => REPEATED.has(name),
  });
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch (error) {
    throw new ListRefused(source, `the file is malformed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = node(document[ROOT]);
  if (root === null) {
    throw new ListRefused(source, `the file has no ${ROOT} root element`);
  }
  const entries: ListEntry[] = [];
  for (const individual of nodes(node(root.INDIVIDUALS)?.INDIVIDUAL)) {
    entries.push(readIndividual(individual, source));
  }
  for (const entity of nodes(node(root.ENTITIES)?.ENTITY)) {
    entries.push(readEntity(entity, source));
  }
  if (entries.length === 0) {
    throw new ListRefused(source, "the file has no individuals and no entities");
  }
  return { entries, publishedAt: publishedAt(text(root["@_dateGenerated"]), source) };
}

function readIndividual(individual: Node, source: string): ListEntry {
  const id = reference(individual, "individual", source);
  const primary = ["FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME"]
    .map((tag) => text(individual[tag]))
    .filter((part) => part !== "")
    .join(" ");
  if (primary === "") {
    throw new ListRefused(source, `individual ${id} has no name`);
  }
  const names: ListedName[] = [{ name: primary, weak: false }];
  const original = text(individual.NAME_ORIGINAL_SCRIPT);
  if (original !== "") {
    names.push({ name: original, weak: false });
  }
  names.push(...aliases(nodes(individual.INDIVIDUAL_ALIAS)));
  const countries = [
    ...nodes(individual.NATIONALITY).flatMap((nationality) => values(nationality.VALUE)),
    ...nodes(individual.INDIVIDUAL_ADDRESS).map((address) => text(address.COUNTRY)),
  ];
  return {
    source,
    id,
    kind: "person",
    names: uniqueNames(names),
    birthDates: [...new Set(nodes(individual.INDIVIDUAL_DATE_OF_BIRTH).flatMap(birthDates))],
    countries: codes(countries),
    programs: programs(individual),
    pep: false,
  };
}

function readEntity(entity: Node, source: string): ListEntry {
  const id = reference(entity, "entity", source);
  const name = text(entity.FIRST_NAME);
  if (name === "") {
    throw new ListRefused(source, `entity ${id} has no name`);
  }
  return {
    source,
    id,
    kind: "organization",
    names: uniqueNames([{ name, weak: false }, ...aliases(nodes(entity.ENTITY_ALIAS))]),
    birthDates: [],
    countries: codes(nodes(entity.ENTITY_ADDRESS).map((address) => text(address.COUNTRY))),
    programs: programs(entity),
    pep: false,
  };
}

function reference(item: Node, what: string, source: string): string {
  const id = text(item.REFERENCE_NUMBER);
  if (id === "") {
    throw new ListRefused(source, `an ${what} (DATAID ${text(item.DATAID) || "?"}) has no REFERENCE_NUMBER`);
  }
  return id;
}

/** Aliases of "Low" quality are weak; "Good", "a.k.a." and "f.k.a." ones are not. Empty alias elements are skipped. */
function aliases(items: Node[]): ListedName[] {
  return items
    .map((alias) => ({ name: text(alias.ALIAS_NAME), weak: text(alias.QUALITY).toLowerCase() === "low" }))
    .filter((alias) => alias.name !== "");
}

/** EXACT or APPROXIMATELY: the DATE (YYYY-MM-DD) or the YEAR; BETWEEN: each year from FROM_YEAR to TO_YEAR. */
function birthDates(dob: Node): string[] {
  const date = /^(\d{4}(?:-\d{2}(?:-\d{2})?)?)/.exec(text(dob.DATE))?.[1];
  if (date !== undefined) {
    return [date];
  }
  const year = text(dob.YEAR);
  if (/^\d{4}$/.test(year)) {
    return [year];
  }
  const from = text(dob.FROM_YEAR);
  const to = text(dob.TO_YEAR);
  if (/^\d{4}$/.test(from) && /^\d{4}$/.test(to)) {
    const first = Number(from);
    const last = Number(to);
    if (last < first || last - first > MAX_YEAR_RANGE) {
      return [from, to];
    }
    return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
  }
  return [from, to].filter((value) => /^\d{4}$/.test(value));
}

function programs(item: Node): string[] {
  const type = text(item.UN_LIST_TYPE);
  return type === "" ? [] : [type];
}

function publishedAt(value: string, source: string): string | null {
  if (value === "") {
    return null;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new ListRefused(source, `dateGenerated ${JSON.stringify(value)} is not a date`);
  }
  return date.toISOString();
}

function codes(names: string[]): string[] {
  return [...new Set(names.map(countryCode).filter((code) => code !== null))];
}

function node(value: unknown): Node | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Node) : null;
}

function nodes(value: unknown): Node[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map(node).filter((item) => item !== null);
}

/** The text of an element (an element with attributes keeps it under `#text`); "" for an empty or absent one. */
function text(value: unknown): string {
  if (typeof value === "string") {
    return value.trim();
  }
  const item = node(value);
  return item !== null && typeof item["#text"] === "string" ? item["#text"].trim() : "";
}

function values(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(text).filter((item) => item !== "");
}
