import { decrypt, encrypt } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Details } from "./application.ts";

/** The fields stored encrypted and returned masked. */
export const SENSITIVE_FIELDS = ["tax_reference_number", "passport_number", "corporate_tax_reference_number"] as const;

/**
 * Encrypts the sensitive fields of a details object for storage. The record's id is the associated data, so an
 * envelope copied to another record does not decrypt.
 */
export function seal(keyring: Keyring, details: Details, recordId: string): Details {
  const sealed: Details = { ...details };
  for (const field of SENSITIVE_FIELDS) {
    if (typeof sealed[field] === "string") {
      sealed[field] = encrypt(keyring, sealed[field] as string, `${recordId}/${field}`);
    }
  }
  return sealed;
}

export function unseal(keyring: Keyring, stored: Details, recordId: string): Details {
  const plain: Details = { ...stored };
  for (const field of SENSITIVE_FIELDS) {
    if (typeof plain[field] === "string") {
      plain[field] = decrypt(keyring, plain[field] as string, `${recordId}/${field}`);
    }
  }
  return plain;
}

/** Responses show five asterisks and the last four characters, whatever the length. */
export const maskValue = (value: string) => `*****${value.slice(-4)}`;

export function mask(details: Details): Details {
  const masked: Details = { ...details };
  for (const field of SENSITIVE_FIELDS) {
    if (typeof masked[field] === "string") {
      masked[field] = maskValue(masked[field] as string);
    }
  }
  return masked;
}
