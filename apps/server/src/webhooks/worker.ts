import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";
import { eventOf } from "../events/views.ts";
import type { Clock } from "../platform/clock.ts";
import type { Logger } from "../platform/logger.ts";
import { polling, runUntilIdle } from "../platform/polling.ts";
import { type ClaimedDelivery, deliveriesStore } from "./deliveries-store.ts";
import { outbox } from "./outbox.ts";
import { DISABLE_AFTER_MS, nextAttemptAt } from "./schedule.ts";
import { type SendResult, send } from "./sender.ts";
import { signedHeaders } from "./signing.ts";
import { unsealSecret } from "./subscriptions.ts";
import { subscriptionsStore } from "./subscriptions-store.ts";
import type { UrlPolicy } from "./url-policy.ts";

export interface WorkerOptions {
  db: Database;
  keyring: Keyring;
  clock: Clock;
  logger: Logger;
  urls: UrlPolicy;
  /** How often an idle worker looks for due deliveries. */
  pollMs: number;
  /** Deliveries sent at once by one worker. */
  batchSize: number;
  /** How to send (the real HTTP sender; tests may observe it). */
  send?: typeof send;
}

/** How long a claimed delivery is this worker's: past it (the worker died mid-send), another worker takes it over. */
const LEASE_MS = 60_000;

/**
 * Delivers webhooks: claims due deliveries (any number of workers, in this process or `pnpm worker`, share the
 * work through the database), signs and sends each, and records the attempt with the next one's time or the
 * final state. A subscription failing for five days is disabled, with a SUBSCRIPTION_DISABLED event.
 */
export function createDeliveryWorker(options: WorkerOptions) {
  const { db, keyring, clock, logger } = options;
  const sendOne = options.send ?? send;

  async function record(delivery: ClaimedDelivery, result: SendResult, at: Date): Promise<void> {
    const attempt = delivery.attempts + 1;
    const succeeded = result.errorClass === null;
    const next = succeeded ? null : nextAttemptAt(attempt, at);
    await db.transaction(async (tx) => {
      const recorded = await deliveriesStore.recordAttempt(tx, {
        delivery_id: delivery.delivery_id,
        attempted_at: at,
        status_code: result.statusCode,
        latency_ms: result.latencyMs,
        error_class: result.errorClass,
        response_body: result.responseBody,
        status: succeeded ? "SUCCEEDED" : next ? "PENDING" : "FAILED",
        nextAttemptAt: next,
      });
      if (!recorded) {
        return;
      }
      if (succeeded) {
        await subscriptionsStore.markHealthy(tx, delivery.subscription_id);
        return;
      }
      const failing = await subscriptionsStore.markFailing(tx, delivery.subscription_id, at);
      if (failing && at.getTime() - failing.failing_since.getTime() >= DISABLE_AFTER_MS) {
        const reason = `Deliveries failed for 5 days (last: ${result.errorClass}${result.statusCode ? ` ${result.statusCode}` : ""}).`;
        if (await subscriptionsStore.disable(tx, delivery.subscription_id, reason, at)) {
          await outbox.publish(tx, {
            clientId: failing.client_id,
            type: "SUBSCRIPTION_DISABLED",
            applicationId: null,
            data: { subscription_id: delivery.subscription_id, reason },
            at,
          });
        }
      }
    });
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const at = clock.now();
    const body = JSON.stringify(eventOf(delivery));
    const secrets = (delivery.secrets ?? []).map((sealed) => unsealSecret(keyring, delivery.subscription_id, sealed));
    const headers = signedHeaders(secrets, { eventId: delivery.event_id, subscriptionId: delivery.subscription_id }, at, body);
    const result = await sendOne(delivery.url, headers, body, options.urls);
    await record(delivery, result, at);
    logger.info(
      {
        delivery_id: delivery.delivery_id,
        event_id: delivery.event_id,
        status_code: result.statusCode,
        error_class: result.errorClass,
        ms: result.latencyMs,
      },
      "webhook attempt",
    );
  }

  /** Claims and sends one batch; the number of deliveries attempted. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await deliveriesStore.claim(db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: options.batchSize });
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  return {
    runOnce,
    /** Sends batches until nothing is due: what tests call to have the deliveries made. */
    runAll: () => runUntilIdle(runOnce),
    ...polling(runOnce, { pollMs: options.pollMs, logger, name: "webhook worker" }),
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
