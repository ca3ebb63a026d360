import type { OnboardingBranding, OnboardingEditablePart, OnboardingLocale, OnboardingSessionStatus, Requirement } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import { clientNowSql, latestClientNowSql } from "../sandbox/sandbox-clocks-store.ts";

/** An onboarding session as stored (the link's token is not: only its SHA-256, which is no part of the record). */
export interface OnboardingSessionRecord {
  id: string;
  clientId: string;
  applicationId: string;
  status: OnboardingSessionStatus;
  returnUrl: string;
  refreshUrl: string;
  locale: OnboardingLocale;
  editable: OnboardingEditablePart[];
  createdAt: Date;
  expiresAt: Date;
  openedAt: Date | null;
  completedAt: Date | null;
  /** The SHA-256 of the key the hosted page keeps in the browser that first opened the link; null until then. */
  browserKeyHash: string | null;
  /** What the page shows of the integrator: the session's branding, completed from its client's default at create. */
  branding: OnboardingBranding;
  /** The requirements the page has made steps of in this session, kept once met so that their steps can be reopened. */
  asked: Requirement[];
}

interface OnboardingSessionRow {
  session_id: string;
  client_id: string;
  application_id: string;
  status: OnboardingSessionStatus;
  return_url: string;
  refresh_url: string;
  locale: OnboardingLocale;
  editable: OnboardingEditablePart[];
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  completed_at: Date | null;
  browser_key_hash: string | null;
  branding: OnboardingBranding | string;
  asked: Requirement[] | string;
}

/** Every column but the token's hash, which is looked up by and never read back. */
const COLUMNS =
  "session_id, client_id, application_id, status, return_url, refresh_url, locale, editable, created_at, expires_at, opened_at, completed_at, browser_key_hash, branding, asked";

/** A jsonb column as read: parsed by the driver, or its text. */
const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

const toRecord = (row: OnboardingSessionRow): OnboardingSessionRecord => ({
  id: row.session_id,
  clientId: row.client_id,
  applicationId: row.application_id,
  status: row.status,
  returnUrl: row.return_url,
  refreshUrl: row.refresh_url,
  locale: row.locale,
  editable: [...row.editable],
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  openedAt: dateOrNull(row.opened_at),
  completedAt: dateOrNull(row.completed_at),
  browserKeyHash: row.browser_key_hash,
  branding: json(row.branding),
  asked: json(row.asked),
});

/** What expiry needs of a session to publish its event. */
export interface ExpiredSession {
  id: string;
  clientId: string;
  applicationId: string;
}

