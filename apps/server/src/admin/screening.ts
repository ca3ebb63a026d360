import type { ListVersion } from "@onboarding/core";
import { AdminInputError } from "../platform/errors.ts";
import { type LoadOutcome, listVersionOf, type SourceStatus } from "../screening/lists.ts";
import type { AdminContext } from "./admin-context.ts";

const NONE_CONFIGURED = "No list source is configured: SCREENING_SOURCES is unset (name=format:location,…).";

/** How much of a version's SHA-256 the lines show: enough to tell two versions apart at a glance. */
const SHA_PREFIX = 12;

const versionLine = (version: ListVersion) =>
  `${version.id} (published ${version.published_at ?? "-"}, ${version.entry_count} entries, sha256 ${version.sha256.slice(0, SHA_PREFIX)}, loaded ${version.loaded_at})`;

/** One source as `screening sources` shows it: where it is, the version in force, the last attempt and refusal. */
function sourceLine({ source, version, attempt }: SourceStatus): string {
  const inForce = version ? `in force ${versionLine(listVersionOf(version))}` : "no version in force";
  const checked = attempt ? `last attempt ${attempt.checked_at.toISOString()}` : "never loaded";
  const refused = attempt?.refused_at ? `  refused ${attempt.refused_at.toISOString()}: ${attempt.refusal}` : "";
  return `${source.name}  ${source.format}  ${source.location}  ${inForce}  ${checked}${refused}`;
}

/** `screening sources`: each configured source, its version in force and its last load attempt. */
export async function screeningSourcesCommand(context: AdminContext): Promise<[string, unknown]> {
  const { lists } = context.modules;
  if (!lists) {
    return [NONE_CONFIGURED, []];
  }
  const status = await lists.status();
  return [
    status.map(sourceLine).join("\n"),
    status.map(({ source, version, attempt }) => ({
      ...source,
      version: version ? listVersionOf(version) : null,
      checked_at: attempt?.checked_at.toISOString() ?? null,
      refused_at: attempt?.refused_at?.toISOString() ?? null,
      refusal: attempt?.refusal ?? null,
    })),
  ];
}

/** A load's outcome as the operator reads it. */
function outcomeLine(source: string, loaded: LoadOutcome): string {
  switch (loaded.outcome) {
    case "loaded":
      return `${source}: loaded ${loaded.version.id} (${loaded.version.entry_count} entries).`;
    case "unchanged":
      return `${source}: unchanged, the same bytes as ${loaded.version.id} in force (${loaded.version.entry_count} entries).`;
    case "refused":
      return `${source}: refused, ${loaded.reason}; ${loaded.inForce ? `${loaded.inForce.id} stays in force` : "no version is in force"}.`;
  }
}

const outcomeJson = (source: string, loaded: LoadOutcome) =>
  loaded.outcome === "refused"
    ? { source, outcome: loaded.outcome, reason: loaded.reason, in_force: loaded.inForce ?? null }
    : { source, outcome: loaded.outcome, version: loaded.version };

/**
 * `screening load [NAME]`: loads the source (every source without NAME) now, as the operator. A refused load exits 1:
 * nothing was added, and the version in force (if any) stays.
 */
export async function screeningLoadCommand(args: string[], context: AdminContext): Promise<{ text: string; json: unknown; code: number }> {
  const { lists } = context.modules;
  if (!lists) {
    throw new AdminInputError(NONE_CONFIGURED);
  }
  const [name] = args;
  const names = lists.sources.map((source) => source.name);
  if (name !== undefined && !names.includes(name)) {
    throw new AdminInputError(`No list source is named ${name}; configured: ${names.join(", ")}.\n\nUsage: screening load [NAME]`);
  }
  const actor = { type: "operator", id: context.operator ?? "operator" } as const;
  const outcomes = name === undefined ? [...(await lists.loadDue(actor))] : [[name, await lists.load(name, actor)] as const];
  return {
    text: outcomes.map(([source, loaded]) => outcomeLine(source, loaded)).join("\n"),
    json: outcomes.map(([source, loaded]) => outcomeJson(source, loaded)),
    code: outcomes.some(([, loaded]) => loaded.outcome === "refused") ? 1 : 0,
  };
}
