import { revocationsStore } from "./auth/revocations-store.ts";
import type { Database } from "./db/database.ts";
import { idempotencyStore } from "./idempotency/idempotency-store.ts";
import { expireDueSessions } from "./onboarding-sessions/onboarding-sessions.ts";
import type { Clock } from "./platform/clock.ts";
import { rateLimitsStore } from "./rate-limits/rate-limits-store.ts";
import { deliveriesStore } from "./webhooks/deliveries-store.ts";

/** How long the delivery log keeps a finished delivery. */
export const DELIVERY_LOG_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Keeps storage bounded: drops idempotency keys past their retention, revocations of tokens that have expired
 * anyway, rate-limit and failed-authentication counters whose window is over, and finished webhook deliveries older than 30 days. Run every ten minutes by the server and by
 * `pnpm admin purge`. It also expires the onboarding sessions past their expires_at, each with its
 * ONBOARDING_SESSION_EXPIRED event, so the event comes without anyone opening the link.
 */
export async function purgeExpired(db: Database, clock: Clock) {
  const now = clock.now();
  return {
    idempotencyKeys: await idempotencyStore.purgeExpired(db, now),
    tokenRevocations: await revocationsStore.purgeExpired(db, now),
    rateLimits: await rateLimitsStore.purgeExpired(db, now),
    deliveries: await deliveriesStore.purgeFinished(db, new Date(now.getTime() - DELIVERY_LOG_RETENTION_MS)),
    onboardingSessionsExpired: await expireDueSessions(db, now),
  };
}

export const PURGE_EVERY_MS = 10 * 60_000;
