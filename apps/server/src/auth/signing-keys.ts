import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { decrypt, encrypt } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { signingKeysStore } from "./signing-keys-store.ts";

export const ALG = "ES256";
const RELOAD_EVERY_MS = 60_000;

export interface SigningKey {
  kid: string;
  /** A node:crypto key object: signing with it costs about half of what WebCrypto does. */
  privateKey: KeyObject;
}

async function createKey(tx: Queryable, keyring: Keyring, now: Date): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" };
  const sealed = encrypt(keyring, JSON.stringify(await exportJWK(privateKey)), `signing-key:${kid}`);
  await signingKeysStore.insert(tx, { kid, alg: ALG, publicJwk, sealedPrivateJwk: sealed, now });
  return kid;
}

/** Makes a new signing key current; the previous one is retired but stays published for the longest token lifetime. */
export async function rotateSigningKey(db: Database, keyring: Keyring, clock: Clock): Promise<{ kid: string; retired: string[] }> {
  return db.transaction(async (tx) => {
    await signingKeysStore.lock(tx);
    const now = clock.now();
    const retired = await signingKeysStore.retireActive(tx, now);
    return { kid: await createKey(tx, keyring, now), retired };
  });
}

/**
 * The token signing keys of this instance: the current private key, and the public keys of every key a valid
 * token may carry (the current one, and retired ones for `tokenLifetimeS` after retirement). Reloaded lazily
 * every minute and whenever a token names a kid not seen yet (another instance rotated), at most once a second.
 */
export class SigningKeys {
  #current: SigningKey | undefined;
  #public = new Map<string, { jwk: JWK; key: KeyObject }>();
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly keyring: Keyring,
    private readonly clock: Clock,
    private readonly tokenLifetimeS: number,
  ) {}

  /** Creates the first key when there is none (once, whatever the number of instances starting). */
  async ensureKey(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await signingKeysStore.lock(tx);
      if (!(await signingKeysStore.hasActive(tx))) {
        await createKey(tx, this.keyring, this.clock.now());
      }
    });
    await this.#reload();
  }

  /** Rotates (as `pnpm admin keys rotate` does) and signs with the new key at once on this instance. */
  async rotate(): Promise<{ kid: string; retired: string[] }> {
    const rotated = await rotateSigningKey(this.db, this.keyring, this.clock);
    await this.#reloadShared();
    return rotated;
  }

  async current(): Promise<SigningKey> {
    if (!this.#current || performance.now() - this.#loadedAt > RELOAD_EVERY_MS) {
      await this.#reloadShared();
    }
    if (!this.#current) {
      await this.ensureKey();
    }
    return this.#current as SigningKey;
  }

  async publicKey(kid: string): Promise<KeyObject | undefined> {
    if (!this.#public.has(kid) && performance.now() - this.#loadedAt > 1000) {
      await this.#reloadShared();
    }
    return this.#public.get(kid)?.key;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [...this.#public.values()].map((entry) => entry.jwk) };
  }

  #reloadShared(): Promise<void> {
    this.#loading ??= this.#reload().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  async #reload(): Promise<void> {
    const since = new Date(this.clock.now().getTime() - this.tokenLifetimeS * 1000);
    const rows = await signingKeysStore.published(this.db, since);
    const published = new Map<string, { jwk: JWK; key: KeyObject }>();
    for (const row of rows) {
      const jwk = typeof row.public_jwk === "string" ? (JSON.parse(row.public_jwk) as JWK) : row.public_jwk;
      published.set(row.kid, { jwk, key: createPublicKey({ key: jwk as JsonWebKey, format: "jwk" }) });
    }
    const active = rows.find((row) => row.retired_at === null);
    if (active && active.kid !== this.#current?.kid) {
      const privateJwk = JSON.parse(decrypt(this.keyring, active.private_jwk_encrypted, `signing-key:${active.kid}`)) as JWK;
      this.#current = { kid: active.kid, privateKey: createPrivateKey({ key: privateJwk as JsonWebKey, format: "jwk" }) };
    }
    this.#public = published;
    this.#loadedAt = performance.now();
  }
}
