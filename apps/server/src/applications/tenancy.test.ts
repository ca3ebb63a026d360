import { beforeAll, describe, expect, test } from "vitest";
import { type api, corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const SCOPES = "applications:read applications:write customers:read accounts:read";
const server = useTestServer();
const alice = useClient(server, SCOPES);
const bob = useClient(server, SCOPES);
const ids: Record<string, string> = {};

beforeAll(async () => {
  const corporation = corporationApplication();
  ids.application = (await alice.post("/v1/applications", corporation)).body.data.id;
  ids.individual = (
    await alice.post(`/v1/applications/${ids.application}/individuals`, person(["OFFICER", "CONTROL_PERSON"]))
  ).body.data.id;
  await alice.post(`/v1/applications/${ids.application}/individuals`, person(["BENEFICIAL_OWNER"], { percentage_ownership: 80 }));
  await alice.post(`/v1/applications/${ids.application}/submit`);
  await server.verifier.runAll();
  ids.verification = (await alice.get(`/v1/applications/${ids.application}/verifications?limit=1`)).body.data[0].id;
  await alice.post(`/v1/sandbox/applications/${ids.application}/decision`, { decision: "APPROVE" });
  ids.customer = corporation.customer_id as string;
  ids.account = (corporation.account_to_open as { account_id: string }).account_id;
  ids.event = (await alice.get("/v1/events?limit=1")).body.data[0].event_id;
  ids.open = (await alice.post("/v1/applications", corporationApplication())).body.data.id;
});

/** Every route that takes an id, with Bob's request on Alice's object and on an id that does not exist. */
const ROUTES: [string, (client: ReturnType<typeof api>, id: (name: string) => string) => ReturnType<ReturnType<typeof api>["call"]>][] = [
  ["GET application", (c, id) => c.get(`/v1/applications/${id("application")}`)],
  ["PATCH application", (c, id) => c.patch(`/v1/applications/${id("open")}`, { terms_and_conditions_accepted: true })],
  ["GET status", (c, id) => c.get(`/v1/applications/${id("application")}/status`)],
  ["submit", (c, id) => c.post(`/v1/applications/${id("open")}/submit`)],
  ["cancel", (c, id) => c.post(`/v1/applications/${id("open")}/cancel`)],
  ["add individual", (c, id) => c.post(`/v1/applications/${id("open")}/individuals`, person(["OFFICER"]))],
  ["update individual", (c, id) => c.patch(`/v1/applications/${id("application")}/individuals/${id("individual")}`, { title: "CFO" })],
  ["remove individual", (c, id) => c.delete(`/v1/applications/${id("application")}/individuals/${id("individual")}`)],
  ["sandbox decision", (c, id) => c.post(`/v1/sandbox/applications/${id("open")}/decision`, { decision: "APPROVE" })],
  ["list verifications", (c, id) => c.get(`/v1/applications/${id("application")}/verifications`)],
  ["sandbox verification outcome", (c, id) => c.post(`/v1/sandbox/verifications/${id("verification")}`, { status: "FAILED" })],
  ["GET customer", (c, id) => c.get(`/v1/customers/${id("customer")}`)],
  ["GET account", (c, id) => c.get(`/v1/accounts/${id("account")}`)],
  ["GET event", (c, id) => c.get(`/v1/events/${id("event")}`)],
];

describe("tenancy: another client's ids answer 404, exactly like ids that do not exist", () => {
  test.each(ROUTES)("%s", async (_name, request) => {
    const foreign = await request(bob, (name) => ids[name] as string);
    const missing = await request(bob, (name) => `${(ids[name] as string).slice(0, -4)}ZZZZ`);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined, instance: undefined });
    expect(strip(foreign.body)).toEqual(strip(missing.body));
  });

  test("lists and events hold only the caller's objects", async () => {
    expect((await bob.get("/v1/applications")).body.data).toEqual([]);
    expect((await bob.get("/v1/events")).body.data).toEqual([]);
    expect((await alice.get("/v1/applications")).body.data.length).toBe(2);
  });

  test("Alice's objects are untouched by Bob's attempts", async () => {
    const application = await alice.get(`/v1/applications/${ids.open}`);
    expect(application.body.data.status).toBe("INCOMPLETE");
    expect(application.body.data.individuals).toEqual([]);
    expect((await alice.get(`/v1/applications/${ids.application}`)).body.data.individuals).toHaveLength(2);
  });
});

describe("a malformed id is a 404 too", () => {
  test("ids of the wrong shape", async () => {
    for (const id of ["x", "app_", "%20", "a".repeat(64)]) {
      expect((await alice.get(`/v1/applications/${id}`)).status).toBe(404);
    }
    expect((await alice.get(`/v1/applications/${"a".repeat(65)}`)).status).toBe(400);
    expect((await alice.post("/v1/applications", individualApplication())).status).toBe(201);
  });
});
