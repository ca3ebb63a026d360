import type { ListVersion, RiskFactor, RiskRating, ScreeningMatch } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import { clientNowSql, latestClientNowSql } from "../sandbox/sandbox-clocks-store.ts";

/** A customer as monitoring and rating read it. */
export interface MonitoredCustomer {
  client_id: string;
  customer_id: string;
  application_id: string;
  status: "ACTIVE" | "RESTRICTED";
  risk_rating: RiskRating;
  risk_factors: RiskFactor[];
  rated_at: Date;
  next_review_at: Date | null;
  review_opened_at: Date | null;
  monitoring: "ACTIVE" | "PAUSED";
  paused_reason: string | null;
  monitoring_updated_at: Date;
  last_screened_at: Date | null;
  next_screening_at: Date | null;
  screened_against: ListVersion[];
  cleared_matches: string[];
  created_at: Date;
}

const CUSTOMER_COLUMNS =
  "client_id, customer_id, application_id, status, risk_rating, risk_factors, rated_at, next_review_at, review_opened_at, monitoring, paused_reason, monitoring_updated_at, last_screened_at, next_screening_at, screened_against, cleared_matches, created_at";

export interface AlertRow {
  alert_id: string;
  client_id: string;
  customer_id: string;
  application_id: string;
  check_type: "WATCHLIST" | "PEP";
  individual_id: string | null;
  subject_key: string;
  subject_name: string;
  source: string;
  entry_id: string;
  fingerprint: string;
  match: ScreeningMatch;
  status: "OPEN" | "RESOLVED";
  resolution: "FALSE_POSITIVE" | "TRUE_POSITIVE" | null;
  resolution_reason: string | null;
  resolved_by: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

export interface RunRow {
  version_id: string;
  source: string;
  key_hashes: Uint8Array[];
  after_client: string;
  after_customer: string;
}

/** jsonb comes back parsed from PostgreSQL, as text from some drivers' paths: either way, the value. */
const json = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

const customerOf = (row: MonitoredCustomer): MonitoredCustomer => ({
  ...row,
  risk_factors: json(row.risk_factors),
  screened_against: json(row.screened_against),
  cleared_matches: json(row.cleared_matches),
});

const alertOf = (row: AlertRow): AlertRow => ({ ...row, match: json(row.match) });

/** SQL of monitoring: the customers' monitoring and rating columns, their candidate keys, the runs of changed lists, alerts. */
export const monitoringStore = {
  async customer(db: Queryable, clientId: string, customerId: string, lock = false): Promise<MonitoredCustomer | undefined> {
    const [row] = await db.query<MonitoredCustomer>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE client_id = $1 AND customer_id = $2${lock ? " FOR UPDATE" : ""}`,
      [clientId, customerId],
    );
    return row && customerOf(row);
  },

  async customerOfApplication(db: Queryable, applicationId: string): Promise<MonitoredCustomer | undefined> {
    const [row] = await db.query<MonitoredCustomer>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE application_id = $1`, [applicationId]);
    return row && customerOf(row);
  },

  /** Sets what opening decided of a new customer: its rating, its cleared matches and its first screening's time. */
  setOpened: (
    db: Queryable,
    customer: { clientId: string; customerId: string },
    opened: { rating: RiskRating; factors: RiskFactor[]; nextReviewAt: Date; clearedMatches: string[]; at: Date },
  ) =>
    db.write(
      `UPDATE customers SET risk_rating = $3, risk_factors = $4, rated_at = $7, next_review_at = $5, cleared_matches = $6,
         monitoring = 'ACTIVE', monitoring_updated_at = $7, next_screening_at = $7
       WHERE client_id = $1 AND customer_id = $2`,
      [
        customer.clientId,
        customer.customerId,
        opened.rating,
        JSON.stringify(opened.factors),
        opened.nextReviewAt,
        JSON.stringify(opened.clearedMatches),
        opened.at,
      ],
      { row: `customers/${customer.clientId}/${customer.customerId}` },
    ),

  /** Replaces the customer's candidate keys (HMACs). */
  async setKeys(db: Queryable, clientId: string, customerId: string, keyHashes: readonly Uint8Array[]): Promise<void> {
    await db.write("DELETE FROM monitoring_keys WHERE client_id = $1 AND customer_id = $2", [clientId, customerId]);
    if (keyHashes.length > 0) {
      await db.query(
        "INSERT INTO monitoring_keys (key_hash, client_id, customer_id) SELECT DISTINCT k, $2, $3 FROM unnest($1::bytea[]) AS k ON CONFLICT DO NOTHING",
        [keyHashes, clientId, customerId],
      );
    }
  },

  setRating: (
    db: Queryable,
    customer: MonitoredCustomer,
    rating: { rating: RiskRating; factors: RiskFactor[]; at: Date; nextReviewAt: Date },
  ) =>
    db.write(
      "UPDATE customers SET risk_rating = $3, risk_factors = $4, rated_at = $5, next_review_at = $6 WHERE client_id = $1 AND customer_id = $2",
      [customer.client_id, customer.customer_id, rating.rating, JSON.stringify(rating.factors), rating.at, rating.nextReviewAt],
      { row: `customers/${customer.client_id}/${customer.customer_id}` },
    ),

