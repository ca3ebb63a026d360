import { Gate } from "./gate.ts";

const MIB = 1024 * 1024;

/**
 * The lane of transactions that write content (uploads of up to 10 MiB): a few at a time, so that they never take the
 * whole pool from the API's other work, and waiting for their turn here, where they hold no connection, for up to a
 * minute (the caller has already sent its bytes: a wait is better than a refusal). Past a full queue or the wait, 503
 * with Retry-After, before anything was written.
 */
export function bulkLane(poolSize: number): Gate {
  return new Gate({ concurrency: Math.max(1, Math.floor(poolSize / 3)), maxQueue: 200, maxWaitMs: 60_000 });
}

/** What a transaction writing `bytes` of content may take beyond the usual deadline: a second per MiB begun. */
export const bulkAllowanceMs = (bytes: number) => Math.ceil(bytes / MIB) * 1000;
