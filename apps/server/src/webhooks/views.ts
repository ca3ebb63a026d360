import type { Delivery, EventType } from "@onboarding/core";
import type { AttemptRow, DeliveryRow } from "./deliveries-store.ts";
import type { SubscriptionRow } from "./subscriptions-store.ts";

/*
 * The API's views of subscriptions and deliveries, rendered from their rows when read (none is stored: a change of
 * these views shows at once).
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The API's view of a subscription (the secret only where it is shown once). */
export const subscriptionResource = (row: SubscriptionRow, secret?: string) => ({
  id: row.subscription_id,
  url: row.url,
  event_types: row.event_types ?? (["*"] as ["*"]),
  description: row.description,
  enabled: row.enabled,
  disabled_reason: row.disabled_reason,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  ...(secret ? { secret } : {}),
});

/** The API's view of a delivery, with its attempts, newest first. */
export const deliveryResource = (row: DeliveryRow, attempts: AttemptRow[]): Delivery => ({
  id: row.delivery_id,
  event_id: row.event_id,
  event_type: row.event_type as EventType,
  subscription_id: row.subscription_id,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: iso(row.next_attempt_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  attempt_log: attempts
    .filter((attempt) => attempt.delivery_id === row.delivery_id)
    .map((attempt) => ({
      attempt: attempt.attempt,
      attempted_at: attempt.attempted_at.toISOString(),
      status_code: attempt.status_code,
      latency_ms: attempt.latency_ms,
      error_class: attempt.error_class as Delivery["attempt_log"][number]["error_class"],
      response_body: attempt.response_body,
    })),
});
