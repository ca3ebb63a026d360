import { SENSITIVE_FIELDS } from "../applications/sensitive.ts";
import { decrypt, encrypt, keyIdOf } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";

type Details = Record<string, unknown>;

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
  for (const [table, idColumn, counter] of [
    ["applications", "application_id", "applications"],
    ["individuals", "individual_id", "individuals"],
  ] as const) {
    const rows = await db.query<{ id: string; details: Details | string }>(`SELECT ${idColumn} AS id, details FROM ${table}`);
    for (const row of rows) {
      const next = resealed(keyring, typeof row.details === "string" ? JSON.parse(row.details) : row.details, row.id);
      if (next) {
        await db.query(`UPDATE ${table} SET details = $2 WHERE ${idColumn} = $1`, [row.id, JSON.stringify(next)]);
        counts[counter]++;
      }
    }
  }
  const keys = await db.query<{ kid: string; private_jwk_encrypted: string }>("SELECT kid, private_jwk_encrypted FROM signing_keys");
  for (const key of keys.filter((candidate) => keyIdOf(candidate.private_jwk_encrypted) !== keyring.currentKeyId)) {
    const context = `signing-key:${key.kid}`;
    await db.query("UPDATE signing_keys SET private_jwk_encrypted = $2 WHERE kid = $1", [
      key.kid,
      encrypt(keyring, decrypt(keyring, key.private_jwk_encrypted, context), context),
    ]);
    counts.signingKeys++;
  }
  return counts;
}