  setStatus: (db: Queryable, customer: MonitoredCustomer, status: "ACTIVE" | "RESTRICTED") =>
    db.write(
      "UPDATE customers SET status = $3 WHERE client_id = $1 AND customer_id = $2",
      [customer.client_id, customer.customer_id, status],
      {
        row: `customers/${customer.client_id}/${customer.customer_id}`,
      },
    ),

  /** Pauses or resumes; a resumed customer is screened in full at the next round, whatever it was screened against before. */
  setMonitoring: (
    db: Queryable,
    customer: MonitoredCustomer,
    change: { monitoring: "ACTIVE" | "PAUSED"; pausedReason: string | null; at: Date; nextScreeningAt: Date | null },
  ) =>
    db.write(
      `UPDATE customers SET monitoring = $3, paused_reason = $4, monitoring_updated_at = $5, next_screening_at = $6,
         screened_against = CASE WHEN $3 = 'ACTIVE' THEN '[]'::jsonb ELSE screened_against END
       WHERE client_id = $1 AND customer_id = $2`,
      [customer.client_id, customer.customer_id, change.monitoring, change.pausedReason, change.at, change.nextScreeningAt],
      { row: `customers/${customer.client_id}/${customer.customer_id}` },
    ),

  setScreened: (db: Queryable, customer: MonitoredCustomer, screened: { at: Date; against: ListVersion[]; next: Date | null }) =>
    db.write(
      "UPDATE customers SET last_screened_at = $3, screened_against = $4, next_screening_at = COALESCE($5, next_screening_at) WHERE client_id = $1 AND customer_id = $2",
      [customer.client_id, customer.customer_id, screened.at, JSON.stringify(screened.against), screened.next],
      { row: `customers/${customer.client_id}/${customer.customer_id}` },
    ),

