import type { Queryable } from "../db/database.ts";

/**
 * One line of the audit trail: who (an API client, an operator, or an end customer on the hosted page: the session's
 * id), did what (the operation, or the admin command), to which object, in which request, when, and how it ended.
 * Identifiers and statuses only: never a request body, so never personal data.
 */
export interface AuditEntry {
  at: Date;
  actorType: "client" | "operator" | "end_customer" | "system";
  actorId: string;
  /** An operator of the review console, named by its e-mail beside its id. */
  actorEmail?: string | undefined;
  action: string;
  objectId: string | null;
  requestId: string;
  outcome: "succeeded" | "failed" | "replayed";
  /** The HTTP status answered (for operator commands: 0 succeeded, 1 failed). */
  status: number;
  /** How many requests the line stands for: 1, or the refusals of one kind counted in one minute (see audit-counts.ts). */
  count?: number;
}

export interface AuditRow {
  seq: string;
  at: Date;
  actor_type: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  object_id: string | null;
  request_id: string;
  outcome: string;
  status: number;
  count: number;
}

const COLUMNS = "seq, at, actor_type, actor_id, actor_email, action, object_id, request_id, outcome, status, count";

/** SQL of the audit trail: append and read, nothing else (the table refuses updates and deletes). */
export const auditStore = {
  async append(db: Queryable, entry: AuditEntry): Promise<void> {
    await db.write(
      "INSERT INTO audit_log (at, actor_type, actor_id, action, object_id, request_id, outcome, status, count, actor_email) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
      [
        entry.at,
        entry.actorType,
        entry.actorId,
        entry.action,
        entry.objectId,
        entry.requestId,
        entry.outcome,
        entry.status,
        entry.count ?? 1,
        entry.actorEmail ?? null,
      ],
    );
  },

  list: (db: Queryable, filter: { actorId?: string | undefined; since: Date; limit: number }) =>
    db.query<AuditRow>(
      `SELECT ${COLUMNS} FROM audit_log WHERE at >= $1 AND ($2::text IS NULL OR (actor_type = 'client' AND actor_id = $2)) ORDER BY seq DESC LIMIT $3`,
      [filter.since, filter.actorId ?? null, filter.limit],
    ),
};
