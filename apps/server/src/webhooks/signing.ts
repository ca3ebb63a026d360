import { createHmac, randomBytes } from "node:crypto";
import { SUBSCRIPTION_ID_HEADER } from "@onboarding/core";

const PREFIX = "whsec_";

/** A new signing secret: whsec_ and the base64 of 32 random bytes (Standard Webhooks allows 24 to 64). */
export const generateSigningSecret = () => `${PREFIX}${randomBytes(32).toString("base64")}`;

/** One Standard Webhooks signature: v1, and the base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret's bytes. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * The headers of a delivery: the event id, the attempt's time, one signature per active secret, and the subscription
 * it is for (which secret verifies it, when one receiver serves several).
 */
export function signedHeaders(
  secrets: readonly string[],
  delivery: { eventId: string; subscriptionId: string },
  at: Date,
  body: string,
): Record<string, string> {
  const { eventId: id, subscriptionId } = delivery;
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => sign(secret, id, timestamp, body)).join(" "),
    [SUBSCRIPTION_ID_HEADER]: subscriptionId,
  };
}