  /**
   * Claims up to `limit` customers whose scheduled screening is due (`next_screening_at` at or before the time on its
   * client's clock at the real time `now`), locked and skipped by any other worker until this transaction ends.
   */
  dueForScreening: async (db: Queryable, now: Date, limit: number, clientId?: string) =>
    (
      await db.query<MonitoredCustomer>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers
         WHERE monitoring = 'ACTIVE' AND next_screening_at <= ${latestClientNowSql("$1")}
           AND next_screening_at <= ${clientNowSql("$1", "customers.client_id")} AND (CAST($3 AS text) IS NULL OR client_id = $3)
         ORDER BY next_screening_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, limit, clientId ?? null],
      )
    ).map(customerOf),

  /** Claims up to `limit` customers whose periodic review is due (on its client's clock) and not yet opened. */
  dueForReview: async (db: Queryable, now: Date, limit: number, clientId?: string) =>
    (
      await db.query<MonitoredCustomer>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers
         WHERE review_opened_at IS NULL AND next_review_at <= ${latestClientNowSql("$1")}
           AND next_review_at <= ${clientNowSql("$1", "customers.client_id")} AND (CAST($3 AS text) IS NULL OR client_id = $3)
         ORDER BY next_review_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, limit, clientId ?? null],
      )
    ).map(customerOf),

  setReviewOpened: (db: Queryable, customer: MonitoredCustomer, at: Date | null) =>
    db.write(
      "UPDATE customers SET review_opened_at = $3 WHERE client_id = $1 AND customer_id = $2",
      [customer.client_id, customer.customer_id, at],
      {
        row: `customers/${customer.client_id}/${customer.customer_id}`,
      },
    ),

  /** The list versions that have no run yet (newest last), with the version each replaced. */
  versionsWithoutRun: (db: Queryable) =>
    db.query<{ version_id: string; source: string; previous_version_id: string | null }>(
      `SELECT v.version_id, v.source,
         (SELECT p.version_id FROM screening_list_versions p
          WHERE p.source = v.source AND (p.loaded_at, p.version_id) < (v.loaded_at, v.version_id)
          ORDER BY p.loaded_at DESC, p.version_id DESC LIMIT 1) AS previous_version_id
       FROM screening_list_versions v
       WHERE NOT EXISTS (SELECT 1 FROM monitoring_runs r WHERE r.version_id = v.version_id)
       ORDER BY v.loaded_at, v.version_id`,
    ),

  insertRun: (
    db: Queryable,
    run: { versionId: string; source: string; previousVersionId: string | null; keyHashes: Uint8Array[]; changedEntries: number; at: Date },
  ) =>
    db.write(
      `INSERT INTO monitoring_runs (version_id, source, previous_version_id, key_hashes, changed_entries, created_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN cardinality($4::bytea[]) = 0 THEN $6::timestamptz END) ON CONFLICT (version_id) DO NOTHING`,
      [run.versionId, run.source, run.previousVersionId, run.keyHashes, run.changedEntries, run.at],
    ),

  /** Claims the oldest unfinished run, locked against other workers until the transaction ends. */
  async claimRun(db: Queryable): Promise<RunRow | undefined> {
    const [row] = await db.query<RunRow>(
      `SELECT version_id, source, key_hashes, after_client, after_customer FROM monitoring_runs
       WHERE finished_at IS NULL ORDER BY created_at, version_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return row;
  },

  /** The next customers of a run after its cursor: those holding one of its keys, in (client, customer) order. */
  runCandidates: (db: Queryable, run: RunRow, limit: number) =>
    db.query<{ client_id: string; customer_id: string }>(
      `SELECT DISTINCT client_id, customer_id FROM monitoring_keys
       WHERE key_hash = ANY($1::bytea[]) AND (client_id, customer_id) > ($2, $3)
       ORDER BY client_id, customer_id LIMIT $4`,
      [run.key_hashes, run.after_client, run.after_customer, limit],
    ),

  advanceRun: (
    db: Queryable,
    versionId: string,
    progress: { afterClient: string; afterCustomer: string; screened: number; alerts: number; finishedAt: Date | null },
  ) =>
    db.write(
      `UPDATE monitoring_runs SET after_client = $2, after_customer = $3, screened = screened + $4, alerts = alerts + $5, finished_at = $6
       WHERE version_id = $1`,
      [versionId, progress.afterClient, progress.afterCustomer, progress.screened, progress.alerts, progress.finishedAt],
      { row: `monitoring_runs/${versionId}` },
    ),

  /** The alerts of a customer about one person, source and entry: what decides whether a match is new. */
  alertsAbout: async (db: Queryable, customer: MonitoredCustomer) =>
    (
      await db.query<AlertRow>("SELECT * FROM customer_alerts WHERE client_id = $1 AND customer_id = $2", [
        customer.client_id,
        customer.customer_id,
      ])
    ).map(alertOf),

  /** Inserts an alert unless one is open for the same person, source and entry; whether it did. */
  async insertAlert(db: Queryable, alert: Omit<AlertRow, "resolution" | "resolution_reason" | "resolved_by" | "resolved_at" | "status">) {
    const inserted = await db.query<{ alert_id: string }>(
      `INSERT INTO customer_alerts (alert_id, client_id, customer_id, application_id, check_type, individual_id, subject_key, subject_name,
         source, entry_id, fingerprint, match, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'OPEN', $13)
       ON CONFLICT (client_id, customer_id, subject_key, source, entry_id) WHERE status = 'OPEN' DO NOTHING RETURNING alert_id`,
      [
        alert.alert_id,
        alert.client_id,
        alert.customer_id,
        alert.application_id,
        alert.check_type,
        alert.individual_id,
        alert.subject_key,
        alert.subject_name,
        alert.source,
        alert.entry_id,
        alert.fingerprint,
        JSON.stringify(alert.match),
        alert.created_at,
      ],
    );
    return inserted.length > 0;
  },

  async alert(db: Queryable, clientId: string, customerId: string, alertId: string, lock = false): Promise<AlertRow | undefined> {
    const [row] = await db.query<AlertRow>(
      `SELECT * FROM customer_alerts WHERE client_id = $1 AND customer_id = $2 AND alert_id = $3${lock ? " FOR UPDATE" : ""}`,
      [clientId, customerId, alertId],
    );
    return row && alertOf(row);
  },

  resolveAlert: (db: Queryable, alert: AlertRow, resolution: { resolution: string; reason: string; by: string; at: Date }) =>
    db.write(
      "UPDATE customer_alerts SET status = 'RESOLVED', resolution = $2, resolution_reason = $3, resolved_by = $4, resolved_at = $5 WHERE alert_id = $1",
      [alert.alert_id, resolution.resolution, resolution.reason, resolution.by, resolution.at],
      { row: `customer_alerts/${alert.alert_id}` },
    ),

  /** How many alerts of the customer are open. */
  async openAlerts(db: Queryable, clientId: string, customerId: string): Promise<number> {
    const [row] = await db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM customer_alerts WHERE client_id = $1 AND customer_id = $2 AND status = 'OPEN'",
      [clientId, customerId],
    );
    return Number(row?.n ?? 0);
  },

  /** A page of the customer's alerts, newest first. */
  async listAlerts(db: Queryable, clientId: string, customerId: string, filter: { status?: string | undefined }, page: Page) {
    const { rows, hasMore } = await keysetPage<AlertRow>(
      db,
      {
        table: "customer_alerts",
        id: "alert_id",
        conditions: [
          ["client_id = ?", clientId],
          ["customer_id = ?", customerId],
          ["status = ?", filter.status],
        ],
      },
      page,
    );
    return { rows: rows.map(alertOf), hasMore };
  },

  /** Every open alert of the customer of an application (the console's case page). */
  openAlertsOfApplication: async (db: Queryable, applicationId: string) =>
    (
      await db.query<AlertRow>("SELECT * FROM customer_alerts WHERE application_id = $1 AND status = 'OPEN' ORDER BY alert_id", [
        applicationId,
      ])
    ).map(alertOf),
};
