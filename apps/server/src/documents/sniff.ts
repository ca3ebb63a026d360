import type { DocumentContentType } from "@onboarding/core";

/** How many leading bytes tell the formats apart. */
export const SNIFF_BYTES = 8;

const SIGNATURES: readonly [DocumentContentType, readonly number[]][] = [
  ["image/jpeg", [0xff, 0xd8, 0xff]],
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["application/pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

/**
 * The format of a document by its first bytes (its magic number), never by its name or a declared type: a file that
 * claims to be a PDF is one only if it begins as one. Undefined when it is none of JPEG, PNG and PDF.
 */
export function sniffContentType(head: Uint8Array): DocumentContentType | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((byte, index) => head[index] === byte))?.[0];
}

/**
 * The declared type a sniffed format must agree with: none (or application/octet-stream, what a client sends when it
 * does not know; text/plain is what a multipart part without a type defaults to) means "read it from the bytes".
 */
export function agrees(declared: string | undefined, sniffed: DocumentContentType): boolean {
  const type = declared?.toLowerCase();
  return type === undefined || type === "" || type === "application/octet-stream" || type === "text/plain" || type === sniffed;
}
