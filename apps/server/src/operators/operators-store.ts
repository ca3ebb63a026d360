import type { Queryable } from "../db/database.ts";
import type { OperatorRole } from "./roles.ts";

/** An operator of the platform: a person of its compliance team. */
export interface Operator {
  id: string;
  email: string;
  name: string;
  roles: OperatorRole[];
  disabledAt: Date | null;
  createdAt: Date;
}

interface OperatorRow {
  operator_id: string;
  email: string;
  name: string;
  roles: OperatorRole[];
  disabled_at: Date | null;
  created_at: Date;
}

const COLUMNS = "operator_id, email, name, roles, disabled_at, created_at";

const toOperator = (row: OperatorRow): Operator => ({
  id: row.operator_id,
  email: row.email,
  name: row.name,
  roles: [...row.roles],
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
  createdAt: new Date(row.created_at),
});

/** A session as its cookie finds it: the session, and its operator. */
export interface SessionRow {
  session_id: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/** SQL of operators, their console sessions and their one-time sign-in links. */
export const operatorsStore = {
  async insert(db: Queryable, operator: Operator): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO operators (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING RETURNING operator_id`,
      [operator.id, operator.email, operator.name, operator.roles, operator.disabledAt, operator.createdAt],
    );
    return rows.length === 1;
  },

  async list(db: Queryable): Promise<Operator[]> {
    return (await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators ORDER BY email`)).map(toOperator);
  },

  async find(db: Queryable, id: string): Promise<Operator | undefined> {
    const [row] = await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE operator_id = $1`, [id]);
    return row && toOperator(row);
  },

  async findByEmail(db: Queryable, email: string): Promise<Operator | undefined> {
    const [row] = await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE email = $1`, [email]);
    return row && toOperator(row);
  },

  async findMany(db: Queryable, ids: readonly string[]): Promise<Operator[]> {
    if (ids.length === 0) {
      return [];
    }
    return (await db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE operator_id = ANY($1)`, [ids])).map(toOperator);
  },

  /** Disables the operator and ends its open sessions, in one statement. */
  async disable(db: Queryable, id: string, at: Date): Promise<boolean> {
    const rows = await db.query(
      `WITH ended AS (UPDATE console_sessions SET ended_at = $2 WHERE operator_id = $1 AND ended_at IS NULL)
       UPDATE operators SET disabled_at = COALESCE(disabled_at, $2) WHERE operator_id = $1 RETURNING operator_id`,
      [id, at],
    );
    return rows.length === 1;
  },

  async setRoles(db: Queryable, id: string, roles: readonly OperatorRole[]): Promise<boolean> {
    const rows = await db.query("UPDATE operators SET roles = $2 WHERE operator_id = $1 RETURNING operator_id", [id, roles]);
    return rows.length === 1;
  },

  async insertLoginLink(db: Queryable, link: { tokenHash: string; operatorId: string; expiresAt: Date }): Promise<void> {
    await db.write("INSERT INTO operator_login_links (token_hash, operator_id, expires_at) VALUES ($1, $2, $3)", [
      link.tokenHash,
      link.operatorId,
      link.expiresAt,
    ]);
  },

  /** Marks the link used, if it is unused and not expired: its operator's id, once. */
  async useLoginLink(db: Queryable, tokenHash: string, at: Date): Promise<string | undefined> {
    const [row] = await db.query<{ operator_id: string }>(
      `UPDATE operator_login_links SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING operator_id`,
      [tokenHash, at],
    );
    return row?.operator_id;
  },

  async insertSession(db: Queryable, session: { id: string; tokenHash: string; operatorId: string; at: Date }): Promise<void> {
    await db.write(
      "INSERT INTO console_sessions (session_id, token_hash, operator_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)",
      [session.id, session.tokenHash, session.operatorId, session.at],
    );
  },

  /** The open session of a cookie's hash and its operator (enabled or not: the caller judges). */
  async findSession(db: Queryable, tokenHash: string): Promise<{ session: SessionRow; operator: Operator } | undefined> {
    const [row] = await db.query<SessionRow & OperatorRow>(
      `SELECT s.session_id, s.created_at, s.last_seen_at, s.ended_at, o.operator_id, o.email, o.name, o.roles, o.disabled_at,
              o.created_at AS operator_created_at
       FROM console_sessions s JOIN operators o USING (operator_id) WHERE s.token_hash = $1 AND s.ended_at IS NULL`,
      [tokenHash],
    );
    if (!row) {
      return undefined;
    }
    const operatorRow = { ...row, created_at: (row as unknown as { operator_created_at: Date }).operator_created_at };
    return { session: row, operator: toOperator(operatorRow) };
  },

  async touchSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
    await db.write("UPDATE console_sessions SET last_seen_at = $2 WHERE session_id = $1 AND ended_at IS NULL", [sessionId, at]);
  },

  async endSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
    await db.write("UPDATE console_sessions SET ended_at = $2 WHERE session_id = $1 AND ended_at IS NULL", [sessionId, at]);
  },
};