/** SQL of onboarding sessions. */
export const onboardingSessionsStore = {
  async insert(db: Queryable, record: OnboardingSessionRecord, tokenHash: string): Promise<void> {
    await db.write(
      `INSERT INTO onboarding_sessions (session_id, client_id, application_id, token_hash, browser_key_hash, return_url, refresh_url,
         locale, editable, status, created_at, expires_at, opened_at, completed_at, branding)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb)`,
      [
        record.id,
        record.clientId,
        record.applicationId,
        tokenHash,
        record.browserKeyHash,
        record.returnUrl,
        record.refreshUrl,
        record.locale,
        record.editable,
        record.status,
        record.createdAt,
        record.expiresAt,
        record.openedAt,
        record.completedAt,
        JSON.stringify(record.branding),
      ],
    );
  },

  /** Records the requirements the page has asked in the session (all of them: what was asked before, and the new). */
  async remember(db: Queryable, sessionId: string, asked: readonly Requirement[]): Promise<void> {
    await db.query("UPDATE onboarding_sessions SET asked = $2::jsonb WHERE session_id = $1", [sessionId, JSON.stringify(asked)]);
  },

  /** A session by its id, whichever client's (the hosted page authorizes by the browser's key, not by a client). */
  async find(db: Queryable, sessionId: string): Promise<OnboardingSessionRecord | undefined> {
    const [row] = await db.query<OnboardingSessionRow>(`SELECT ${COLUMNS} FROM onboarding_sessions WHERE session_id = $1`, [sessionId]);
    return row ? toRecord(row) : undefined;
  },

  /** A session of the client's application. */
  async findOf(db: Queryable, clientId: string, applicationId: string, sessionId: string): Promise<OnboardingSessionRecord | undefined> {
    const [row] = await db.query<OnboardingSessionRow>(
      `SELECT ${COLUMNS} FROM onboarding_sessions WHERE client_id = $1 AND application_id = $2 AND session_id = $3`,
      [clientId, applicationId, sessionId],
    );
    return row ? toRecord(row) : undefined;
  },

  /** The session whose link's token hashes to `tokenHash` (the unique index). */
  async findByTokenHash(db: Queryable, tokenHash: string): Promise<OnboardingSessionRecord | undefined> {
    const [row] = await db.query<OnboardingSessionRow>(`SELECT ${COLUMNS} FROM onboarding_sessions WHERE token_hash = $1`, [tokenHash]);
    return row ? toRecord(row) : undefined;
  },

  async list(
    db: Queryable,
    clientId: string,
    applicationId: string,
    page: Page,
  ): Promise<{ items: OnboardingSessionRecord[]; hasMore: boolean }> {
    const { rows, hasMore } = await keysetPage<OnboardingSessionRow>(
      db,
      {
        table: "onboarding_sessions",
        id: "session_id",
        columns: COLUMNS,
        conditions: [
          ["client_id = ?", clientId],
          ["application_id = ?", applicationId],
        ],
      },
      page,
    );
    return { items: rows.map(toRecord), hasMore };
  },

  /**
   * The first opening of a link: sets opened_at and the browser's key in one statement, only while the session is
   * OPEN, unopened and unexpired, so that of two openings at once exactly one gets the session. `now` is the real
   * time: the session's times are its client's (see clientNowSql).
   */
  async open(db: Queryable, tokenHash: string, browserKeyHash: string, now: Date): Promise<OnboardingSessionRecord | undefined> {
    const sessionNow = clientNowSql("$3", "onboarding_sessions.client_id");
    const [row] = await db.query<OnboardingSessionRow>(
      `UPDATE onboarding_sessions SET opened_at = ${sessionNow}, browser_key_hash = $2
        WHERE token_hash = $1 AND opened_at IS NULL AND status = 'OPEN' AND expires_at > ${sessionNow}
        RETURNING ${COLUMNS}`,
      [tokenHash, browserKeyHash, now],
    );
    return row ? toRecord(row) : undefined;
  },

  /**
   * OPEN and unexpired at `now` (the session's client's time) → COMPLETED; undefined when the session was not
   * (completed already, or expired).
   */
  async complete(db: Queryable, sessionId: string, now: Date): Promise<OnboardingSessionRecord | undefined> {
    const [row] = await db.query<OnboardingSessionRow>(
      `UPDATE onboarding_sessions SET status = 'COMPLETED', completed_at = $2
        WHERE session_id = $1 AND status = 'OPEN' AND expires_at > $2
        RETURNING ${COLUMNS}`,
      [sessionId, now],
    );
    return row ? toRecord(row) : undefined;
  },

  /**
   * Up to `limit` OPEN sessions past their expiry → EXPIRED, of every client or of `clientId`'s. Each is compared with
   * its client's time (`now`, the real time, plus its sandbox clock's offset); the index is scanned up to the furthest
   * any client's time runs ahead, which without advanced clocks is `now`. Rows another sweep holds are skipped (SKIP
   * LOCKED), so sweeps running at once expire each session once.
   */
  async expireDue(db: Queryable, now: Date, limit: number, clientId?: string): Promise<ExpiredSession[]> {
    const rows = await db.query<{ session_id: string; client_id: string; application_id: string }>(
      `UPDATE onboarding_sessions SET status = 'EXPIRED'
        WHERE session_id IN (
          SELECT s.session_id FROM onboarding_sessions s
           WHERE s.status = 'OPEN' AND s.expires_at <= ${latestClientNowSql("$1")} AND s.expires_at <= ${clientNowSql("$1", "s.client_id")}
             AND (CAST($3 AS text) IS NULL OR s.client_id = $3)
           ORDER BY s.expires_at LIMIT $2 FOR UPDATE OF s SKIP LOCKED)
          AND status = 'OPEN'
        RETURNING session_id, client_id, application_id`,
      [now, limit, clientId ?? null],
    );
    return rows.map((row) => ({ id: row.session_id, clientId: row.client_id, applicationId: row.application_id }));
  },
};
