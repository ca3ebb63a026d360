import type { Queryable } from "../db/database.ts";
import { clientNowSql } from "../sandbox/sandbox-clocks-store.ts";
import { type CaseReason, type CaseStatus, laneOf, type QueueFilter } from "./case-values.ts";

export { laneOf };

/** A case as stored. */
export interface CaseRecord {
  id: string;
  applicationId: string;
  clientId: string;
  reason: CaseReason;
  status: CaseStatus;
  holderId: string | null;
  proposal: "APPROVE" | null;
  proposalReason: string | null;
  proposedBy: string | null;
  openedAt: Date;
  dueAt: Date;
  resolvedAt: Date | null;
  resolution: string | null;
}

interface CaseRow {
  case_id: string;
  application_id: string;
  client_id: string;
  reason: CaseReason;
  status: CaseStatus;
  holder_id: string | null;
  proposal: "APPROVE" | null;
  proposal_reason: string | null;
  proposed_by: string | null;
  opened_at: Date;
  due_at: Date;
  resolved_at: Date | null;
  resolution: string | null;
}

const COLUMNS =
  "case_id, application_id, client_id, reason, status, holder_id, proposal, proposal_reason, proposed_by, opened_at, due_at, resolved_at, resolution";

const toRecord = (row: CaseRow): CaseRecord => ({
  id: row.case_id,
  applicationId: row.application_id,
  clientId: row.client_id,
  reason: row.reason,
  status: row.status,
  holderId: row.holder_id,
  proposal: row.proposal,
  proposalReason: row.proposal_reason,
  proposedBy: row.proposed_by,
  openedAt: new Date(row.opened_at),
  dueAt: new Date(row.due_at),
  resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
  resolution: row.resolution,
});

/** A case's own time: `:now` (the real time) on its client's clock, which its deadline was set by. */
const CASE_NOW = clientNowSql(":now", "c.client_id");

/** The SQL condition of each filter of the queue, on open cases `c` (`:operator` the signed-in operator, `:now`). */
const FILTERS: Record<QueueFilter, string> = {
  all: "TRUE",
  mine: "c.holder_id = :operator",
  unclaimed: "c.holder_id IS NULL",
  awaiting_approval: "c.status = 'AWAITING_APPROVAL'",
  overdue: `c.due_at < ${CASE_NOW}`,
};

/** SQL with `:name` placeholders made positional, each value appended to `params` (only those the SQL uses). */
function bind(sql: string, values: Record<string, unknown>, params: unknown[]): string {
  return sql.replace(/:(\w+)/g, (_match, name: string) => {
    params.push(values[name]);
    return `$${params.length}`;
  });
}

/**
 * What the queue shows of a case beyond its record: the application's type and status, checks and pending documents
 * (an onboarding case's), open alerts (a monitoring alert's).
 */
export interface QueueCaseRow extends CaseRecord {
  applicationType: "INDIVIDUAL" | "CORPORATION";
  /** The applicant's name: a person's first and last name, or a corporation's registered name. */
  name: string;
  checks: Record<string, number>;
  documentsPending: number;
  /** The case's own now: the real time on its client's clock (ahead of it while a sandbox client advanced it). */
  now: Date;
  alertsOpen: number;
}

