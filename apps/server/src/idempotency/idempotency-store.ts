import type { ErrorMapper, Queryable } from "../db/database.ts";

/** The key of one idempotent request: per client, per operation (method and path), per caller-chosen key. */
export interface IdempotencyScope {
  clientId: string;
  method: string;
  path: string;
  key: string;
}

/** A response as written: its body as stored text (sealed), or null when it has none. */
export interface ResponseRecord {
  status: number;
  headers: Record<string, string> | undefined;
  body: string | null;
}

export interface KeyRow {
  fingerprint: string;
  state: "in_flight" | "completed";
  response_status: number | null;
  response_headers: Record<string, string> | string | null;
  response_body: string | null;
}

const scopeParams = (scope: IdempotencyScope) => [scope.clientId, scope.method, scope.path, scope.key];

const responseParams = (response: ResponseRecord) => [response.status, JSON.stringify(response.headers ?? {}), response.body];

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

  complete: (db: Queryable, scope: IdempotencyScope, response: ResponseRecord) =>
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
    response: ResponseRecord,
    onError: ErrorMapper,
  ) =>
    db.write(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, locked_until, created_at, expires_at, response_status,
         response_headers, response_body)
       VALUES ($1, $2, $3, $4, $5, 'completed', NULL, $6, $7, $8, $9, $10)`,
      [...scopeParams(scope), key.fingerprint, key.now, key.expiresAt, ...responseParams(response)],
      { onError },
    ),

  /** Up to `limit` stored bodies that do not begin with `prefix` (not sealed with the current key), after `after` in key order. */
  async bodiesNotStartingWith(
    db: Queryable,
    prefix: string,
    after: IdempotencyScope | undefined,
    limit: number,
  ): Promise<{ scope: IdempotencyScope; body: string }[]> {
    const rows = await db.query<{ client_id: string; method: string; path: string; key: string; response_body: string }>(
      `SELECT client_id, method, path, key, response_body FROM idempotency_keys
       WHERE response_body IS NOT NULL AND NOT starts_with(response_body, $1) AND (client_id, method, path, key) > ($2, $3, $4, $5)
       ORDER BY client_id, method, path, key LIMIT $6`,
      [prefix, ...(after ? scopeParams(after) : ["", "", "", ""]), limit],
    );
    return rows.map((row) => ({
      scope: { clientId: row.client_id, method: row.method, path: row.path, key: row.key },
      body: row.response_body,
    }));
  },

  /**
   * Replaces stored bodies, in one statement, each only if it is still `from` (a key claimed again meanwhile keeps its
   * new response); how many were replaced.
   */
  async replaceBodies(db: Queryable, changes: readonly { scope: IdempotencyScope; from: string; to: string }[]): Promise<number> {
    const column = (value: (change: (typeof changes)[number]) => string) => changes.map(value);
    const rows = await db.query(
      `UPDATE idempotency_keys AS k SET response_body = c.sealed
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS c(client_id, method, path, key, stored, sealed)
       WHERE k.client_id = c.client_id AND k.method = c.method AND k.path = c.path AND k.key = c.key AND k.response_body = c.stored
       RETURNING 1`,
      [
        column((change) => change.scope.clientId),
        column((change) => change.scope.method),
        column((change) => change.scope.path),
        column((change) => change.scope.key),
        column((change) => change.from),
        column((change) => change.to),
      ],
    );
    return rows.length;
  },

  release: (db: Queryable, scope: IdempotencyScope) =>
    db.query(
      "DELETE FROM idempotency_keys WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4 AND state = 'in_flight'",
      scopeParams(scope),
    ),

  async purgeExpired(db: Queryable, now: Date): Promise<number> {
    return (await db.query("DELETE FROM idempotency_keys WHERE expires_at <= $1 RETURNING 1", [now])).length;
  },
};
