import { SENSITIVE_FIELD_KEYS } from "@onboarding/core";
import { decrypt, encrypt } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { StoredDetails } from "./application.ts";

/** The fields stored encrypted and returned masked: those core's schemas mark sensitive, in any kind of details. */
export const SENSITIVE_FIELDS = SENSITIVE_FIELD_KEYS;

/**
 * Responses show five asterisks and the last four characters, whatever the length. Masking a mask gives the same mask
 * (valid values have at least four characters), so details read to be shown, masked already from the stored masks,
 * pass through the resource's masking unchanged.
 */
export const maskValue = (value: string) => `*****${value.slice(-4)}`;

/**
 * Beside the sealed values, their masks as responses show them (`_masked`): reads answer from it without decrypting
 * anything. It holds no more than every response shows.
 */
const MASKS = "_masked";

/**
 * Encrypts the sensitive fields of a details object for storage. The record's id is the associated data, so an
 * envelope copied to another record does not decrypt.
 */
export function seal(keyring: Keyring, details: StoredDetails, recordId: string): StoredDetails {
  const sealed: StoredDetails = { ...details };
  const masks: Record<string, string> = {};
  for (const field of SENSITIVE_FIELDS) {
    if (typeof sealed[field] === "string") {
      masks[field] = maskValue(sealed[field] as string);
      sealed[field] = encrypt(keyring, sealed[field] as string, `${recordId}/${field}`);
    }
  }
  return Object.keys(masks).length > 0 ? { ...sealed, [MASKS]: masks } : sealed;
}

export function unseal(keyring: Keyring, stored: StoredDetails, recordId: string): StoredDetails {
  const { [MASKS]: _, ...plain } = stored;
  for (const field of SENSITIVE_FIELDS) {
    if (typeof plain[field] === "string") {
      plain[field] = decrypt(keyring, plain[field] as string, `${recordId}/${field}`);
    }
  }
  return plain;
}

/** The details as responses show them, from the stored masks (decrypting only values stored before masks were). */
export function unsealMasked(keyring: Keyring, stored: StoredDetails, recordId: string): StoredDetails {
  const { [MASKS]: masks, ...view } = stored as StoredDetails & { [MASKS]?: Record<string, string> };
  for (const field of SENSITIVE_FIELDS) {
    if (typeof view[field] === "string") {
      view[field] = masks?.[field] ?? maskValue(decrypt(keyring, view[field] as string, `${recordId}/${field}`));
    }
  }
  return view;
}

/** The details with their sensitive values masked: of the same type, as masks are strings like the values they hide. */
export function mask<T extends StoredDetails>(details: T): T {
  const masked: StoredDetails = { ...details };
  for (const field of SENSITIVE_FIELDS) {
    if (typeof masked[field] === "string") {
      masked[field] = maskValue(masked[field] as string);
    }
  }
  return masked as T;
}
