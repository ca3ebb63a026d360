import type { components } from "./openapi.ts";

/**
 * The body of a delivery: an event, as GET /v1/events lists it. A union discriminated by `event_type`: a
 * `switch (event.event_type)` narrows `data` to that event's. An event type added later is not refused: it reaches the
 * `default` branch (there typed `never`; read it as an {@link UnknownWebhookEvent}) and is best acknowledged with a 2xx.
 */
export type WebhookEvent = components["schemas"]["Event"];

/** The event of one type, as a `case` of a switch on `event_type` narrows it: `WebhookEventOf<"APPLICATION_APPROVED">`. */
export type WebhookEventOf<T extends WebhookEvent["event_type"]> = WebhookEvent extends infer E
  ? E extends { event_type: infer K }
    ? T extends K
      ? E & { event_type: T }
      : never
    : never
  : never;

/** What every event has, whatever its type: how to read one of a type this version of the client does not know. */
export interface UnknownWebhookEvent {
  event_id: string;
  event_type: string;
  sequence: number | null;
  event_date: string;
  data: Record<string, unknown>;
}

/** Which check a delivery failed. */
export type WebhookVerificationReason =
  /** webhook-id, webhook-timestamp or webhook-signature is missing or empty. */
  | "MISSING_HEADER"
  /** webhook-timestamp is not Unix seconds. */
  | "INVALID_TIMESTAMP"
  /** webhook-timestamp is further from now than the tolerance (a replay, or a clock far off). */
  | "TIMESTAMP_OUT_OF_TOLERANCE"
  /** No v1 signature matches: the body was altered on the way, or the secret is not this subscription's. */
  | "NO_MATCHING_SIGNATURE"
  /** The signature matched, but the body is not an event. */
  | "INVALID_PAYLOAD";

/** Why a delivery was refused: `reason` names the check; the message explains it, never showing a secret or signature. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.reason = reason;
  }
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

/** The parsed body when it is an event (its type may be one added later); undefined otherwise. */
function eventOf(payload: string): WebhookEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const event = parsed as Partial<UnknownWebhookEvent> | null;
  const isEvent =
    typeof event === "object" &&
    event !== null &&
    !Array.isArray(event) &&
    typeof event.event_id === "string" &&
    typeof event.event_type === "string" &&
    typeof event.event_date === "string" &&
    typeof event.data === "object" &&
    event.data !== null;
  return isEvent ? (event as WebhookEvent) : undefined;
}

/**
 * Verifies a webhook delivery by the Standard Webhooks specification, as its reference libraries do: the three
 * headers are present, the timestamp is within `toleranceSeconds` of now, and one of the space-separated `v1,`
 * signatures is the base64 HMAC-SHA256 of "id.timestamp.body" with the secret. Resolves to the event, typed by its
 * `event_type`; rejects with a WebhookVerificationError whose `reason` names the check that failed. Runs in Node.js
 * 20+ and browsers (Web Crypto).
 */
export async function verifyWebhook(options: VerifyWebhookOptions): Promise<WebhookEvent> {
  const id = header(options.headers, "webhook-id");
  const timestampHeader = header(options.headers, "webhook-timestamp");
  const signatures = header(options.headers, "webhook-signature");
  if (!id || !timestampHeader || !signatures) {
    const missing = Object.entries({ "webhook-id": id, "webhook-timestamp": timestampHeader, "webhook-signature": signatures })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new WebhookVerificationError("MISSING_HEADER", `Missing required headers: ${missing.join(", ")}.`);
  }
  if (!/^\d+$/.test(timestampHeader.trim())) {
    throw new WebhookVerificationError("INVALID_TIMESTAMP", "Invalid webhook-timestamp header: expected Unix seconds.");
  }
  const timestamp = Number.parseInt(timestampHeader, 10);
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(now - timestamp) > tolerance) {
    const direction = timestamp < now ? "too old" : "too new";
    throw new WebhookVerificationError(
      "TIMESTAMP_OUT_OF_TOLERANCE",
      `Message timestamp ${direction}: ${Math.abs(now - timestamp)} s from now, over the tolerance of ${tolerance} s (a replay, or a clock far off).`,
    );
  }
  const payload = typeof options.payload === "string" ? options.payload : new TextDecoder().decode(options.payload);
  const key = await crypto.subtle.importKey("raw", secretKey(options.secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = toBase64(await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestamp}.${payload}`)));
  const matched = signatures.split(" ").some((versioned) => {
    const [version, signature] = versioned.split(",");
    return version === "v1" && signature !== undefined && constantTimeEqual(signature, expected);
  });
  if (!matched) {
    throw new WebhookVerificationError(
      "NO_MATCHING_SIGNATURE",
      "No matching signature found: the body was altered (verify the raw bytes as received, not re-serialised JSON), or the secret is not this subscription's (see the x-svc-subscription-id header).",
    );
  }
  const event = eventOf(payload);
  if (!event) {
    throw new WebhookVerificationError(
      "INVALID_PAYLOAD",
      "The signature matched, but the body is not an event (event_id, event_type, event_date, data).",
    );
  }
  return event;
}
