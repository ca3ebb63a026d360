import { isUtf8 } from "node:buffer";
import { OAuthError } from "./oauth-error.ts";

const BASIC = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i;

/** application/x-www-form-urlencoded decoding (RFC 6749 §2.3.1, Appendix B): `+` is a space, then %XX. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replaceAll("+", " "));
}

/**
 * Client credentials from an `Authorization: Basic` header: base64 of `urlencode(id):urlencode(secret)`.
 * Undefined when the header is absent or of another scheme; invalid_request when it is Basic but malformed.
 */
export function parseBasicCredentials(header: string | undefined): { clientId: string; secret: string } | undefined {
  if (header === undefined || !/^basic\b/i.test(header)) {
    return undefined;
  }
  const malformed = () => new OAuthError("invalid_request", "The Basic authorization header is malformed.");
  const encoded = BASIC.exec(header)?.[1];
  if (!encoded || encoded.length % 4 !== 0) {
    throw malformed();
  }
  const raw = Buffer.from(encoded, "base64");
  const separator = raw.indexOf(":");
  if (!isUtf8(raw) || separator < 0) {
    throw malformed();
  }
  const text = raw.toString("utf8");
  try {
    return { clientId: formDecode(text.slice(0, separator)), secret: formDecode(text.slice(separator + 1)) };
  } catch {
    throw malformed();
  }
}
