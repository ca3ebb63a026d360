import type { ErrorMapper, Queryable } from "../db/database.ts";
import { jsonOf } from "../json-text.ts";

/** The key of one idempotent request: per client, per operation (method and path), per caller-chosen key. */
export interface IdempotencyScope {
  clientId: string;
  method: string;
  path: string;
  key: string;
}

/** A response as stored for replay. */
export interface StoredResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface KeyRow {
  fingerprint: string;
  state: "in_flight" | "completed";
  response_status: number | null;
  response_headers: Record<string, string> | string | null;
  response_body: string | null;
}

const scopeParams = (scope: IdempotencyScope) => [scope.clientId, scope.method, scope.path, scope.key];

const responseParams = (response: StoredResponse) => [
  response.status,
  JSON.stringify(response.headers ?? {}),
  response.body === undefined ? null : jsonOf(response.body),
];

/** SQL of idempotency keys and their stored responses. */
export const idempotencyStore = {
  /**
   * Claims the key in one statement, so exactly one of any number of concurrent requests wins, across processes:
   * a new key, an expired one, or an abandoned claim (past `lockedUntil` of a crashed process, same body).
   */
  async claim(db: Queryable, scope: IdempotencyScope, claim: { fingerprint: string; lockedUntil: Date; now: Date; expiresAt: Date }) {
    const rows = await db.query(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, locked_until, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'in_flight', $6, $7, $8)
       ON CONFLICT (client_id, method, path, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, state = 'in_flight', locked_until = EXCLUDED.locked_until, response_status = NULL,
             response_headers = NULL, response_body = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
            OR (idempotency_keys.state = 'in_flight' AND idempotency_keys.locked_until <= EXCLUDED.created_at
                AND idempotency_keys.fingerprint = EXCLUDED.fingerprint)
       RETURNING key`,
      [...scopeParams(scope), claim.fingerprint, claim.lockedUntil, claim.now, claim.expiresAt],
    );
    return rows.length > 0;
  },

  async find(db: Queryable, scope: IdempotencyScope): Promise<KeyRow | undefined> {
    const [row] = await db.query<KeyRow>(
      "SELECT fingerprint, state, response_status, response_headers, response_body FROM idempotency_keys WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4",
      scopeParams(scope),
    );
    return row;
  },

  complete: (db: Queryable, scope: IdempotencyScope, response: StoredResponse) =>
    db.write(
      `UPDATE idempotency_keys SET state = 'completed', locked_until = NULL, response_status = $5, response_headers = $6, response_body = $7
       WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4`,
      [...scopeParams(scope), ...responseParams(response)],
    ),

  /** A new key with its response, claimed and completed at once; `onError` tells a key that exists already. */
  insertCompleted: (
    db: Queryable,
    scope: IdempotencyScope,
    key: { fingerprint: string; now: Date; expiresAt: Date },
    response: StoredResponse,
    onError: ErrorMapper,
  ) =>
    db.write(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, locked_until, created_at, expires_at, response_status,
         response_headers, response_body)
       VALUES ($1, $2, $3, $4, $5, 'completed', NULL, $6, $7, $8, $9, $10)`,
      [...scopeParams(scope), key.fingerprint, key.now, key.expiresAt, ...responseParams(response)],
      { onError },
    ),

  release: (db: Queryable, scope: IdempotencyScope) =>
    db.query(
      "DELETE FROM idempotency_keys WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4 AND state = 'in_flight'",
      scopeParams(scope),
    ),

  async purgeExpired(db: Queryable, now: Date): Promise<number> {
    return (await db.query("DELETE FROM idempotency_keys WHERE expires_at <= $1 RETURNING 1", [now])).length;
  },
};
