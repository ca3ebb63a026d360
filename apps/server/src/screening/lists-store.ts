import type { Queryable } from "../db/database.ts";

/** A list version as stored, without its entries. */
export interface ListVersionRow {
  version_id: string;
  source: string;
  format: string;
  published_at: Date | null;
  sha256: string;
  entry_count: number;
  loaded_at: Date;
}

/** A source's last load attempt. */
export interface ListSourceRow {
  source: string;
  checked_at: Date;
  refused_at: Date | null;
  refusal: string | null;
}

/** A source's version in force and last load attempt, where it has them. */
export interface SourceRow {
  source: string;
  version: ListVersionRow | undefined;
  attempt: ListSourceRow | undefined;
}

const VERSION_COLUMNS = "version_id, source, format, published_at, sha256, entry_count, loaded_at";

/** SQL of the screening lists: their versions (entries compressed) and each source's last load attempt. */
export const listsStore = {
  /** A version's entries, as stored (gzip-compressed JSON). */
  async entriesOf(db: Queryable, versionId: string): Promise<Uint8Array> {
    const [row] = await db.query<{ entries: Uint8Array }>("SELECT entries FROM screening_list_versions WHERE version_id = $1", [versionId]);
    if (!row) {
      throw new Error(`list version ${versionId} is gone`);
    }
    return row.entries;
  },

  insertVersion: (db: Queryable, version: ListVersionRow, entries: Uint8Array) =>
    db.write(`INSERT INTO screening_list_versions (${VERSION_COLUMNS}, entries) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      version.version_id,
      version.source,
      version.format,
      version.published_at,
      version.sha256,
      version.entry_count,
      version.loaded_at,
      entries,
    ]),

  /** Records a load attempt: checked now; a refusal is kept until a later attempt succeeds (`refusal` null). */
  recordAttempt: (db: Queryable, source: string, at: Date, refusal: string | null) =>
    db.write(
      `INSERT INTO screening_sources (source, checked_at, refused_at, refusal) VALUES ($1, $2::timestamptz, CASE WHEN $3::text IS NULL THEN NULL ELSE $2::timestamptz END, $3)
       ON CONFLICT (source) DO UPDATE SET checked_at = EXCLUDED.checked_at, refused_at = EXCLUDED.refused_at, refusal = EXCLUDED.refusal`,
      [source, at, refusal],
    ),

  /**
   * Each source's version in force (its newest) and last attempt, in one query, in the order of `sources` (what
   * screening, `pnpm admin screening sources` and the readiness probe read); undefined where there is none.
   */
  async status(db: Queryable, sources: readonly string[]): Promise<SourceRow[]> {
    const rows = await db.query<
      { [K in keyof ListVersionRow]: ListVersionRow[K] | null } & Omit<ListSourceRow, "checked_at"> & { checked_at: Date | null }
    >(
      `SELECT s.source, v.version_id, v.format, v.published_at, v.sha256, v.entry_count, v.loaded_at, a.checked_at, a.refused_at, a.refusal
         FROM unnest($1::text[]) WITH ORDINALITY AS s (source, position)
         LEFT JOIN LATERAL (
           SELECT ${VERSION_COLUMNS} FROM screening_list_versions WHERE source = s.source ORDER BY loaded_at DESC, version_id DESC LIMIT 1
         ) v ON true
         LEFT JOIN screening_sources a ON a.source = s.source
        ORDER BY s.position`,
      [sources],
    );
    return rows.map(({ source, checked_at, refused_at, refusal, ...version }) => ({
      source,
      version: version.version_id === null ? undefined : ({ ...version, source } as ListVersionRow),
      attempt: checked_at === null ? undefined : { source, checked_at, refused_at, refusal },
    }));
  },
};
