import type { Customer, CustomerAlert, Event } from "@onboarding/core";
import { beforeAll, describe, expect, test } from "vitest";
import { completePerson, individualApplication, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { sdnLists } from "../../test/lists.ts";
import { startReceiver } from "../../test/receiver.ts";

// One list source, OFAC's SDN set in a folder of the test's own, which the test changes as OFAC publishes a new file.
const { source, listPerson } = sdnLists();
const server = useTestServer({ env: { SCREENING_SOURCES: source } });
const client = useClient(
  server,
  "applications:read applications:write customers:read customers:write subscriptions:read subscriptions:write",
);

async function load() {
  return server.modules.lists?.load("ofac_sdn", { type: "operator", id: "test" });
}

/** An approved individual customer named `first last`, born 1971-03-09, of Jordan. */
async function approvedCustomer(first: string, last: string): Promise<{ customerId: string; applicationId: string }> {
  const application = individualApplication({
    customer_details: {
      ...completePerson(),
      first_name: first,
      middle_name: undefined,
      last_name: last,
      date_of_birth: "1971-03-09",
      nationality: "JO",
    },
  });
  const created = await client.post("/v1/applications", application);
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  await uploadRequiredDocuments(client, id);
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  await server.verifier.runAll();
  const decided = await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });
  expect(decided.body.data?.status, JSON.stringify(server.logs.lines.filter((line) => line.err).slice(-1))).toBe("APPROVED");
  return { customerId: application.customer_id as string, applicationId: id };
}

const alertsOf = async (customerId: string) => (await client.get(`/v1/customers/${customerId}/alerts`)).body.data as CustomerAlert[];
const eventsOf = async (applicationId: string, type: string) =>
  ((await client.get(`/v1/events?application_id=${applicationId}&event_type=${type}&limit=100`)).body.data as Event[]).filter(
    (event) => event.event_type === type,
  );
const casesOf = async (applicationId: string, reason: string) =>
  server.db.query<{ status: string }>("SELECT status FROM review_cases WHERE application_id = $1 AND reason = $2", [applicationId, reason]);

beforeAll(async () => {
  await server.modules.lists?.warm();
  await server.monitor.runAll();
});

