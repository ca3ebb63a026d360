import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { auditStore } from "../audit/audit-store.ts";
import { hashToken } from "./onboarding-sessions.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");
const urls = { return_url: "https://bank.example.com/done", refresh_url: "https://bank.example.com/refresh" };
const BROWSER = hashToken("browser-key-1");

/** What the hosted page calls, on the test server's database and clock. */
const service = () => server.modules.onboardingSessions;

/** A new application's new session: its id, application and link's token. */
async function newSession(body: Record<string, unknown> = {}) {
  const applicationId = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  const created = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, { ...urls, ...body });
  expect(created.status).toBe(201);
  const url = created.body.data.url as string;
  return { id: created.body.data.id as string, applicationId, token: url.slice(url.lastIndexOf("/") + 1) };
}

const read = async (session: { id: string; applicationId: string }) =>
  (await client.get(`/v1/applications/${session.applicationId}/onboarding-sessions/${session.id}`)).body.data;
const eventsOf = async (applicationId: string, type: string) =>
  (await client.get(`/v1/events?event_type=${type}&application_id=${applicationId}&limit=100`)).body.data as unknown[];

describe("opening a link (the hosted page)", () => {
  test("the first opening gets the session and binds it to the browser; the API shows when it was opened", async () => {
    const session = await newSession();
    const opened = await service().open(server.db, session.token, BROWSER);
    expect(opened).toMatchObject({ kind: "opened", session: { id: session.id, status: "OPEN", browserKeyHash: BROWSER } });
    expect((await read(session)).opened_at).toBe(server.clock.now().toISOString());
  });

  test("a second opening, from any browser, finds it used", async () => {
    const session = await newSession();
    await service().open(server.db, session.token, BROWSER);
    const again = await service().open(server.db, session.token, hashToken("another-browser"));
    expect(again).toMatchObject({ kind: "used", session: { id: session.id, browserKeyHash: BROWSER } });
  });

  test("of two openings at once, exactly one gets the session", async () => {
    const session = await newSession();
    const results = await Promise.all([
      service().open(server.db, session.token, hashToken("first")),
      service().open(server.db, session.token, hashToken("second")),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["opened", "used"]);
  });

  test("a token of no session, or not a token at all, is unknown", async () => {
    const session = await newSession();
    const forged = `obt_${"A".repeat(43)}`;
    expect(await service().open(server.db, forged, BROWSER)).toEqual({ kind: "unknown" });
    expect(await service().open(server.db, session.id, BROWSER)).toEqual({ kind: "unknown" });
    expect(await service().open(server.db, `${session.token}x`, BROWSER)).toEqual({ kind: "unknown" });
  });

  test("a link opened past its expiry finds it expired, and opens nothing", async () => {
    const session = await newSession({ expires_in: 300 });
    server.clock.advance(300_000);
    const late = await service().open(server.db, session.token, BROWSER);
    expect(late).toMatchObject({ kind: "expired", session: { status: "EXPIRED", openedAt: null, browserKeyHash: null } });
    expect((await read(session)).opened_at).toBeNull();
  });
});

describe("completing a session (the hosted page)", () => {
  test("an open session becomes COMPLETED, with one ONBOARDING_SESSION_COMPLETED event", async () => {
    const session = await newSession();
    const opened = await service().open(server.db, session.token, BROWSER);
    if (opened.kind !== "opened") {
      throw new Error(`expected the session to open, got ${opened.kind}`);
    }
    const completed = await server.db.transaction((tx) => service().complete(tx, opened.session));
    expect(completed).toMatchObject({ status: "COMPLETED", completedAt: server.clock.now() });
    expect(await read(session)).toMatchObject({ status: "COMPLETED", completed_at: server.clock.now().toISOString() });
    expect(await eventsOf(session.applicationId, "ONBOARDING_SESSION_COMPLETED")).toEqual([
      expect.objectContaining({
        data: { onboarding_session_id: session.id, application_id: session.applicationId, status: "COMPLETED" },
      }),
    ]);

    // Completing it again changes nothing and publishes nothing.
    const again = await server.db.transaction((tx) => service().complete(tx, opened.session));
    expect(again.status).toBe("COMPLETED");
    expect(await eventsOf(session.applicationId, "ONBOARDING_SESSION_COMPLETED")).toHaveLength(1);
    // A completed session is not expired later.
    server.clock.advance(2 * 3_600_000);
    await service().expireDue(server.db);
    expect((await read(session)).status).toBe("COMPLETED");
    expect(await eventsOf(session.applicationId, "ONBOARDING_SESSION_EXPIRED")).toEqual([]);
  });

  test("a session past its expiry is not completed: it stays EXPIRED and nothing is published", async () => {
    const session = await newSession({ expires_in: 300 });
    const opened = await service().open(server.db, session.token, BROWSER);
    if (opened.kind !== "opened") {
      throw new Error(`expected the session to open, got ${opened.kind}`);
    }
    server.clock.advance(300_000);
    const late = await server.db.transaction((tx) => service().complete(tx, opened.session));
    expect(late.status).toBe("EXPIRED");
    expect(await eventsOf(session.applicationId, "ONBOARDING_SESSION_COMPLETED")).toEqual([]);
    expect(await service().expireDue(server.db)).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(session.applicationId, "ONBOARDING_SESSION_EXPIRED")).toHaveLength(1);
  });

  test("find reads a session by its id alone, as it is now", async () => {
    const session = await newSession({ expires_in: 300 });
    expect(await service().find(server.db, session.id)).toMatchObject({
      id: session.id,
      applicationId: session.applicationId,
      status: "OPEN",
    });
    server.clock.advance(300_000);
    expect((await service().find(server.db, session.id))?.status).toBe("EXPIRED");
    expect(await service().find(server.db, "obs_01JDQ6W4G8X7W4V3T2S1R0QPNM")).toBeUndefined();
  });
});

describe("the audit trail", () => {
  test("takes an end customer on the hosted page as an actor (the session's id)", async () => {
    const session = await newSession();
    const entry = {
      at: server.clock.now(),
      actorId: session.id,
      action: "onboarding test",
      objectId: session.applicationId,
      requestId: "req_test",
      outcome: "succeeded" as const,
      status: 200,
    };
    await auditStore.append(server.db, { ...entry, actorType: "end_customer" });
    const rows = await server.db.query("SELECT actor_type FROM audit_log WHERE actor_id = $1", [session.id]);
    expect(rows).toEqual([{ actor_type: "end_customer" }]);
    await expect(
      server.db.query(
        "INSERT INTO audit_log (at, actor_type, actor_id, action, request_id, outcome, status) VALUES (now(), 'robot', 'x', 'y', 'z', 'succeeded', 200)",
      ),
    ).rejects.toThrow();
  });
});
