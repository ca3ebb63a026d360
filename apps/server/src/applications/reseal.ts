import { decrypt, encrypt, keyIdOf } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Queryable } from "../db/database.ts";
import type { StoredDetails } from "./application.ts";
import { applicationsStore } from "./applications-store.ts";
import { SENSITIVE_FIELDS } from "./sensitive.ts";

/** Re-seals the sensitive fields of one details object with the current key; undefined when nothing changes. */
function resealed(keyring: Keyring, details: StoredDetails, recordId: string): StoredDetails | undefined {
  let changed = false;
  const next: StoredDetails = { ...details };
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
 * Re-seals, with the keyring's current key, the sensitive fields of every application and person sealed with
 * another (after a key rotation); returns how many of each.
 */
export async function resealApplicationDetails(db: Queryable, keyring: Keyring): Promise<{ applications: number; individuals: number }> {
  const counts = { applications: 0, individuals: 0 };
  const store = applicationsStore(keyring);
  for (const row of await store.sealedDetails(db)) {
    const next = resealed(keyring, row.details, row.id);
    if (next) {
      await store.saveSealedDetails(db, row.kind, row.id, next);
      counts[row.kind === "application" ? "applications" : "individuals"]++;
    }
  }
  return counts;
}
