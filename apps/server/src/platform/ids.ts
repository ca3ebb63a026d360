import { randomFillSync } from "node:crypto";
import { monotonicFactory } from "ulid";

export type IdPrefix =
  | "app"
  | "alt"
  | "ind"
  | "evt"
  | "whk"
  | "dlv"
  | "req"
  | "cli"
  | "sec"
  | "key"
  | "doc"
  | "vrf"
  | "obs"
  | "opr"
  | "ses"
  | "case"
  | "note"
  | "lsv"
  | "scr";

/**
 * Random numbers in [0, 1) from bytes the system's generator gives 4 KiB at a time. The ulid package's own source asks
 * the system for one byte per character (16 calls per id): under load that was 3 % of the server's CPU, about 23 µs
 * per request for its request id.
 */
const pool = new Uint8Array(4096);
let poolOffset = pool.length;
function pooledRandom(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  return (pool[poolOffset++] as number) / 256;
}

/** A ULID: 10 digits of milliseconds, 16 random digits; monotonic within one process (the ulid package's). */
export const ulid: (now?: number) => string = monotonicFactory(pooledRandom);

/** Opaque, prefixed, time-ordered identifiers (prefix_ULID): cheap cursors, recognisable in logs. */
export const newId = (prefix: IdPrefix, now = Date.now()): string => `${prefix}_${ulid(now)}`;
