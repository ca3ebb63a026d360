import type { Details } from "../applications/application.ts";
import { applicationsStore } from "../applications/applications-store.ts";
import { SENSITIVE_FIELDS } from "../applications/sensitive.ts";
import { signingKeysStore } from "../auth/signing-keys-store.ts";
import { decrypt, encrypt, keyIdOf } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";

/** Re-seals the sensitive fields of one details object with the current key; undefined when nothing changes. */
function resealed(keyring: Keyring, details: Details, recordId: string): Details | undefined {
  let changed = false;
  const next: Details = { ...details };
  for (const field of SENSITIVE_FIELDS) {
    const sealed = next[field];
    if (typeof sealed === "string" && keyIdOf(sealed) !== keyring.currentKeyId) {
      next[field] = encrypt(keyring, decrypt(keyring, sealed, `${recordId}/${field}`), `${recordId}/${field}`);
      changed = true;
    }
  }
  return changed ? next : undefined;
}

/**
 * Completes a key rotation: after a new key is put first in ENCRYPTION_KEYS, re-encrypts every stored value still
 * sealed with an older key (personal data and signing keys), so the older keys can then be removed.
 */
export async function reencryptAll(
  db: Database,
  keyring: Keyring,
): Promise<{ applications: number; individuals: number; signingKeys: number }> {
  const counts = { applications: 0, individuals: 0, signingKeys: 0 };
  const store = applicationsStore(keyring);
  for (const row of await store.sealedDetails(db)) {
    const next = resealed(keyring, row.details, row.id);
    if (next) {
      await store.saveSealedDetails(db, row.kind, row.id, next);
      counts[row.kind === "application" ? "applications" : "individuals"]++;
    }
  }
  const keys = await signingKeysStore.all(db);
  for (const key of keys.filter((candidate) => keyIdOf(candidate.private_jwk_encrypted) !== keyring.currentKeyId)) {
    const context = `signing-key:${key.kid}`;
    await signingKeysStore.updatePrivate(db, key.kid, encrypt(keyring, decrypt(keyring, key.private_jwk_encrypted, context), context));
    counts.signingKeys++;
  }
  return counts;
}