describe("monitoring of approved customers", () => {
  test("an approved customer is rated and monitored from its approval", async () => {
    const { customerId } = await approvedCustomer("Ingrid", "Vasquez");
    const customer = (await client.get(`/v1/customers/${customerId}`)).body.data as Customer;
    expect(customer).toMatchObject({ status: "ACTIVE", risk_rating: expect.stringMatching(/^(LOW|MEDIUM|HIGH)$/) });
    expect(Date.parse(customer.next_review_at as string)).toBeGreaterThan(Date.parse(customer.rated_at));
    const monitoring = await client.get(`/v1/customers/${customerId}/monitoring`);
    expect(monitoring.status).toBe(200);
    expect(monitoring.body.data).toMatchObject({ customer_id: customerId, status: "ACTIVE", interval_seconds: 86_400 });
    await server.monitor.runAll();
    const screened = (await client.get(`/v1/customers/${customerId}/monitoring`)).body.data;
    expect(screened.last_screened_at).toEqual(expect.any(String));
    expect(screened.screened_against.map((version: { source: string }) => version.source)).toEqual(["ofac_sdn"]);
    expect(await alertsOf(customerId)).toEqual([]);
  });

  test("a new list version naming an approved customer raises one alert, one case and one webhook; loading it again raises nothing", async () => {
    const receiver = await startReceiver();
    const subscription = await client.post("/v1/subscriptions", { url: receiver.url, event_types: ["CUSTOMER_ALERT_CREATED"] });
    expect(subscription.status).toBe(201);
    const { customerId, applicationId } = await approvedCustomer("Teodor", "Blackwood");
    await server.monitor.runAll();
    const entryId = listPerson("BLACKWOOD, Teodor", { dob: "09 Mar 1971", nationality: "Jordan" });
    expect((await load())?.outcome).toBe("loaded");
    await server.monitor.runAll();
    const [alert, ...others] = await alertsOf(customerId);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      status: "OPEN",
      check: "WATCHLIST",
      individual_id: null,
      subject_name: "Teodor Blackwood",
      resolution: null,
    });
    expect(alert?.match).toMatchObject({ source: "ofac_sdn", entry_id: entryId, entry_name: "BLACKWOOD, Teodor" });
    expect(alert?.match.score).toBeGreaterThanOrEqual(0.9);
    expect(await casesOf(applicationId, "MONITORING_ALERT")).toEqual([{ status: "OPEN" }]);
    const created = await eventsOf(applicationId, "CUSTOMER_ALERT_CREATED");
    expect(created).toHaveLength(1);
    expect(created[0]?.data).toMatchObject({ customer_id: customerId, alert_id: alert?.id, status: "ACTIVE" });

    await server.worker.runAll();
    const delivered = receiver.events().filter((event) => event.data.customer_id === customerId);
    expect(delivered.map((event) => [event.event_type, event.event_id])).toEqual([["CUSTOMER_ALERT_CREATED", created[0]?.event_id]]);

    expect((await load())?.outcome).toBe("unchanged");
    await server.monitor.runAll();
    await server.worker.runAll();
    expect(await alertsOf(customerId)).toHaveLength(1);
    expect(await eventsOf(applicationId, "CUSTOMER_ALERT_CREATED")).toHaveLength(1);
    expect(receiver.events().filter((event) => event.data.customer_id === customerId)).toHaveLength(1);
    await client.delete(`/v1/subscriptions/${subscription.body.data.id}`);
    await receiver.close();
  });

  test("an alert resolved as a false positive stays quiet when the customer is screened again against the same entry", async () => {
    const { customerId, applicationId } = await approvedCustomer("Marisol", "Quenneville");
    await server.monitor.runAll();
    listPerson("QUENNEVILLE, Marisol", { dob: "1971", nationality: "Canada" });
    await load();
    await server.monitor.runAll();
    const [alert] = await alertsOf(customerId);
    const resolved = await client.post(`/v1/sandbox/customers/${customerId}/alerts/${alert?.id}/resolution`, {
      resolution: "FALSE_POSITIVE",
      reason: "Born 21 years apart, of another nationality",
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: "RESOLVED", resolution: "FALSE_POSITIVE" });
    expect(await casesOf(applicationId, "MONITORING_ALERT")).toEqual([{ status: "RESOLVED" }]);
    expect(await eventsOf(applicationId, "CUSTOMER_ALERT_RESOLVED")).toHaveLength(1);
    expect(
      (
        await client.post(`/v1/sandbox/customers/${customerId}/alerts/${alert?.id}/resolution`, {
          resolution: "TRUE_POSITIVE",
          reason: "again",
        })
      ).status,
    ).toBe(409);

    // Screened in full again against the same version (pausing and resuming screens a customer in full): no new alert.
    const sameVersion = (await client.get(`/v1/customers/${customerId}/monitoring`)).body.data.screened_against;
    await client.patch(`/v1/customers/${customerId}/monitoring`, { status: "PAUSED" });
    await client.patch(`/v1/customers/${customerId}/monitoring`, { status: "ACTIVE" });
    expect((await client.get(`/v1/customers/${customerId}/monitoring`)).body.data.screened_against).toEqual([]);
    await server.monitor.runAll();
    expect((await client.get(`/v1/customers/${customerId}/monitoring`)).body.data.screened_against).toEqual(sameVersion);
    expect(await alertsOf(customerId)).toHaveLength(1);
    expect(await eventsOf(applicationId, "CUSTOMER_ALERT_CREATED")).toHaveLength(1);

    // A later version changes another entry of the same name: the customer is screened in full again, the entry matches again.
    const before = (await client.get(`/v1/customers/${customerId}/monitoring`)).body.data;
    listPerson("QUENNEVILLE, Marisol Anne", { dob: "1990", nationality: "France" });
    await load();
    await server.monitor.runAll();
    const after = (await client.get(`/v1/customers/${customerId}/monitoring`)).body.data;
    expect(after.screened_against[0].id).not.toBe(before.screened_against[0].id);
    const alerts = await alertsOf(customerId);
    expect(alerts.filter((candidate) => candidate.match.entry_id === alert?.match.entry_id)).toHaveLength(1);
    const customer = (await client.get(`/v1/customers/${customerId}`)).body.data as Customer;
    expect(customer.status).toBe("ACTIVE");
  });

  test("an alert resolved as a true positive restricts the customer, with its event", async () => {
    const { customerId, applicationId } = await approvedCustomer("Casimir", "Oyelaran");
    await server.monitor.runAll();
    listPerson("OYELARAN, Casimir", { dob: "09 Mar 1971", nationality: "Jordan" });
    await load();
    await server.monitor.runAll();
    const [alert] = await alertsOf(customerId);
    const resolved = await client.post(`/v1/sandbox/customers/${customerId}/alerts/${alert?.id}/resolution`, {
      resolution: "TRUE_POSITIVE",
      reason: "Same person: date of birth and nationality agree",
    });
    expect(resolved.status).toBe(200);
    expect((await client.get(`/v1/customers/${customerId}`)).body.data.status).toBe("RESTRICTED");
    const [restricted, ...more] = await eventsOf(applicationId, "CUSTOMER_RESTRICTED");
    expect(more).toEqual([]);
    expect(restricted?.data).toMatchObject({ customer_id: customerId, status: "RESTRICTED", alert_id: alert?.id });
  });

  test("a paused customer is not screened until resumed", async () => {
    const { customerId } = await approvedCustomer("Leopoldine", "Ravensworth");
    await server.monitor.runAll();
    const paused = await client.patch(`/v1/customers/${customerId}/monitoring`, { status: "PAUSED", reason: "Account closing" });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: "PAUSED", paused_reason: "Account closing", next_screening_at: null });
    listPerson("RAVENSWORTH, Leopoldine", { dob: "09 Mar 1971", nationality: "Jordan" });
    await load();
    await server.monitor.runAll();
    expect(await alertsOf(customerId)).toEqual([]);
    expect((await client.patch(`/v1/customers/${customerId}/monitoring`, { status: "ACTIVE" })).body.data.status).toBe("ACTIVE");
    await server.monitor.runAll();
    expect(await alertsOf(customerId)).toHaveLength(1);
    const readOnly = await server.tokenFor(client.credentials, "customers:read");
    expect((await server.authed(readOnly, `/v1/customers/${customerId}/monitoring`)).status).toBe(200);
    const refused = await server.authed(readOnly, `/v1/customers/${customerId}/monitoring`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "PAUSED" }),
    });
    expect(refused.status).toBe(403);
    expect((await client.get("/v1/customers/nobody/alerts")).status).toBe(404);
  });
});
