/**
 * When a failed delivery is tried again: exponential back-off from 5 seconds, doubling, capped at 12 hours, each
 * delay stretched by up to 20 % of jitter (never shortened, so the schedule never ends sooner than documented).
 * Twenty attempts in all; the last one comes about 3 days 11 hours after the first (4 days 3 hours with the
 * most jitter), and if it fails too the delivery is FAILED.
 */
export const MAX_ATTEMPTS = 20;
const BASE_MS = 5_000;
const CAP_MS = 12 * 3_600_000;
export const JITTER = 0.2;

/** The nominal delay after the `attempt`-th failed attempt (1-based), before jitter. */
export const nominalDelayMs = (attempt: number) => Math.min(BASE_MS * 2 ** (attempt - 1), CAP_MS);

/** When to try again after the `attempt`-th failure, or null when that was the last attempt. */
export function nextAttemptAt(attempt: number, now: Date, random: () => number = Math.random): Date | null {
  if (attempt >= MAX_ATTEMPTS) {
    return null;
  }
  return new Date(now.getTime() + Math.round(nominalDelayMs(attempt) * (1 + JITTER * random())));
}

/** A subscription whose deliveries have been failing this long, with no success in between, is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
