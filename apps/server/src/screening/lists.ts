import { gunzipSync, gzipSync } from "node:zlib";
import type { ListVersion, ScreeningMatch } from "@onboarding/core";
import { auditStore } from "../audit/audit-store.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { newId } from "../platform/ids.ts";
import type { ListSource } from "../platform/list-sources.ts";
import type { Logger } from "../platform/logger.ts";
import type { ListEntry } from "./entry.ts";
import { fetchList } from "./fetch-list.ts";
import { ListRefused } from "./list-refused.ts";
import { type ListSourceRow, type ListVersionRow, listsStore } from "./lists-store.ts";
import { createMatcher, type Matcher, type ScreeningQuery } from "./matcher.ts";

/** How often a process asks the database whether a newer version of a list is in force (the worker loads them). */
const RECHECK_MS = 60_000;
/** At most this many matches are kept per screening: the best ones. */
const MAX_MATCHES = 20;

/** Who loads a list: an operator's command, or the worker's schedule. */
export interface LoadActor {
  type: "operator" | "system";
  id: string;
}

export type LoadOutcome =
  | { outcome: "loaded" | "unchanged"; version: ListVersion }
  | { outcome: "refused"; reason: string; inForce: ListVersion | undefined };

/** A source as it stands: its version in force and its last load attempt (none before its first). */
export interface SourceStatus {
  source: ListSource;
  version: ListVersionRow | undefined;
  attempt: ListSourceRow | undefined;
}

/** What a screening is matched against: persons and organisations of the sanctions lists, or PEPs. */
export type ListKind = "sanctions" | "peps";

/** The outcome of screening one name: the matches, the best first, and the versions screened against. */
export interface ScreeningOutcome {
  matches: ScreeningMatch[];
  lists: ListVersion[];
}

interface InForce {
  /** The version ids, joined: what the cache is keyed by. */
  key: string;
  /** The version in force of each source, by source: what a match names as its list version. */
  versionOf: Map<string, string>;
  matchers: Record<ListKind, Matcher>;
  /** The versions holding entries of each kind: what a screening of that kind is screened against. */
  screenedAgainst: Record<ListKind, ListVersion[]>;
}

export const listVersionOf = (row: ListVersionRow): ListVersion => ({
  id: row.version_id,
  source: row.source,
  published_at: row.published_at?.toISOString() ?? null,
  sha256: row.sha256,
  entry_count: row.entry_count,
  loaded_at: row.loaded_at.toISOString(),
});

/** The versions in force of the sources that have one. */
const versionsInForce = async (on: Queryable, sources: readonly string[]) =>
  (await listsStore.status(on, sources)).flatMap((row) => (row.version ? [row.version] : []));

const keyOf = (versions: readonly ListVersionRow[]) => versions.map((version) => version.version_id).join(",");

const EVIDENCE = { birth_date: "DATE_OF_BIRTH", country: "COUNTRY" } as const;
const evidenceOf = (found: string[]) => found.map((what) => EVIDENCE[what as keyof typeof EVIDENCE]).filter((what) => what !== undefined);

/**
 * The sanctions and PEP lists in force, and screening against them. Each configured source is loaded as a version
 * (all or nothing: a file that cannot be read or parsed whole is refused, logged and audited, and the last good version
 * stays in force) into the database, so every process screens against the same versions; each process keeps the
 * versions in force indexed in memory, and asks the database at most once a minute whether newer ones were loaded.
 *
 * Only the process's start (`warm`), the worker and the runner load or index lists, on the lists' own database: a
 * request screens against what is indexed, and finding it stale starts a refresh beside it rather than wait for one
 * (inside its transaction, a wait for the database beside it could never end on the embedded store). A request that
 * finds nothing indexed yet reads the versions in force on its own transaction, and loads nothing.
 */
