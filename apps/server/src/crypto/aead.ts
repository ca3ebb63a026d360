import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Keyring } from "./keyring.ts";

/**
 * AES-256-GCM with the key id stored beside the value: `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts).
 * New values use the current key; any key of the keyring decrypts, so keys can be rotated.
 */
export function encrypt(keyring: Keyring, plaintext: string, associatedData = ""): string {
  const key = keyring.encryptionKeys.get(keyring.currentKeyId) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    "v1",
    keyring.currentKeyId,
    iv.toString("base64url"),
    ciphertext.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

export function decrypt(keyring: Keyring, sealed: string, associatedData = ""): string {
  const [version, keyId, iv, ciphertext, tag] = sealed.split(".");
  const key = keyId ? keyring.encryptionKeys.get(keyId) : undefined;
  if (version !== "v1" || !key || iv === undefined || ciphertext === undefined || tag === undefined) {
    throw new Error(`cannot decrypt: unknown format or key id ${keyId ?? "?"}`);
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** The key id a sealed value was encrypted with (for re-encryption after a rotation). */
export const keyIdOf = (sealed: string) => sealed.split(".")[1];

/** How every value sealed with `keyId` begins (to find, in SQL, the values sealed with another key). */
export const sealedPrefix = (keyId: string) => `v1.${keyId}.`;

/** Whether a stored text is a sealed value; JSON text never begins as one does. */
export const isSealed = (text: string) => text.startsWith("v1.");
