import type { Queryable } from "./database.ts";

/** A page request: at most `limit` rows, older than `starting_after` or newer than `ending_before` (ids are time-ordered). */
export interface Page {
  limit: number;
  starting_after?: string | undefined;
  ending_before?: string | undefined;
}

/**
 * One page of `table`, newest first, by keyset on its time-ordered id column: stable under inserts, cost independent
 * of depth. `columns` are what to select (all by default); `conditions` are SQL fragments with `?` for their value (undefined values are left out); table and column
 * names come from the stores, never from input.
 */
export async function keysetPage<Row>(
  db: Queryable,
  query: { table: string; id: string; columns?: string; conditions: readonly (readonly [string, unknown])[] },
  page: Page,
): Promise<{ rows: Row[]; hasMore: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const backwards = page.ending_before !== undefined;
  const cursor = [backwards ? `${query.id} > ?` : `${query.id} < ?`, page.ending_before ?? page.starting_after] as const;
  for (const [sql, value] of [...query.conditions, cursor]) {
    if (value !== undefined) {
      params.push(value);
      where.push(sql.replace("?", `$${params.length}`));
    }
  }
  params.push(page.limit + 1);
  const rows = await db.query<Row>(
    `SELECT ${query.columns ?? "*"} FROM ${query.table} WHERE ${where.join(" AND ")} ORDER BY ${query.id} ${backwards ? "ASC" : "DESC"} LIMIT $${params.length}`,
    params,
  );
  const pageRows = rows.slice(0, page.limit);
  if (backwards) {
    pageRows.reverse();
  }
  return { rows: pageRows, hasMore: rows.length > page.limit };
}
