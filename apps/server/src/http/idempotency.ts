import { createHash } from "node:crypto";
import type { Clock } from "../clock.ts";
import type { Database, Queryable } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { HandlerResult } from "./handler.ts";

export interface IdempotencyScope {
  clientId: string;
  method: string;
  path: string;
  key: string;
}

interface KeyRow {
  fingerprint: string;
  state: "in_flight" | "completed";
  response_status: number | null;
  response_headers: Record<string, string> | string | null;
  response_body: string | null;
}

/** How long a claimed key blocks retries while its request runs (a crashed process's claim expires after it). */
const IN_FLIGHT_MS = 60_000;

export const fingerprintOf = (body: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");

const parse = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/**
 * api.md §6. The first request with a key claims it (one statement, so exactly one of any number of concurrent
 * requests wins, across processes); its response is stored in the same transaction as its changes; later requests
 * with the same key and body get that response again, with another body 422, and while it runs 409.
 */
export class Idempotency {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly retentionMs: number,
  ) {}

  /** "claimed" when this request runs; otherwise the stored outcome, or an ApiError. */
  async claim(scope: IdempotencyScope, fingerprint: string): Promise<{ kind: "claimed" } | { kind: "replay"; result: HandlerResult }> {
    const now = this.clock.now();
    const claimed = await this.db.query(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, locked_until, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'in_flight', $6, $7, $8)
       ON CONFLICT (client_id, method, path, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, state = 'in_flight', locked_until = EXCLUDED.locked_until, response_status = NULL,
             response_headers = NULL, response_body = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
            OR (idempotency_keys.state = 'in_flight' AND idempotency_keys.locked_until <= EXCLUDED.created_at
                AND idempotency_keys.fingerprint = EXCLUDED.fingerprint)
       RETURNING key`,
      [
        scope.clientId,
        scope.method,
        scope.path,
        scope.key,
        fingerprint,
        new Date(now.getTime() + IN_FLIGHT_MS),
        now,
        new Date(now.getTime() + this.retentionMs),
      ],
    );
    if (claimed.length > 0) {
      return { kind: "claimed" };
    }
    const [row] = await this.db.query<KeyRow>(
      "SELECT fingerprint, state, response_status, response_headers, response_body FROM idempotency_keys WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4",
      [scope.clientId, scope.method, scope.path, scope.key],
    );
    if (!row) {
      // Purged between the two statements: as good as in flight; the retry will claim it.
      throw this.#inUse();
    }
    if (row.fingerprint !== fingerprint) {
      throw new ApiError(
        "IDEMPOTENCY_KEY_MISMATCH",
        "This idempotency key was used with a different request body; use a new key for a new request.",
      );
    }
    if (row.state === "in_flight") {
      throw this.#inUse();
    }
    return {
      kind: "replay",
      result: {
        status: row.response_status as number,
        headers: { ...parse(row.response_headers ?? {}), "x-svc-idempotent-replayed": "true" },
        body: row.response_body === null ? undefined : JSON.parse(row.response_body),
      },
    };
  }

  #inUse() {
    return new ApiError("IDEMPOTENCY_KEY_IN_USE", "A request with this idempotency key is still being processed; retry shortly.", {
      headers: { "Retry-After": "1" },
    });
  }

  /** Stores the response; called inside the request's own transaction, so the two commit together. */
  complete(db: Queryable, scope: IdempotencyScope, result: HandlerResult): Promise<unknown> {
    return db.query(
      `UPDATE idempotency_keys SET state = 'completed', locked_until = NULL, response_status = $5, response_headers = $6, response_body = $7
       WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4`,
      [
        scope.clientId,
        scope.method,
        scope.path,
        scope.key,
        result.status,
        JSON.stringify(result.headers ?? {}),
        result.body === undefined ? null : JSON.stringify(result.body),
      ],
    );
  }

  /** After a failure that changed nothing and is not a final answer (5xx): the key is free for a retry. */
  release(scope: IdempotencyScope): Promise<unknown> {
    return this.db.query(
      "DELETE FROM idempotency_keys WHERE client_id = $1 AND method = $2 AND path = $3 AND key = $4 AND state = 'in_flight'",
      [scope.clientId, scope.method, scope.path, scope.key],
    );
  }
}
