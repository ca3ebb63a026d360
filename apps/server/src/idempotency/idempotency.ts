import { hash } from "node:crypto";
import type { Keyring } from "../crypto/keyring.ts";
import { type Database, isDatabaseError, type Queryable, UNIQUE_VIOLATION } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError } from "../platform/errors.ts";
import { jsonOf } from "../platform/json-text.ts";
import { type IdempotencyScope, idempotencyStore, type ResponseRecord } from "./idempotency-store.ts";
import { openBody, sealBody } from "./sealed-response.ts";

export type { IdempotencyScope };

/** A response as stored for replay. */
export interface StoredResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** How long a claimed key blocks retries while its request runs (a crashed process's claim expires after it). */
const IN_FLIGHT_MS = 60_000;

/** A key JSON writes as it is between quotes (printable ASCII but `"` and `\\`): most keys, written without escaping. */
const PLAIN_KEY = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * JSON with every object's members in sorted order (by UTF-16 code units): the same for the same value, however it
 * was written. Written into one string as it walks (every keyed write computes it); each object's keys are sorted in
 * the array Object.keys made for it (a few keys: insertion sort, without the work array a general sort allocates).
 */
function canonicalJson(value: unknown): string {
  let text = "";
  const write = (item: unknown) => {
    if (typeof item !== "object" || item === null) {
      text += JSON.stringify(item ?? null);
    } else if (Array.isArray(item)) {
      text += "[";
      for (let index = 0; index < item.length; index++) {
        text += index === 0 ? "" : ",";
        write(item[index]);
      }
      text += "]";
    } else {
      const keys = Object.keys(item);
      for (let index = 1; index < keys.length; index++) {
        const key = keys[index] as string;
        let at = index - 1;
        while (at >= 0 && (keys[at] as string) > key) {
          keys[at + 1] = keys[at] as string;
          at--;
        }
        keys[at + 1] = key;
      }
      text += "{";
      for (let index = 0; index < keys.length; index++) {
        const key = keys[index] as string;
        text += index === 0 ? "" : ",";
        text += PLAIN_KEY.test(key) ? `"${key}":` : `${JSON.stringify(key)}:`;
        write((item as Record<string, unknown>)[key]);
      }
      text += "}";
    }
  };
  write(value);
  return text;
}

/** What makes two requests with one key the same request: their bodies as values, not as text. */
export const fingerprintOf = (body: unknown) => hash("sha256", canonicalJson(body), "hex");

const parse = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

const inUse = () =>
  new ApiError("IDEMPOTENCY_KEY_IN_USE", "A request with this idempotency key is still being processed; retry shortly.", {
    headers: { "Retry-After": "1" },
  });

/** The key of a first attempt exists already: the request must go the careful way (claim first). */
export class KeyTaken extends Error {
  constructor() {
    super("idempotency key taken");
  }
}

const keyTaken = (error: unknown) =>
  isDatabaseError(error, UNIQUE_VIOLATION) && (error.table === "idempotency_keys" || /idempotency_keys_pkey/.test(error.message))
    ? new KeyTaken()
    : undefined;

/**
 * Safe retries. The first request with a key claims it (one statement, so exactly one of any number of concurrent
 * requests wins, across processes); its response is stored in the same transaction as its changes; later requests
 * with the same key and body get that response again, with another body 422, and while it runs 409.
 */
export class Idempotency {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly retentionMs: number,
    private readonly keyring: Keyring,
  ) {}

  /** The response as written: its body sealed (it may hold a secret the response shows once). */
  private recordOf(scope: IdempotencyScope, response: StoredResponse): ResponseRecord {
    const body = response.body === undefined ? null : sealBody(this.keyring, scope, jsonOf(response.body));
    return { status: response.status, headers: response.headers, body };
  }

  /** "claimed" when this request runs; otherwise the stored outcome, or an ApiError. */
  async claim(scope: IdempotencyScope, fingerprint: string): Promise<{ kind: "claimed" } | { kind: "replay"; result: StoredResponse }> {
    const now = this.clock.now();
    const claimed = await idempotencyStore.claim(this.db, scope, {
      fingerprint,
      lockedUntil: new Date(now.getTime() + IN_FLIGHT_MS),
      now,
      expiresAt: new Date(now.getTime() + this.retentionMs),
    });
    if (claimed) {
      return { kind: "claimed" };
    }
    const row = await idempotencyStore.find(this.db, scope);
    if (!row) {
      // Purged between the two statements: as good as in flight; the retry will claim it.
      throw inUse();
    }
    if (row.fingerprint !== fingerprint) {
      throw new ApiError(
        "IDEMPOTENCY_KEY_MISMATCH",
        "This idempotency key was used with a different request body; use a new key for a new request.",
      );
    }
    if (row.state === "in_flight") {
      throw inUse();
    }
    return {
      kind: "replay",
      result: {
        status: row.response_status as number,
        headers: { ...parse(row.response_headers ?? {}), "x-svc-idempotent-replayed": "true" },
        body: row.response_body === null ? undefined : JSON.parse(openBody(this.keyring, scope, row.response_body)),
      },
    };
  }

  /**
   * The optimistic first attempt: claims a key never seen and stores its response in the request's own transaction,
   * written with the change (for a create, all in one statement). The commit fails with KeyTaken when the key exists
   * (a retry, a concurrent request, or an expired key not yet purged): then the request goes through `claim`.
   */
  record(db: Queryable, scope: IdempotencyScope, fingerprint: string, result: StoredResponse): Promise<unknown> {
    const now = this.clock.now();
    return idempotencyStore.insertCompleted(
      db,
      scope,
      { fingerprint, now, expiresAt: new Date(now.getTime() + this.retentionMs) },
      this.recordOf(scope, result),
      keyTaken,
    );
  }

  /** Stores the response of a claimed key; called inside the request's own transaction, so the two commit together. */
  complete(db: Queryable, scope: IdempotencyScope, result: StoredResponse): Promise<unknown> {
    return idempotencyStore.complete(db, scope, this.recordOf(scope, result));
  }

  /** After a failure that changed nothing and is not a final answer (5xx): the key is free for a retry. */
  release(scope: IdempotencyScope): Promise<unknown> {
    return idempotencyStore.release(this.db, scope);
  }
}
