import type { EventType } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";

export type DeliveryStatus = "PENDING" | "SUCCEEDED" | "FAILED";

export interface DeliveryRow {
  delivery_id: string;
  subscription_id: string;
  client_id: string;
  event_id: string;
  event_type: EventType;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttemptRow {
  delivery_id: string;
  attempt: number;
  attempted_at: Date;
  status_code: number | null;
  latency_ms: number;
  error_class: string | null;
  response_body: string | null;
}

/** A delivery claimed by a worker, with what it needs to send it. */
export interface ClaimedDelivery {
  delivery_id: string;
  subscription_id: string;
  client_id: string;
  event_id: string;
  event_type: EventType;
  sequence: number | null;
  event_date: Date;
  simulated_date: Date | null;
  data: Record<string, unknown> | string;
  attempts: number;
  url: string;
  secrets: string[] | null;
}

const WITH_EVENT_TYPE = "SELECT d.*, e.event_type FROM deliveries d JOIN events e USING (event_id)";

/** SQL of webhook deliveries and their attempts. */
export const deliveriesStore = {
  /**
   * The outbox's fan-out: one pending delivery per enabled subscription of the client that takes this event type,
   * written in the event's own transaction (ids are handed in, one per subscription at most).
   */
  /**
   * One pending delivery of the event for every enabled subscription of its client that takes its type, in one write.
   * Each delivery's id is made in the statement: the event's time, then 16 characters of a digest of the event and
   * the subscription (unique per pair; in the ULID alphabet, so still a valid delivery id).
   */
  fanOut: (db: Queryable, event: { id: string; clientId: string; type: EventType; orderingKey: string; at: Date }) =>
    db.write(
      `INSERT INTO deliveries (delivery_id, subscription_id, client_id, event_id, ordering_key, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT 'dlv_' || substr($3, 5, 10) || upper(substr(md5($3 || subscription_id), 1, 16)), subscription_id, $1, $3, $4, 'PENDING', 0,
              $5, $5, $5
         FROM subscriptions WHERE client_id = $1 AND enabled AND (event_types IS NULL OR $2 = ANY (event_types))`,
      [event.clientId, event.type, event.id, event.orderingKey, event.at],
    ),

  insert: (
    db: Queryable,
    delivery: { deliveryId: string; subscriptionId: string; id: string; clientId: string; orderingKey: string; at: Date },
  ) =>
    db.write(
      `INSERT INTO deliveries (delivery_id, subscription_id, client_id, event_id, ordering_key, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', 0, $6, $6, $6)`,
      [delivery.deliveryId, delivery.subscriptionId, delivery.clientId, delivery.id, delivery.orderingKey, delivery.at],
    ),

  /**
   * Claims up to `limit` due deliveries for `leaseUntil` (another worker takes them over after it, if this one died).
   * A delivery waits while an earlier event of the same application (ordering key) is still pending for its
   * subscription, so each subscription gets one application's events in order. Rows are claimed with
   * FOR UPDATE SKIP LOCKED, so any number of workers can claim at once without taking the same delivery.
   */
  claim: (db: Queryable, claim: { now: Date; leaseUntil: Date; limit: number }) =>
    db.query<ClaimedDelivery>(
      `WITH claimed AS (
         UPDATE deliveries d SET locked_until = $2
          WHERE d.delivery_id IN (
            SELECT c.delivery_id FROM deliveries c JOIN subscriptions s ON s.subscription_id = c.subscription_id AND s.enabled
             WHERE c.status = 'PENDING' AND c.next_attempt_at <= $1 AND (c.locked_until IS NULL OR c.locked_until <= $1)
               AND NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.subscription_id = c.subscription_id AND e.ordering_key = c.ordering_key
                                 AND e.status = 'PENDING' AND e.event_id < c.event_id)
             ORDER BY c.next_attempt_at, c.event_id LIMIT $3
             FOR UPDATE OF c SKIP LOCKED)
         RETURNING d.delivery_id, d.subscription_id, d.client_id, d.event_id, d.attempts)
       SELECT claimed.*, s.url, e.event_type, e.sequence, e.event_date, e.simulated_date, e.data,
              (SELECT array_agg(x.secret_encrypted ORDER BY x.created_at DESC) FROM subscription_secrets x
                WHERE x.subscription_id = claimed.subscription_id AND (x.expires_at IS NULL OR x.expires_at > $1)) AS secrets
         FROM claimed JOIN subscriptions s USING (subscription_id) JOIN events e USING (event_id)`,
      [claim.now, claim.leaseUntil, claim.limit],
    ),

  /** Records an attempt and the delivery's new state; false when the delivery is gone (its subscription was deleted). */
  async recordAttempt(
    db: Queryable,
    attempt: Omit<AttemptRow, "attempt"> & { status: DeliveryStatus; nextAttemptAt: Date | null },
  ): Promise<boolean> {
    const [row] = await db.query<{ attempts: number }>(
      `UPDATE deliveries SET attempts = attempts + 1, status = $2, next_attempt_at = $3, locked_until = NULL, updated_at = $4
        WHERE delivery_id = $1 RETURNING attempts`,
      [attempt.delivery_id, attempt.status, attempt.nextAttemptAt, attempt.attempted_at],
    );
    if (!row) {
      return false;
    }
    await db.query(
      `INSERT INTO delivery_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error_class, response_body)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        attempt.delivery_id,
        row.attempts,
        attempt.attempted_at,
        attempt.status_code,
        attempt.latency_ms,
        attempt.error_class,
        attempt.response_body,
      ],
    );
    return true;
  },

  async find(db: Queryable, clientId: string, subscriptionId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
    const [row] = await db.query<DeliveryRow>(
      `${WITH_EVENT_TYPE} WHERE d.client_id = $1 AND d.subscription_id = $2 AND d.delivery_id = $3`,
      [clientId, subscriptionId, deliveryId],
    );
    return row;
  },

  list: (db: Queryable, clientId: string, subscriptionId: string, page: Page) =>
    keysetPage<DeliveryRow>(
      db,
      {
        table: "(SELECT d.*, e.event_type FROM deliveries d JOIN events e USING (event_id)) AS deliveries",
        id: "delivery_id",
        conditions: [
          ["client_id = ?", clientId],
          ["subscription_id = ?", subscriptionId],
        ],
      },
      page,
    ),

  /** The attempts of the deliveries, newest first. */
  attemptsOf: (db: Queryable, deliveryIds: string[]) =>
    deliveryIds.length === 0
      ? Promise.resolve([])
      : db.query<AttemptRow>("SELECT * FROM delivery_attempts WHERE delivery_id = ANY($1) ORDER BY attempt DESC", [deliveryIds]),

  /** Drops finished deliveries (and their attempts) last touched before `before`. */
  async purgeFinished(db: Queryable, before: Date): Promise<number> {
    return (await db.query("DELETE FROM deliveries WHERE status <> 'PENDING' AND updated_at < $1 RETURNING 1", [before])).length;
  },

  /** Schedules one more attempt now. */
  reschedule: (db: Queryable, deliveryId: string, now: Date) =>
    db.query(
      "UPDATE deliveries SET status = 'PENDING', next_attempt_at = $2, locked_until = NULL, updated_at = $2 WHERE delivery_id = $1",
      [deliveryId, now],
    ),
};
