import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new client secret: 32 random bytes, base64url, with a recognisable prefix (so leaked ones can be spotted). */
export const generateSecret = () => `ocs_${randomBytes(32).toString("base64url")}`;

/** The stored form of a secret: HMAC-SHA-256 keyed with the server's pepper. Fixed length, fast, not reversible. */
export const hashSecret = (pepper: Buffer, secret: string): Buffer => createHmac("sha256", pepper).update(secret, "utf8").digest();

const DUMMY = Buffer.alloc(32);

/**
 * Whether `digest` (a presented secret's hashSecret) is one of the stored hashes. Always the same work, two
 * constant-time comparisons, whether the client has zero, one or two active secrets, or does not exist at all.
 */
export function digestMatches(digest: Buffer, stored: readonly Uint8Array[]): boolean {
  let match = false;
  for (let slot = 0; slot < 2; slot++) {
    const candidate = stored[slot];
    const comparable = candidate && candidate.length === 32 ? candidate : DUMMY;
    match = timingSafeEqual(digest, comparable) && comparable !== DUMMY ? true : match;
  }
  return match;
}
