/**
 * A webhook receiver in Express: verify the signature on the raw body, de-duplicate by webhook-id, answer 2xx fast.
 *
 *   WEBHOOK_SECRET=whsec_… node --import tsx examples/webhook-receiver.ts
 */
import { verifyWebhook, type WebhookEvent, WebhookVerificationError } from "@onboarding/client";
import express from "express";

export function createReceiver(secret: string, handle: (event: WebhookEvent) => Promise<void> | void) {
  const seen = new Set<string>(); // use your database in production: ids must survive restarts
  const app = express();
  // The signature covers the exact bytes sent: read the body raw, never re-serialise parsed JSON.
  app.post("/webhooks/onboarding", express.raw({ type: "application/json" }), async (req, res) => {
    let event: WebhookEvent;
    try {
      event = await verifyWebhook({ payload: req.body as Buffer, headers: req.headers as Record<string, string>, secret });
    } catch (error) {
      if (error instanceof WebhookVerificationError) {
        res.status(400).send(error.message);
        return;
      }
      throw error;
    }
    const id = req.get("webhook-id") as string;
    if (!seen.has(id)) {
      seen.add(id);
      await handle(event);
    }
    res.status(204).end();
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    throw new Error("Set WEBHOOK_SECRET to the subscription's signing secret (whsec_…).");
  }
  createReceiver(secret, (event) => console.log(event.event_type, event.data)).listen(4000, () =>
    console.log("Receiving webhooks on http://localhost:4000/webhooks/onboarding"),
  );
}