export function createScreeningLists(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  sources: readonly ListSource[];
  threshold: number;
}) {
  const { db, clock, logger, sources, threshold } = deps;
  const names = sources.map((source) => source.name);
  let cached: InForce | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<InForce | undefined> | undefined;

  /**
   * Loads a source now (outside any request). Loads of this process run one after the other: the start's warm-up, the
   * worker's schedule and an operator's command may ask at once, and the later ones then find the bytes the first
   * loaded in force ("unchanged") rather than add the same version twice.
   */
  let loading: Promise<unknown> = Promise.resolve();
  function load(name: string, actor: LoadActor): Promise<LoadOutcome> {
    const loaded = loading.then(() => loadNow(name, actor));
    loading = loaded.catch(() => undefined);
    return loaded;
  }

  async function loadNow(name: string, actor: LoadActor): Promise<LoadOutcome> {
    const source = sources.find((candidate) => candidate.name === name);
    if (!source) {
      throw new Error(`No list source is named ${name}; configured: ${names.join(", ") || "none"}.`);
    }
    const [current] = await versionsInForce(db, [name]);
    const at = clock.now();
    const audit = (outcome: "succeeded" | "failed", objectId: string) =>
      auditStore.append(db, {
        at,
        actorType: actor.type,
        actorId: actor.id,
        action: "loadScreeningList",
        objectId,
        requestId: newId("req"),
        outcome,
        status: outcome === "succeeded" ? 0 : 1,
      });
    try {
      const fetched = await fetchList(source);
      if (current?.sha256 === fetched.sha256) {
        await listsStore.recordAttempt(db, name, at, null);
        return { outcome: "unchanged", version: listVersionOf(current) };
      }
      const parsed = fetched.read();
      const row: ListVersionRow = {
        version_id: newId("lsv", at.getTime()),
        source: name,
        format: source.format,
        published_at: parsed.publishedAt === null ? null : new Date(parsed.publishedAt),
        sha256: fetched.sha256,
        entry_count: parsed.entries.length,
        loaded_at: at,
      };
      await listsStore.insertVersion(db, row, gzipSync(JSON.stringify(parsed.entries)));
      await listsStore.recordAttempt(db, name, at, null);
      await audit("succeeded", row.version_id);
      logger.info({ source: name, version: row.version_id, entries: row.entry_count, sha256: row.sha256 }, "screening list loaded");
      checkedAt = Number.NEGATIVE_INFINITY;
      return { outcome: "loaded", version: listVersionOf(row) };
    } catch (error) {
      if (!(error instanceof ListRefused)) {
        throw error;
      }
      await listsStore.recordAttempt(db, name, at, error.reason);
      await audit("failed", name);
      logger.error(
        { source: name, reason: error.reason, in_force: current?.version_id ?? null },
        "screening list refused; the last good version stays in force",
      );
      return { outcome: "refused", reason: error.reason, inForce: current && listVersionOf(current) };
    }
  }

  /**
   * Loads every source last tried longer than `olderThanMs` ago (every source with 0), in turn: one that is refused is
   * reported and the others still load.
   */
  async function loadDue(actor: LoadActor, olderThanMs = 0): Promise<Map<string, LoadOutcome>> {
    const now = clock.now().getTime();
    const outcomes = new Map<string, LoadOutcome>();
    for (const { source, attempt } of await listsStore.status(db, names)) {
      if (olderThanMs === 0 || !attempt || now - attempt.checked_at.getTime() >= olderThanMs) {
        outcomes.set(source, await load(source, actor));
      }
    }
    return outcomes;
  }

  async function indexed(on: Queryable, versions: ListVersionRow[]): Promise<InForce> {
    const entries: ListEntry[] = [];
    const screenedAgainst: Record<ListKind, ListVersion[]> = { sanctions: [], peps: [] };
    for (const version of versions) {
      const held = JSON.parse(gunzipSync(await listsStore.entriesOf(on, version.version_id)).toString("utf8")) as ListEntry[];
      entries.push(...held);
      if (held.some((entry) => !entry.pep)) {
        screenedAgainst.sanctions.push(listVersionOf(version));
      }
      if (held.some((entry) => entry.pep)) {
        screenedAgainst.peps.push(listVersionOf(version));
      }
    }
    return {
      key: keyOf(versions),
      versionOf: new Map(versions.map((version) => [version.source, version.version_id])),
      matchers: {
        sanctions: createMatcher(entries.filter((entry) => !entry.pep)),
        peps: createMatcher(entries.filter((entry) => entry.pep)),
      },
      screenedAgainst,
    };
  }

  /**
   * Reads the versions in force on `on` and indexes them when they changed; with `loadMissing` (on the lists' own
   * database only), first loads the sources that have none.
   */
  async function refresh(on: Queryable, loadMissing: boolean): Promise<InForce | undefined> {
    let versions = await versionsInForce(on, names);
    if (loadMissing && versions.length < names.length) {
      for (const name of names.filter((candidate) => !versions.some((version) => version.source === candidate))) {
        await load(name, { type: "system", id: "first use" });
      }
      versions = await versionsInForce(on, names);
    }
    checkedAt = Date.now();
    if (versions.length === 0) {
      cached = undefined;
    } else if (cached?.key !== keyOf(versions)) {
      cached = await indexed(on, versions);
    }
    return cached;
  }

  /** A refresh on the lists' own database, shared by whoever asks while it runs. */
  function refreshOwn(): Promise<InForce | undefined> {
    pending ??= refresh(db, true).finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /**
   * The lists in force, indexed; undefined when no source has a version. Outside a transaction (`on` absent: the
   * runner), a stale index is refreshed first. In a request (`on`: its transaction), a stale index is used while a
   * refresh runs beside it; with none indexed yet, the versions are read on the transaction.
   */
  async function inForce(on?: Queryable): Promise<InForce | undefined> {
    const stale = Date.now() - checkedAt >= RECHECK_MS;
    if (on === undefined) {
      return stale ? refreshOwn() : cached;
    }
    if (stale) {
      refreshOwn().catch((error: unknown) => logger.warn({ err: error }, "screening lists could not be refreshed"));
    }
    return cached ?? refresh(on, false);
  }

  return {
    sources,
    threshold,
    load,
    loadDue,
    /** Reads (and, for a source never loaded, loads) the lists in force now: at a process's start. */
    async warm(): Promise<void> {
      await refreshOwn();
    },
    /**
     * Screens one name against the lists of one kind in force; undefined when no list is loaded (nothing can be said).
     * Only the versions that hold entries of that kind are named as screened against. `on`: the request's transaction,
     * when a request screens.
     */
    async screen(query: ScreeningQuery, kind: ListKind, on?: Queryable): Promise<ScreeningOutcome | undefined> {
      const lists = await inForce(on);
      if (!lists || lists.screenedAgainst[kind].length === 0) {
        return undefined;
      }
      const matches = lists.matchers[kind].screen(query, { threshold, limit: MAX_MATCHES });
      return {
        matches: matches.map((match) => ({
          source: match.source,
          list_version: lists.versionOf.get(match.source) as string,
          entry_id: match.entryId,
          entry_name: match.entryName,
          matched_name: match.matchedName,
          score: match.score,
          corroborated: evidenceOf(match.corroborated),
          contradicted: evidenceOf(match.contradicted),
        })),
        lists: lists.screenedAgainst[kind],
      };
    },
    /** The version in force and the last attempt of each source, in one query: for the operator and the readiness probe. */
    async status(): Promise<SourceStatus[]> {
      const rows = await listsStore.status(db, names);
      return sources.map((source, at) => ({ source, version: rows[at]?.version, attempt: rows[at]?.attempt }));
    },
  };
}

export type ScreeningLists = ReturnType<typeof createScreeningLists>;
