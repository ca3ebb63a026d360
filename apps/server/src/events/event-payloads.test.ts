import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { outbox } from "../webhooks/outbox.ts";
import type { EventToEmit } from "./events-store.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write";
const server = useTestServer();
const client = useClient(server, SCOPES);

/** What the log and the outbox hold for the client: its events, their deliveries, and the application's counter. */
async function stored(applicationId: string) {
  const count = async (sql: string, value: string) => Number((await server.db.query<{ n: number | string }>(sql, [value]))[0]?.n);
  const { clientId } = client.credentials;
  return {
    events: await count("SELECT count(*) AS n FROM events WHERE client_id = $1", clientId),
    deliveries: await count("SELECT count(*) AS n FROM deliveries WHERE client_id = $1", clientId),
    sequence: await count("SELECT event_sequence AS n FROM applications WHERE application_id = $1", applicationId),
  };
}

describe("an event is emitted with the data of its type", () => {
  test("data that does not match its type's schema throws, and nothing of the event is stored", async () => {
    expect((await client.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks" })).status).toBe(201);
    const applicationId = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const before = await stored(applicationId);
    expect(before.events).toBe(1);
    expect(before.deliveries).toBe(1);
    const event = { clientId: client.credentials.clientId, applicationId, at: new Date() };

    // Of the right shape for the compiler, but a reason longer than the schema allows.
    const tooLong = { application_id: applicationId, previous_status: "PROCESSING", status: "REJECTED", reason: "x".repeat(501) } as const;
    await expect(
      server.db.transaction((tx) => outbox.publish(tx, { ...event, type: "APPLICATION_REJECTED", data: tooLong })),
    ).rejects.toThrow(/APPLICATION_REJECTED event does not match its schema: reason/);

    // Another type's data: the compiler refuses it, and so does the check at run time.
    const ping = { ...event, applicationId: null, type: "PING", data: { application_id: applicationId, status: "INCOMPLETE" } } as const;
    // @ts-expect-error a PING's data is a subscription's, not an application's
    const wrongData: EventToEmit = ping;
    await expect(server.db.transaction((tx) => outbox.publish(tx, wrongData))).rejects.toThrow(/PING event does not match its schema/);

    expect(await stored(applicationId)).toEqual(before);
  });
});
