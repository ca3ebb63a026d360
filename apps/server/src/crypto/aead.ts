import { createCipheriv, createDecipheriv } from "node:crypto";
import { pooledRandomBytes } from "../platform/random-pool.ts";
import type { Keyring } from "./keyring.ts";

/**
 * AES-256-GCM with the key id stored beside the value: `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts).
 * New values use the current key; any key of the keyring decrypts, so keys can be rotated.
 */
export function encrypt(keyring: Keyring, plaintext: string, associatedData = ""): string {
  const key = keyring.encryptionKeys.get(keyring.currentKeyId) as Buffer;
  const iv = pooledRandomBytes(12);
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

/**
 * AES-256-GCM of bytes, for binary values stored as bytea (document chunks): `1 | key id length | key id | iv | tag |
 * ciphertext`. No base64 (a third larger); the same keyring and associated-data rules as the text envelope.
 */
export function encryptBytes(keyring: Keyring, plaintext: Uint8Array, associatedData: string): Buffer {
  const key = keyring.encryptionKeys.get(keyring.currentKeyId) as Buffer;
  const keyId = Buffer.from(keyring.currentKeyId, "utf8");
  const iv = pooledRandomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([1, keyId.length]), keyId, iv, cipher.getAuthTag(), ciphertext]);
}

/** The key id bytes were sealed with by encryptBytes. */
export function keyIdOfBytes(sealed: Uint8Array): string {
  return Buffer.from(sealed.buffer, sealed.byteOffset + 2, sealed[1] ?? 0).toString("utf8");
}

export function decryptBytes(keyring: Keyring, sealed: Uint8Array, associatedData: string): Buffer {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const keyIdLength = bytes[1] ?? 0;
  const keyId = bytes.subarray(2, 2 + keyIdLength).toString("utf8");
  const key = keyring.encryptionKeys.get(keyId);
  if (bytes[0] !== 1 || !key || bytes.length < 2 + keyIdLength + 28) {
    throw new Error(`cannot decrypt: unknown format or key id ${keyId || "?"}`);
  }
  const ivStart = 2 + keyIdLength;
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(ivStart, ivStart + 12));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(bytes.subarray(ivStart + 12, ivStart + 28));
  return Buffer.concat([decipher.update(bytes.subarray(ivStart + 28)), decipher.final()]);
}
