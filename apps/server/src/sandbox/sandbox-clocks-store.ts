import type { Queryable } from "../db/database.ts";

/*
 * Each API client's clock in development and sandbox is an offset from real time, kept in sandbox_clocks; a client
 * without a row runs at real time (every client, in production). The SQL here lets a statement over any client's rows
 * compare each row with its own client's time, so that one sweep serves every client and no statement needs the
 * offset fetched first. Casts are written CAST(… AS …), not `::`, since some callers bind `:name` placeholders.
 */

/** The offset, as an interval, of the client named by `clientId` (an SQL expression); 0 when its clock runs at real time. */
const offsetOf = (clientId: string) =>
  `COALESCE((SELECT k.offset_ms FROM sandbox_clocks k WHERE k.client_id = ${clientId}), 0) * interval '1 millisecond'`;

/**
 * SQL of a client's now: `realNow` (an SQL expression of the process clock's now, usually a parameter) plus the
 * offset of the client named by `clientId` (a parameter, or the row's client_id column: qualified, since an
 * unqualified client_id would name sandbox_clocks' own).
 */
export const clientNowSql = (realNow: string, clientId: string) => `(CAST(${realNow} AS timestamptz) + ${offsetOf(clientId)})`;

/**
 * SQL of the furthest any client's time runs ahead of `realNow`: the bound a sweep over every client's rows can scan
 * an index by (no row past it is due for any client), beside the exact per-row comparison with clientNowSql. Without
 * any advanced clock (production) it is `realNow` itself.
 */
export const latestClientNowSql = (realNow: string) =>
  `(CAST(${realNow} AS timestamptz) + (SELECT COALESCE(max(k.offset_ms), 0) FROM sandbox_clocks k) * interval '1 millisecond')`;

/** SQL of an event's simulated date: `realNow` on the clock of the client `clientId`; NULL while it runs at real time. */
export const simulatedDateSql = (realNow: string, clientId: string) =>
  `(SELECT CAST(${realNow} AS timestamptz) + k.offset_ms * interval '1 millisecond' FROM sandbox_clocks k WHERE k.client_id = ${clientId})`;

/** SQL of the sandbox clocks. */
export const sandboxClocksStore = {
  /** How far the client's clock runs ahead of real time, in milliseconds (0: at real time). */
  async offset(db: Queryable, clientId: string): Promise<number> {
    const [row] = await db.query<{ offset_ms: string | number }>("SELECT offset_ms FROM sandbox_clocks WHERE client_id = $1", [clientId]);
    return Number(row?.offset_ms ?? 0);
  },

  /**
   * The client's offset, its row locked until the transaction ends, so that two moves of one clock at once apply one
   * after the other. A clock at real time gets a row of offset 0, which the move then sets (or its rollback removes).
   */
  async lock(db: Queryable, clientId: string, now: Date): Promise<number> {
    const [row] = await db.query<{ offset_ms: string | number }>(
      `INSERT INTO sandbox_clocks (client_id, offset_ms, updated_at) VALUES ($1, 0, $2)
       ON CONFLICT (client_id) DO UPDATE SET offset_ms = sandbox_clocks.offset_ms
       RETURNING offset_ms`,
      [clientId, now],
    );
    return Number(row?.offset_ms ?? 0);
  },

  set: (db: Queryable, clientId: string, offsetMs: number, now: Date) =>
    db.write("UPDATE sandbox_clocks SET offset_ms = $2, updated_at = $3 WHERE client_id = $1", [clientId, offsetMs, now]),

  /** The client's clock back to real time. */
  remove: (db: Queryable, clientId: string) => db.write("DELETE FROM sandbox_clocks WHERE client_id = $1", [clientId]),
};
