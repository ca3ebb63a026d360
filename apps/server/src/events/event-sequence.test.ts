import { SUBSCRIPTION_ID_HEADER } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { individualApplication, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { TestClock, useClient, useTestServer } from "../../test/harness.ts";
import { eventually, startReceiver } from "../../test/receiver.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write";
const server = useTestServer({ clock: new TestClock(new Date()) });
const client = useClient(server, SCOPES);

interface ListedEvent {
  event_id: string;
  event_type: string;
  sequence: number | null;
  data: { application_id?: string };
}

/** The application's events, oldest first (the list is newest first). */
async function eventsOf(applicationId: string): Promise<ListedEvent[]> {
  const listed = await client.get(`/v1/events?application_id=${applicationId}&limit=100`);
  expect(listed.status).toBe(200);
  return (listed.body.data as ListedEvent[]).reverse();
}

describe("event sequence", () => {
  test("a run of changes numbers an application's events 1, 2, 3… in the order they committed, and each application counts its own", async () => {
    const first = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const second = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    await client.post(`/v1/applications/${first}/submit`);
    await uploadRequiredDocuments(client, first);
    await server.verifier.runAll();
    await client.post(`/v1/sandbox/applications/${first}/decision`, { decision: "APPROVE" });
    await client.post(`/v1/applications/${second}/cancel`);

    // By sequence: the order the changes committed in (events made at once by concurrent work, such as the checks, may
    // be listed, by id, in another order than they committed).
    const ofFirst = (await eventsOf(first)).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
    expect(ofFirst.length).toBeGreaterThan(3);
    expect(ofFirst.map((event) => event.sequence)).toEqual(ofFirst.map((_, index) => index + 1));
    expect(ofFirst.at(0)?.event_type).toBe("APPLICATION_CREATED");
    expect(ofFirst.at(-1)?.event_type).toBe("APPLICATION_APPROVED");
    // Events of documents and verifications count among their application's.
    expect(ofFirst.some((event) => !event.event_type.startsWith("APPLICATION_"))).toBe(true);

    const ofSecond = await eventsOf(second);
    expect(ofSecond.map((event) => [event.event_type, event.sequence])).toEqual([
      ["APPLICATION_CREATED", 1],
      ["APPLICATION_CANCELLED", 2],
    ]);
    const one = await client.get(`/v1/events/${ofSecond[1]?.event_id}`);
    expect(one.body.data.sequence).toBe(2);
  });

  test("concurrent changes of one application get distinct numbers with no gap", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    await client.post(`/v1/applications/${id}/submit`);
    await uploadRequiredDocuments(client, id);
    // The review's verifications and a cancellation race: each event still takes the next number.
    await Promise.all([server.verifier.runAll(), client.post(`/v1/applications/${id}/cancel`)]);
    const sequences = (await eventsOf(id)).map((event) => event.sequence);
    expect([...sequences].sort((a, b) => Number(a) - Number(b))).toEqual(sequences.map((_, index) => index + 1));
  });

  test("a delivery carries the event's sequence and names its subscription in x-svc-subscription-id; a PING has no sequence", async () => {
    const receiver = await startReceiver();
    const subscription = (await client.post("/v1/subscriptions", { url: receiver.url })).body.data as { id: string };
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    await client.post(`/v1/applications/${id}/cancel`);
    expect((await client.post(`/v1/subscriptions/${subscription.id}/test`)).status).toBe(202);
    await server.worker.runAll();
    await eventually(() => receiver.received.length >= 3);

    for (const request of receiver.received) {
      expect(request.headers[SUBSCRIPTION_ID_HEADER]).toBe(subscription.id);
    }
    const bodies = receiver.received.map((request) => JSON.parse(request.body) as ListedEvent);
    expect(bodies.map((event) => [event.event_type, event.sequence])).toEqual(
      expect.arrayContaining([
        ["APPLICATION_CREATED", 1],
        ["APPLICATION_CANCELLED", 2],
        ["PING", null],
      ]),
    );
  });
});
