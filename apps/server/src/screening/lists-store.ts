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

const VERSION_COLUMNS = "version_id, source, format, published_at, sha256, entry_count, loaded_at";

/** SQL of the screening lists: their versions (entries compressed) and each source's last load attempt. */
export const listsStore = {
  /** The newest version of each of the sources. */
  inForce: (db: Queryable, sources: readonly string[]) =>
    db.query<ListVersionRow>(
      `SELECT DISTINCT ON (source) ${VERSION_COLUMNS} FROM screening_list_versions WHERE source = ANY($1::text[])
        ORDER BY source, loaded_at DESC, version_id DESC`,
      [sources],
    ),

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

  attempts: (db: Queryable, sources: readonly string[]) =>
    db.query<ListSourceRow>("SELECT source, checked_at, refused_at, refusal FROM screening_sources WHERE source = ANY($1::text[])", [
      sources,
    ]),
};
