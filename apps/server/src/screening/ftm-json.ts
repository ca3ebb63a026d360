/**
 * OpenSanctions' FollowTheMoney entity export: one JSON object a line, `{"id", "schema", "properties": {…}}`, each
 * property a list of strings. Only the schemata of things that can be listed (people, organisations, vessels,
 * aircraft) become entries; the rest (positions, occupancies, addresses, relations…) are skipped.
 */
import type { EntityKind, ListEntry, ListedName, ParsedList } from "./entry.ts";
import { ListRefused } from "./list-refused.ts";
import { uniqueNames } from "./listed-names.ts";

const KINDS: Record<string, EntityKind> = {
  Person: "person",
  Organization: "organization",
  Company: "organization",
  LegalEntity: "organization",
  PublicBody: "organization",
  Vessel: "vessel",
  Airplane: "aircraft",
};
const PEP_TOPIC = "role.pep";

/** Parses a FollowTheMoney JSON-lines export; throws ListRefused for an empty, truncated or malformed file. */
export function parseFtmJsonLines(text: string, source: string): ParsedList {
  if (text.trim() === "") {
    throw new ListRefused(source, "the file is empty");
  }
  const lines = text.split("\n");
  const last = lines.findLastIndex((line) => line.trim() !== "");
  const entries: ListEntry[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") {
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ListRefused(
        source,
        index === last ? `the file is truncated: its last line is not complete JSON` : `line ${index + 1} is not JSON`,
      );
    }
    const entry = readEntity(value, index + 1, source);
    if (entry !== null) {
      entries.push(entry);
    }
  }
  if (entries.length === 0) {
    throw new ListRefused(source, "the file has no people, organisations, vessels or aircraft");
  }
  return { entries, publishedAt: null };
}

function readEntity(value: unknown, line: number, source: string): ListEntry | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ListRefused(source, `line ${line} is not a FollowTheMoney entity (not an object)`);
  }
  const entity = value as { id?: unknown; schema?: unknown; properties?: unknown };
  if (typeof entity.id !== "string" || entity.id === "" || typeof entity.schema !== "string") {
    throw new ListRefused(source, `line ${line} is not a FollowTheMoney entity (no id or schema)`);
  }
  const kind = Object.hasOwn(KINDS, entity.schema) ? KINDS[entity.schema] : undefined;
  if (kind === undefined) {
    return null;
  }
  const properties = entity.properties;
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) {
    throw new ListRefused(source, `entity ${entity.id} (line ${line}) has no properties`);
  }
  const property = (name: string): string[] => {
    const values = (properties as Record<string, unknown>)[name];
    if (values === undefined) {
      return [];
    }
    if (!Array.isArray(values) || values.some((item) => typeof item !== "string")) {
      throw new ListRefused(source, `entity ${entity.id} (line ${line}): property ${name} is not a list of strings`);
    }
    return (values as string[]).map((item) => item.trim()).filter((item) => item !== "");
  };
  const strong = [...property("name"), ...property("alias"), ...property("previousName")];
  if (strong.length === 0) {
    throw new ListRefused(source, `entity ${entity.id} (line ${line}) has no name`);
  }
  const names: ListedName[] = [
    ...strong.map((name) => ({ name, weak: false })),
    ...property("weakAlias").map((name) => ({ name, weak: true })),
  ];
  const dates = kind === "person" ? property("birthDate") : [...property("incorporationDate"), ...property("buildDate")];
  const topics = property("topics");
  return {
    source,
    id: entity.id,
    kind,
    names: uniqueNames(names),
    birthDates: [...new Set(dates.map((date) => date.slice(0, 10)))],
    countries: [
      ...new Set(
        [...property("nationality"), ...property("citizenship"), ...property("country"), ...property("jurisdiction")].map((code) =>
          code.toLowerCase(),
        ),
      ),
    ],
    programs: property("programId"),
    pep: topics.some((topic) => topic === PEP_TOPIC || topic.startsWith(`${PEP_TOPIC}.`)),
  };
}