/** SQL of review cases and their notes. */
export const casesStore = {
  /** Opens a case for the application unless one is open in its reason's lane; whether it opened one. */
  async open(db: Queryable, record: CaseRecord): Promise<boolean> {
    const opened = await db.query<{ case_id: string }>(
      `INSERT INTO review_cases (${COLUMNS}, lane) VALUES ($1, $2, $3, $4, $5, NULL, NULL, NULL, NULL, $6, $7, NULL, NULL, $8)
       ON CONFLICT (application_id, lane) WHERE status <> 'RESOLVED' DO NOTHING RETURNING case_id`,
      [
        record.id,
        record.applicationId,
        record.clientId,
        record.reason,
        record.status,
        record.openedAt,
        record.dueAt,
        laneOf(record.reason),
      ],
    );
    return opened.length > 0;
  },

  /** Resolves the application's open case of `lane` (the onboarding's when its application is decided), at `at` (the real time) on its client's clock, as it was opened. */
  async resolve(db: Queryable, applicationId: string, resolution: string, at: Date, lane = "ONBOARDING"): Promise<void> {
    await db.write(
      `UPDATE review_cases SET status = 'RESOLVED', resolved_at = ${clientNowSql("$2", "review_cases.client_id")}, resolution = $3
        WHERE application_id = $1 AND lane = $4 AND status <> 'RESOLVED'`,
      [applicationId, at, resolution, lane],
      { row: `review_cases/${applicationId}` },
    );
  },

  async find(db: Queryable, id: string, lock = false): Promise<CaseRecord | undefined> {
    const [row] = await db.query<CaseRow>(`SELECT ${COLUMNS} FROM review_cases WHERE case_id = $1${lock ? " FOR UPDATE" : ""}`, [id]);
    return row && toRecord(row);
  },

  /** The open case of an application in a lane (the onboarding's unless given), if any. */
  async openOf(db: Queryable, applicationId: string, lane = "ONBOARDING"): Promise<CaseRecord | undefined> {
    const [row] = await db.query<CaseRow>(
      `SELECT ${COLUMNS} FROM review_cases WHERE application_id = $1 AND lane = $2 AND status <> 'RESOLVED'`,
      [applicationId, lane],
    );
    return row && toRecord(row);
  },

  /** Sets what changed of a case, if it is still as `expected` (its status and holder). */
  async update(
    db: Queryable,
    id: string,
    change: Pick<CaseRecord, "status" | "holderId" | "proposal" | "proposalReason" | "proposedBy">,
  ): Promise<void> {
    await db.write(
      "UPDATE review_cases SET status = $2, holder_id = $3, proposal = $4, proposal_reason = $5, proposed_by = $6 WHERE case_id = $1",
      [id, change.status, change.holderId, change.proposal, change.proposalReason, change.proposedBy],
      { row: `review_cases/${id}` },
    );
  },

  /**
   * One page of open cases matching the filter, oldest deadline first, by keyset on (due_at, case_id): the cost of a
   * page does not grow with the queue's length or the page's depth.
   */
  async queue(
    db: Queryable,
    query: { filter: QueueFilter; operatorId: string; now: Date; after?: { dueAt: Date; id: string } | undefined; limit: number },
  ): Promise<{ rows: QueueCaseRow[]; hasMore: boolean }> {
    const params: unknown[] = [];
    const values = { operator: query.operatorId, now: query.now, limit: query.limit + 1, ...query.after };
    const filter = bind(FILTERS[query.filter], values, params);
    const caseNow = bind(CASE_NOW, values, params);
    const cursor = query.after ? bind("AND (c.due_at, c.case_id) > (:dueAt, :id)", values, params) : "";
    const limit = bind(":limit", values, params);
    const rows = await db.query<
      CaseRow & {
        type: "INDIVIDUAL" | "CORPORATION";
        name: string;
        checks: Record<string, number> | string | null;
        pending: string;
        case_now: Date;
        alerts: string;
      }
    >(
      `SELECT ${COLUMNS.split(", ")
        .map((column) => `c.${column}`)
        .join(", ")}, a.application_type AS type,
         COALESCE(a.details->>'registered_name', concat_ws(' ', a.details->>'first_name', a.details->>'last_name')) AS name,
         CASE WHEN c.lane = 'ONBOARDING' THEN (SELECT json_object_agg(status, n) FROM (
            SELECT v.status, count(*) AS n FROM verifications v
            WHERE v.client_id = c.client_id AND v.application_id = c.application_id
              AND v.set_number = (SELECT max(set_number) FROM verifications l WHERE l.client_id = c.client_id AND l.application_id = c.application_id)
            GROUP BY v.status) counted) END AS checks,
         CASE WHEN c.lane = 'ONBOARDING' THEN (SELECT count(*) FROM documents d
          WHERE d.client_id = c.client_id AND d.application_id = c.application_id AND d.status = 'PENDING_REVIEW') ELSE 0 END AS pending,
         CASE WHEN c.lane = 'MONITORING_ALERT' THEN (SELECT count(*) FROM customers u
          JOIN customer_alerts x ON x.client_id = u.client_id AND x.customer_id = u.customer_id
          WHERE u.application_id = c.application_id AND x.status = 'OPEN') ELSE 0 END AS alerts,
         ${caseNow} AS case_now
       FROM review_cases c JOIN applications a ON a.application_id = c.application_id
       WHERE c.status <> 'RESOLVED' AND ${filter} ${cursor}
       ORDER BY c.due_at, c.case_id LIMIT ${limit}`,
      params,
    );
    const page = rows.slice(0, query.limit).map((row) => ({
      ...toRecord(row),
      applicationType: row.type,
      name: row.name,
      checks: typeof row.checks === "string" ? (JSON.parse(row.checks) as Record<string, number>) : (row.checks ?? {}),
      documentsPending: Number(row.pending),
      now: new Date(row.case_now),
      alertsOpen: Number(row.alerts),
    }));
    return { rows: page, hasMore: rows.length > query.limit };
  },

  /** How many open cases each filter of the queue holds, in one pass over the open cases. */
  async counts(db: Queryable, operatorId: string, now: Date): Promise<Record<QueueFilter, number>> {
    const params: unknown[] = [];
    const counted = Object.entries(FILTERS).map(
      ([name, condition]) => `count(*) FILTER (WHERE ${bind(condition, { operator: operatorId, now }, params)}) AS "${name}"`,
    );
    const [row] = await db.query<Record<QueueFilter, string>>(
      `SELECT ${counted.join(", ")} FROM review_cases c WHERE c.status <> 'RESOLVED'`,
      params,
    );
    return {
      all: Number(row?.all ?? 0),
      mine: Number(row?.mine ?? 0),
      unclaimed: Number(row?.unclaimed ?? 0),
      awaiting_approval: Number(row?.awaiting_approval ?? 0),
      overdue: Number(row?.overdue ?? 0),
    };
  },

  async addNote(db: Queryable, note: { id: string; caseId: string; operatorId: string; text: string; at: Date }): Promise<void> {
    await db.write("INSERT INTO case_notes (note_id, case_id, operator_id, text, created_at) VALUES ($1, $2, $3, $4, $5)", [
      note.id,
      note.caseId,
      note.operatorId,
      note.text,
      note.at,
    ]);
  },

  /**
   * What happened to the application, newest first: its events, the audit trail's lines about it (its cases, checks,
   * documents and its customer's monitoring alerts included) and its cases' notes.
   */
  timelineOf: (db: Queryable, application: { id: string; clientId: string }, limit = 200) =>
    db.query<{ at: Date; actor: string; what: string; detail: string | null }>(
      `SELECT at, actor, what, detail FROM (
         SELECT e.event_date AS at, 'system' AS actor, e.event_type AS what, e.status AS detail FROM events e
         WHERE e.client_id = $3 AND e.application_id = $1
         UNION ALL
         SELECT l.at, COALESCE(l.actor_email, l.actor_type || ' ' || l.actor_id), l.action, l.outcome FROM audit_log l
         WHERE l.object_id = $1
            OR l.object_id IN (SELECT case_id FROM review_cases WHERE application_id = $1)
            OR l.object_id IN (SELECT verification_id FROM verifications WHERE client_id = $3 AND application_id = $1)
            OR l.object_id IN (SELECT document_id FROM documents WHERE client_id = $3 AND application_id = $1)
            OR l.object_id IN (SELECT x.alert_id FROM customers u
              JOIN customer_alerts x ON x.client_id = u.client_id AND x.customer_id = u.customer_id WHERE u.application_id = $1)
         UNION ALL
         SELECT n.created_at, o.email, 'note', n.text FROM case_notes n
         JOIN review_cases c USING (case_id) JOIN operators o ON o.operator_id = n.operator_id
         WHERE c.application_id = $1
       ) timeline ORDER BY at DESC LIMIT $2`,
      [application.id, limit, application.clientId],
    ),
};
