import { describe, expect, test } from "vitest";
import { api, corporationApplication, individualApplication, person, samplePdf, uploadRequiredDocuments } from "../../../test/fixtures.ts";
import { type TestClient, useClient, useTestServer } from "../../../test/harness.ts";
import { REFUSING_URL } from "../../../test/receiver.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write customers:read accounts:read";
const urls = { return_url: "https://bank.example.com/done", refresh_url: "https://bank.example.com/refresh" };

/** Each kind the reset answers, and the table it counts. */
const TABLES = {
  applications: "applications",
  individuals: "individuals",
  documents: "documents",
  verifications: "verifications",
  review_cases: "review_cases",
  onboarding_sessions: "onboarding_sessions",
  screenings: "screenings",
  customers: "customers",
  customer_alerts: "customer_alerts",
  accounts: "accounts",
  events: "events",
  deliveries: "deliveries",
} as const;

const server = useTestServer();
const erin = useClient(server, SCOPES);
const frank = useClient(server, SCOPES);

/** How many rows of each kind the client has, read from the database itself. */
async function rowsOf(client: TestClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [kind, table] of Object.entries(TABLES)) {
    const [row] = await server.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table} WHERE client_id = $1`, [
      client.credentials.clientId,
    ]);
    counts[kind] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Some of everything for the client: an approved application (its customer and account, checks and case), a
 * corporation with a person and a document, a session, and deliveries to a subscription.
 */
async function someOfEverything(client: TestClient) {
  const subscription = (await client.post("/v1/subscriptions", { url: REFUSING_URL })).body.data.id as string;
  const body = individualApplication();
  const approved = (await client.post("/v1/applications", body)).body.data.id as string;
  await uploadRequiredDocuments(client, approved);
  expect((await client.post(`/v1/applications/${approved}/submit`)).status).toBe(200);
  await server.verifier.runAll();
  expect((await client.post(`/v1/sandbox/applications/${approved}/decision`, { decision: "APPROVE" })).status).toBe(200);
  const corporation = (await client.post("/v1/applications", corporationApplication())).body.data.id as string;
  expect((await client.post(`/v1/applications/${corporation}/individuals`, person(["OFFICER"]))).status).toBe(201);
  const form = new FormData();
  form.set("type", "PASSPORT");
  form.set("file", samplePdf("passport.pdf"));
  expect((await client.upload(`/v1/applications/${corporation}/documents`, form)).status).toBe(201);
  expect((await client.post(`/v1/applications/${corporation}/onboarding-sessions`, urls)).status).toBe(201);
  return { approved, body, corporation, subscription };
}

describe("POST /v1/sandbox/reset", () => {
  test("deletes the caller's data and answers how much of each kind; another client's data, the caller's credentials, subscriptions and audit trail stay", async () => {
    const mine = await someOfEverything(erin);
    const theirs = await someOfEverything(frank);
    const before = await rowsOf(erin);
    const frankBefore = await rowsOf(frank);
    for (const kind of ["applications", "individuals", "documents", "verifications", "review_cases", "onboarding_sessions"]) {
      expect(before[kind], kind).toBeGreaterThan(0);
    }
    for (const kind of ["customers", "accounts", "events", "deliveries"]) {
      expect(before[kind], kind).toBeGreaterThan(0);
    }
    const audited = async () =>
      Number(
        (await server.db.query<{ n: string }>("SELECT count(*) AS n FROM audit_log WHERE actor_id = $1", [erin.credentials.clientId]))[0]
          ?.n,
      );
    const auditBefore = await audited();

    const reset = await erin.post("/v1/sandbox/reset", undefined, { "x-svc-idempotency-id": "reset-erin" });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ deleted: before });

    // Nothing of the caller's data is left, the documents' content included.
    expect(Object.values(await rowsOf(erin)).every((count) => count === 0)).toBe(true);
    const chunks = await server.db.query(
      "SELECT 1 FROM document_chunks c WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.document_id = c.document_id)",
    );
    expect(chunks).toEqual([]);
    expect((await erin.get(`/v1/applications/${mine.approved}`)).status).toBe(404);
    expect((await erin.get("/v1/events")).body.data).toEqual([]);
    expect((await erin.get(`/v1/customers/${mine.body.customer_id}`)).status).toBe(404);

    // The caller's credentials and subscription remain, and its trail records the reset.
    expect((await erin.get(`/v1/subscriptions/${mine.subscription}`)).status).toBe(200);
    expect(await server.tokenFor(erin.credentials, "applications:read")).toMatch(/\S/);
    expect(await audited()).toBe(auditBefore + 1);

    // The other client's data is untouched.
    expect(await rowsOf(frank)).toEqual(frankBefore);
    expect((await frank.get(`/v1/applications/${theirs.corporation}`)).status).toBe(200);

    // A retry with the same key replays the answer; a new reset finds nothing.
    const replayed = await erin.post("/v1/sandbox/reset", undefined, { "x-svc-idempotency-id": "reset-erin" });
    expect(replayed.body.data).toEqual({ deleted: before });
    const again = await erin.post("/v1/sandbox/reset");
    expect(Object.values(again.body.data.deleted).every((count) => count === 0)).toBe(true);

    // The caller starts afresh: its customer's id is free again.
    expect((await erin.post("/v1/applications", mine.body)).status).toBe(201);
  });

  test("takes applications:write", async () => {
    const credentials = await server.registerClient(["applications:read"]);
    const reader = api(server, await server.tokenFor(credentials, "applications:read"));
    expect((await reader.post("/v1/sandbox/reset")).status).toBe(403);
    expect((await reader.post("/v1/sandbox/clock/advance", { seconds: 60 })).status).toBe(403);
    expect((await reader.get("/v1/sandbox/clock")).status).toBe(200);
  });
});
