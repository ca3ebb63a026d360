import { resealApplicationDetails } from "../applications/index.ts";
import { signingKeysStore } from "../auth/signing-keys-store.ts";
import { decrypt, encrypt, keyIdOf, sealedPrefix } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";
import { resealDocumentChunks } from "../documents/documents.ts";
import { type IdempotencyScope, idempotencyStore } from "../idempotency/idempotency-store.ts";
import { resealBody } from "../idempotency/sealed-response.ts";
import { resealScreenings } from "../screening/screenings.ts";
import { sealSecret, unsealSecret } from "../webhooks/subscriptions.ts";
import { subscriptionsStore } from "../webhooks/subscriptions-store.ts";

/** Stored responses are read a page at a time (a day of keyed writes may be many). */
const RESPONSES_PAGE = 500;

/** Re-seals the stored responses of idempotency keys sealed with an older key, or stored in clear by earlier versions. */
async function reencryptStoredResponses(db: Database, keyring: Keyring): Promise<number> {
  const current = sealedPrefix(keyring.currentKeyId);
  let count = 0;
  let after: IdempotencyScope | undefined;
  for (;;) {
    const page = await idempotencyStore.bodiesNotStartingWith(db, current, after, RESPONSES_PAGE);
    const changes = page.map(({ scope, body }) => ({ scope, from: body, to: resealBody(keyring, scope, body) }));
    count += changes.length > 0 ? await idempotencyStore.replaceBodies(db, changes) : 0;
    if (page.length < RESPONSES_PAGE) {
      return count;
    }
    after = page[page.length - 1]?.scope;
  }
}

/** Re-seals the webhook signing secrets sealed with an older key (those of expired rotations too). */
async function reencryptWebhookSecrets(db: Database, keyring: Keyring): Promise<number> {
  const older = await subscriptionsStore.secretsNotStartingWith(db, sealedPrefix(keyring.currentKeyId));
  for (const row of older) {
    const secret = unsealSecret(keyring, row.subscription_id, row.secret_encrypted);
    await subscriptionsStore.replaceSealedSecret(db, row.secret_id, sealSecret(keyring, row.subscription_id, secret));
  }
  return older.length;
}

/**
 * Completes a key rotation: after a new key is put first in ENCRYPTION_KEYS, re-encrypts every stored value still
 * sealed with an older key (personal data, token signing keys, webhook signing secrets, stored responses of
 * idempotency keys, the content of documents, screened names), so the older keys can then be removed. Stored responses kept in clear by earlier versions are
 * sealed too.
 */
export async function reencryptAll(
  db: Database,
  keyring: Keyring,
): Promise<{
  applications: number;
  individuals: number;
  signingKeys: number;
  webhookSecrets: number;
  storedResponses: number;
  documentChunks: number;
  screenings: number;
}> {
  const counts = {
    ...(await resealApplicationDetails(db, keyring)),
    signingKeys: 0,
    webhookSecrets: 0,
    storedResponses: 0,
    documentChunks: 0,
    screenings: 0,
  };
  const keys = await signingKeysStore.all(db);
  for (const key of keys.filter((candidate) => keyIdOf(candidate.private_jwk_encrypted) !== keyring.currentKeyId)) {
    const context = `signing-key:${key.kid}`;
    await signingKeysStore.updatePrivate(db, key.kid, encrypt(keyring, decrypt(keyring, key.private_jwk_encrypted, context), context));
    counts.signingKeys++;
  }
  counts.webhookSecrets = await reencryptWebhookSecrets(db, keyring);
  counts.storedResponses = await reencryptStoredResponses(db, keyring);
  counts.documentChunks = await resealDocumentChunks(db, keyring);
  counts.screenings = await resealScreenings(db, keyring);
  return counts;
}
