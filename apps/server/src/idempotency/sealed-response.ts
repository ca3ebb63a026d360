import { decrypt, encrypt, isSealed } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { IdempotencyScope } from "./idempotency-store.ts";

/**
 * Stored responses are replayed whole, so they hold what a response shows once (a webhook signing secret): their bodies
 * are encrypted at rest with the keyring, bound to their key (an envelope copied to another key's row does not decrypt).
 */
const contextOf = (scope: IdempotencyScope) => `idempotency:${JSON.stringify([scope.clientId, scope.method, scope.path, scope.key])}`;

/** The body's JSON text, sealed for storage. */
export const sealBody = (keyring: Keyring, scope: IdempotencyScope, json: string) => encrypt(keyring, json, contextOf(scope));

/** The body's JSON text, from a sealed body or from one stored in clear before bodies were sealed. */
export const openBody = (keyring: Keyring, scope: IdempotencyScope, stored: string) =>
  isSealed(stored) ? decrypt(keyring, stored, contextOf(scope)) : stored;

/** A stored body sealed again with the current key (sealed for the first time when it was stored in clear). */
export const resealBody = (keyring: Keyring, scope: IdempotencyScope, stored: string) =>
  sealBody(keyring, scope, openBody(keyring, scope, stored));
