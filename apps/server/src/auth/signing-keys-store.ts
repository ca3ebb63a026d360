import type { JWK } from "jose";
import type { Queryable } from "../db/database.ts";

export interface SigningKeyRow {
  kid: string;
  public_jwk: JWK | string;
  private_jwk_encrypted: string;
  created_at: Date;
  retired_at: Date | null;
}

// Any fixed number: serialises key creation and rotation across instances.
const KEY_LOCK = 72_707_302;

/** SQL of the token signing keys (private keys stored encrypted). */
export const signingKeysStore = {
  /** Held until the transaction ends: one instance at a time creates or rotates keys. */
  lock: (tx: Queryable) => tx.query("SELECT pg_advisory_xact_lock($1)", [KEY_LOCK]),

  insert: (tx: Queryable, key: { kid: string; alg: string; publicJwk: JWK; sealedPrivateJwk: string; now: Date }) =>
    tx.query("INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk_encrypted, created_at) VALUES ($1, $2, $3, $4, $5)", [
      key.kid,
      key.alg,
      JSON.stringify(key.publicJwk),
      key.sealedPrivateJwk,
      key.now,
    ]),

  async hasActive(tx: Queryable): Promise<boolean> {
    return (await tx.query("SELECT kid FROM signing_keys WHERE retired_at IS NULL")).length > 0;
  },

  async retireActive(tx: Queryable, now: Date): Promise<string[]> {
    const rows = await tx.query<{ kid: string }>("UPDATE signing_keys SET retired_at = $1 WHERE retired_at IS NULL RETURNING kid", [now]);
    return rows.map((row) => row.kid);
  },

  /** The active key and those retired after `retiredAfter`, newest first. */
  published: (db: Queryable, retiredAfter: Date) =>
    db.query<SigningKeyRow>(
      "SELECT kid, public_jwk, private_jwk_encrypted, created_at, retired_at FROM signing_keys WHERE retired_at IS NULL OR retired_at > $1 ORDER BY created_at DESC",
      [retiredAfter],
    ),

  all: (db: Queryable) => db.query<{ kid: string; private_jwk_encrypted: string }>("SELECT kid, private_jwk_encrypted FROM signing_keys"),

  updatePrivate: (db: Queryable, kid: string, sealedPrivateJwk: string) =>
    db.query("UPDATE signing_keys SET private_jwk_encrypted = $2 WHERE kid = $1", [kid, sealedPrivateJwk]),
};
