import { randomFillSync } from "node:crypto";

export type IdPrefix = "app" | "ind" | "evt" | "whk" | "dlv" | "req" | "cli" | "sec" | "key";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford's base 32, as ULID uses

/**
 * Random bytes drawn from the system's generator 4 KiB at a time. The ulid package asks for one byte per character
 * (16 calls per id): under load that was 3 % of the server's CPU, about 23 µs per request for its request id.
 */
const pool = new Uint8Array(4096);
let poolOffset = pool.length;

let lastTime = -1;
const lastRandom = new Uint8Array(16); // 16 base-32 digits (80 bits), one per byte (0–31)

function freshRandom(): void {
  if (poolOffset + 16 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  for (let index = 0; index < 16; index++) {
    lastRandom[index] = (pool[poolOffset + index] as number) & 31;
  }
  poolOffset += 16;
}

/** Within one millisecond, ids count up from the first one's random part: unique and in order (monotonic ULID). */
function increment(): void {
  for (let index = 15; index >= 0; index--) {
    const digit = (lastRandom[index] as number) + 1;
    if (digit < 32) {
      lastRandom[index] = digit;
      return;
    }
    lastRandom[index] = 0;
  }
  throw new Error("ULID random part overflow within one millisecond");
}

/** A ULID: 10 digits of milliseconds, 16 random digits; monotonic within one process. */
export function ulid(now = Date.now()): string {
  if (now > lastTime) {
    lastTime = now;
    freshRandom();
  } else {
    increment();
  }
  let time = lastTime;
  let text = "";
  for (let index = 0; index < 10; index++) {
    text = ALPHABET[time % 32] + text;
    time = Math.floor(time / 32);
  }
  for (let index = 0; index < 16; index++) {
    text += ALPHABET[lastRandom[index] as number];
  }
  return text;
}

/** Opaque, prefixed, time-ordered identifiers (prefix_ULID): cheap cursors, recognisable in logs. */
export const newId = (prefix: IdPrefix, now = Date.now()): string => `${prefix}_${ulid(now)}`;
