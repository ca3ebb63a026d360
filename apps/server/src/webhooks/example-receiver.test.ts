import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReceiver } from "@onboarding/examples/webhook-receiver";
import { describe, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { TestClock, useTestServer } from "../../test/harness.ts";

const server = useTestServer({ clock: new TestClock(new Date()) });

describe("the documented Express receiver (examples/webhook-receiver.ts)", () => {
  test("verifies real deliveries, handles each event once across redeliveries, refuses a forged one", async () => {
    const client = api(server, await server.token("applications:write subscriptions:read subscriptions:write"));
    const subscription = (await client.post("/v1/subscriptions", { url: "http://127.0.0.1:9/", event_types: ["APPLICATION_CREATED"] })).body
      .data;
    const handled: string[] = [];
    const listener: Server = createReceiver(subscription.secret, (event) => void handled.push(event.event_id)).listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks/onboarding`;
    expect((await client.patch(`/v1/subscriptions/${subscription.id}`, { url })).status).toBe(200);

    await client.post("/v1/applications", individualApplication());
    await server.worker.runAll();
    expect(handled).toHaveLength(1);
    const [delivery] = (await client.get(`/v1/subscriptions/${subscription.id}/deliveries`)).body.data;
    expect(delivery).toMatchObject({ status: "SUCCEEDED", attempt_log: [expect.objectContaining({ status_code: 204 })] });

    expect((await client.post(`/v1/subscriptions/${subscription.id}/deliveries/${delivery.id}/retry`)).status).toBe(202);
    await server.worker.runAll();
    expect(handled).toHaveLength(1);
    expect((await client.get(`/v1/subscriptions/${subscription.id}/deliveries`)).body.data[0].attempts).toBe(2);

    const forged = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": "evt_forged",
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": "v1,AAAA",
      },
      body: "{}",
    });
    expect(forged.status).toBe(400);
    await new Promise((resolve) => listener.close(resolve));
  });
});
