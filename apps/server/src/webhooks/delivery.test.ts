import { verifyWebhook } from "@onboarding/client";
import { Webhook } from "standardwebhooks";
import { describe, expect, test } from "vitest";
import { api, corporationApplication, individualApplication, person, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { TestClock, useClient, useTestServer } from "../../test/harness.ts";
import { eventually, type Received, startReceiver } from "../../test/receiver.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write";
// The reference library checks timestamps against the real time: this server's clock starts now.
const server = useTestServer({ clock: new TestClock(new Date()) });
const client = useClient(server, SCOPES);

async function subscribe(url: string, extra: Record<string, unknown> = {}) {
  const created = await client.post("/v1/subscriptions", { url, ...extra });
  expect(created.status).toBe(201);
  return created.body.data as { id: string; secret: string };
}

/** Verified by both the standardwebhooks package and the client's verifyWebhook; the event. */
async function verified(request: Received, secret: string) {
  const headers = request.headers as Record<string, string>;
  const reference = new Webhook(secret).verify(request.body, headers);
  const ours = await verifyWebhook({ payload: request.body, headers, secret });
  expect(ours).toEqual(reference);
  return ours as { event_id: string; event_type: string; data: { application_id?: string } };
}

describe("webhook deliveries", () => {
  test("an individual and a corporation through their lifecycles: every event, in order per application, signed", async () => {
    const receiver = await startReceiver();
    const { secret } = await subscribe(receiver.url);
    server.worker.start();
    try {
      const individual = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
      await client.post(`/v1/applications/${individual}/submit`);
      await uploadRequiredDocuments(client, individual);
      await server.verifier.runAll();
      await client.post(`/v1/sandbox/applications/${individual}/decision`, { decision: "APPROVE" });

      const corporation = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
      await client.post(
        `/v1/applications/${corporation}/individuals`,
        person(["OFFICER", "CONTROL_PERSON", "BENEFICIAL_OWNER"], { percentage_ownership: 60 }),
      );
      await client.post(`/v1/applications/${corporation}/submit`);
      await client.post(`/v1/sandbox/applications/${corporation}/decision`, {
        decision: "REQUEST_CHANGES",
        reason: "Proof of address is unreadable",
        fields: ["/customer_details/registered_address"],
      });
      await client.patch(`/v1/applications/${corporation}`, {
        customer_details: { registered_address: { address_line1: "1 Main St" } },
        information_attested: true,
      });
      await client.post(`/v1/applications/${corporation}/submit`);
      await client.post(`/v1/sandbox/applications/${corporation}/decision`, { decision: "REJECT", reason: "Outside our risk appetite" });

      const expected = (await client.get("/v1/events?limit=100")).body.data as { event_id: string; data: { application_id?: string } }[];
      const ofApplications = expected.filter(
        (event) => event.data.application_id === individual || event.data.application_id === corporation,
      );
      await eventually(() => receiver.received.length >= ofApplications.length);
      const delivered = await Promise.all(receiver.received.map((request) => verified(request, secret)));

      for (const application of [individual, corporation]) {
        const inOrder = ofApplications
          .filter((event) => event.data.application_id === application)
          .map((event) => event.event_id)
          .reverse();
        expect(delivered.filter((event) => event.data.application_id === application).map((event) => event.event_id)).toEqual(inOrder);
      }
      expect(delivered.filter((event) => event.data.application_id === individual).map((event) => event.event_type)).toEqual([
        "APPLICATION_CREATED",
        "APPLICATION_SUBMITTED",
        // The outcomes of its six verification checks, before the review could approve it.
        ...Array(6).fill("VERIFICATION_UPDATED"),
        "APPLICATION_PROCESSING",
        "APPLICATION_APPROVED",
      ]);
      const review = delivered.filter((event) => ["APPLICATION_CHANGES_REQUESTED", "APPLICATION_REJECTED"].includes(event.event_type));
      expect(review.map((event) => event.data)).toEqual([
        expect.objectContaining({ reason: "Proof of address is unreadable", fields: ["/customer_details/registered_address"] }),
        expect.objectContaining({ reason: "Outside our risk appetite" }),
      ]);
      for (const request of receiver.received) {
        expect(request.headers["webhook-id"]).toBe(JSON.parse(request.body).event_id);
        expect(request.headers["user-agent"]).toMatch(/^onboarding-api-webhooks\//);
      }
    } finally {
      await server.worker.stop();
      await receiver.close();
    }
  });

  test("a receiver answering 500 then 200 gets the event again, with the same webhook-id; the log shows both attempts", async () => {
    const receiver = await startReceiver((_request, index) => (index === 0 ? 500 : 200));
    const subscription = await subscribe(receiver.url, { event_types: ["PING"] });
    const ping = await client.post(`/v1/subscriptions/${subscription.id}/test`);
    expect(ping.status).toBe(202);
    await server.worker.runAll();
    expect(receiver.received).toHaveLength(1);
    server.clock.advance(6_000);
    await server.worker.runAll();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers["webhook-id"]).toBe(receiver.received[0]?.headers["webhook-id"]);
    const log = (await client.get(`/v1/subscriptions/${subscription.id}/deliveries`)).body.data[0];
    expect(log).toMatchObject({ status: "SUCCEEDED", attempts: 2, next_attempt_at: null });
    expect(
      log.attempt_log.map((attempt: { status_code: number; error_class: string | null }) => [attempt.status_code, attempt.error_class]),
    ).toEqual([
      [200, null],
      [500, "http_status"],
    ]);
    expect(log.attempt_log[1].response_body).toBe("thanks");
    await receiver.close();
  });

  // Last in this file: it moves the server's clock a day ahead.
  test("a rotated secret signs beside the new one for 24 hours: each signature verifies with its own secret", async () => {
    const receiver = await startReceiver();
    const subscription = await subscribe(receiver.url, { event_types: ["PING"] });
    const rotated = await client.post(`/v1/subscriptions/${subscription.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret as string;
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(fresh).not.toBe(subscription.secret);
    await client.post(`/v1/subscriptions/${subscription.id}/test`);
    await server.worker.runAll();
    const during = receiver.received[0] as Received;
    expect((during.headers["webhook-signature"] as string).split(" ")).toHaveLength(2);
    await verified(during as Received, subscription.secret);
    await verified(during as Received, fresh);

    server.clock.advance(24 * 3_600_000 + 1000);
    // Tokens live 12 hours in development: a new one, a day later.
    const later = api(server, await server.tokenFor(client.credentials, SCOPES));
    expect((await later.post(`/v1/subscriptions/${subscription.id}/test`)).status).toBe(202);
    await server.worker.runAll();
    const after = receiver.received[1] as Received;
    expect((after.headers["webhook-signature"] as string).split(" ")).toHaveLength(1);
    // The server's clock moved a day ahead; verify at that time.
    const at = new Date(Number(after.headers["webhook-timestamp"]) * 1000);
    await expect(
      verifyWebhook({ payload: after.body, headers: after.headers as Record<string, string>, secret: fresh, now: at }),
    ).resolves.toBeDefined();
    await expect(
      verifyWebhook({ payload: after.body, headers: after.headers as Record<string, string>, secret: subscription.secret, now: at }),
    ).rejects.toThrow(/No matching signature/);
    await receiver.close();
  });
});
