import type { components } from "./openapi.ts";

/** The body of a delivery: an event, as GET /v1/events lists it. */
export type WebhookEvent = components["schemas"]["Event"];

/** Why a delivery was refused: its headers, timestamp or signature. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}

export interface VerifyWebhookOptions {
  /** The raw body exactly as received (not re-serialised JSON). */
  payload: string | Uint8Array;
  /** The request's headers: webhook-id, webhook-timestamp, webhook-signature (any case). */
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The subscription's signing secret, whsec_… */
  secret: string;
  /** How far the timestamp may be from now, either way (default 300 seconds, as the Standard Webhooks libraries). */
  toleranceSeconds?: number;
  /** The time to check against (default: now). */
  now?: Date;
}

const PREFIX = "whsec_";
const encoder = new TextEncoder();

function header(headers: VerifyWebhookOptions["headers"], name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") {
    return (headers as Headers).get(name) ?? undefined;
  }
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(entry) ? entry.join(", ") : entry;
}

function secretKey(secret: string): Uint8Array {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  if (encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) {
    throw new Error("The webhook secret is not base64 (whsec_…).");
  }
  const key = Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
  if (key.length === 0) {
    throw new Error("The webhook secret is empty.");
  }
  return key;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

/** Compares in time independent of where the strings differ. */
function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index++) {
    difference |= (left[index] ?? 0) ^ (right[index % Math.max(right.length, 1)] ?? 0);
  }
  return difference === 0;
}

/**
 * Verifies a webhook delivery by the Standard Webhooks specification, as its reference libraries do: the three
 * headers are present, the timestamp is within `toleranceSeconds` of now, and one of the space-separated `v1,`
 * signatures is the base64 HMAC-SHA256 of "id.timestamp.body" with the secret. Resolves to the parsed event;
 * rejects with WebhookVerificationError otherwise. Runs in Node.js 20+ and browsers (Web Crypto).
 */
export async function verifyWebhook<T = WebhookEvent>(options: VerifyWebhookOptions): Promise<T> {
  const id = header(options.headers, "webhook-id");
  const timestampHeader = header(options.headers, "webhook-timestamp");
  const signatures = header(options.headers, "webhook-signature");
  if (!id || !timestampHeader || !signatures) {
    throw new WebhookVerificationError("Missing required headers");
  }
  const timestamp = Number.parseInt(timestampHeader, 10);
  if (Number.isNaN(timestamp)) {
    throw new WebhookVerificationError("Invalid Signature Headers");
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (now - timestamp > tolerance) {
    throw new WebhookVerificationError("Message timestamp too old");
  }
  if (timestamp > now + tolerance) {
    throw new WebhookVerificationError("Message timestamp too new");
  }
  const payload = typeof options.payload === "string" ? options.payload : new TextDecoder().decode(options.payload);
  const key = await crypto.subtle.importKey("raw", secretKey(options.secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = toBase64(await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestamp}.${payload}`)));
  for (const versioned of signatures.split(" ")) {
    const [version, signature] = versioned.split(",");
    if (version === "v1" && signature !== undefined && constantTimeEqual(signature, expected)) {
      return (payload === "" ? undefined : JSON.parse(payload)) as T;
    }
  }
  throw new WebhookVerificationError("No matching signature found");
}
