import { describe, expect, test, vi } from "vitest";
import { api, individualApplication } from "../../../test/fixtures.ts";
import { PRODUCTION_ENV, statementsDuring, type TestClient, useClient, useTestServer } from "../../../test/harness.ts";
import { startReceiver } from "../../../test/receiver.ts";
import { purgeExpired } from "../../maintenance.ts";
import { hashToken } from "../../onboarding-sessions/onboarding-sessions.ts";
import type { Operator } from "../../operators/operators.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write";
const HOUR = 3_600_000;
const TWO_YEARS_SECONDS = 2 * 365 * 86_400;
const urls = { return_url: "https://bank.example.com/done", refresh_url: "https://bank.example.com/refresh" };

const server = useTestServer();
const alice = useClient(server, SCOPES);
const bob = useClient(server, SCOPES);
const carol = useClient(server, SCOPES);
const dave = useClient(server, SCOPES);
const erin = useClient(server, SCOPES);
// A further instance on the same database, as production runs it.
const production = useTestServer({ env: PRODUCTION_ENV, on: server });
const productionClient = useClient(production, "applications:read applications:write");

/** A new API client of the test server, for a test of its own clock. */
async function newClient() {
  const credentials = await server.registerClient(SCOPES.split(" "));
  return api(server, await server.tokenFor(credentials, SCOPES));
}

/** The test server's real time: its clock stands still unless a test moves it. */
const realNow = () => server.clock.now();
const iso = (ms: number) => new Date(ms).toISOString();

/** A new application of the client's, and a new session of it (valid an hour unless asked). */
async function newSession(client: Pick<TestClient, "post">, body: Record<string, unknown> = {}) {
  const applicationId = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  const created = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, { ...urls, ...body });
  expect(created.status).toBe(201);
  const url = created.body.data.url as string;
  return {
    id: created.body.data.id as string,
    applicationId,
    token: url.slice(url.lastIndexOf("/") + 1),
    path: `/v1/applications/${applicationId}/onboarding-sessions/${created.body.data.id}`,
  };
}

const expiredEventsOf = async (client: Pick<TestClient, "get">, applicationId: string) =>
  (await client.get(`/v1/events?event_type=ONBOARDING_SESSION_EXPIRED&application_id=${applicationId}&limit=100`)).body.data as Record<
    string,
    unknown
  >[];

describe("each client's sandbox clock", () => {
  test("runs at real time until advanced", async () => {
    const read = await alice.get("/v1/sandbox/clock");
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ now: realNow().toISOString(), real_now: realNow().toISOString(), advanced_by_seconds: 0 });
  });

  test("advanced by an hour, expires the client's open session: one ONBOARDING_SESSION_EXPIRED with its simulated date, there when the advance answers; another client's clock and sessions are untouched", async () => {
    const receiver = await startReceiver();
    await alice.post("/v1/subscriptions", { url: receiver.url, event_types: ["ONBOARDING_SESSION_EXPIRED"] });
    const mine = await newSession(alice);
    const theirs = await newSession(bob);
    const real = realNow().getTime();

    const advanced = await alice.post("/v1/sandbox/clock/advance", { seconds: 3600 });
    expect(advanced.status).toBe(200);
    expect(advanced.body.data).toEqual({ now: iso(real + HOUR), real_now: iso(real), advanced_by_seconds: 3600 });

    // Nothing more was run than the advance itself: its answer came after the sweep.
    const events = await expiredEventsOf(alice, mine.applicationId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event_type: "ONBOARDING_SESSION_EXPIRED",
      event_date: iso(real),
      simulated_date: iso(real + HOUR),
      data: { onboarding_session_id: mine.id, application_id: mine.applicationId, status: "EXPIRED" },
    });
    expect((await alice.get(mine.path)).body.data.status).toBe("EXPIRED");
    expect((await alice.get("/v1/sandbox/clock")).body.data.now).toBe(iso(real + HOUR));

    // Bob's clock and session did not move.
    expect((await bob.get("/v1/sandbox/clock")).body.data).toEqual({ now: iso(real), real_now: iso(real), advanced_by_seconds: 0 });
    expect((await bob.get(theirs.path)).body.data.status).toBe("OPEN");
    expect(await expiredEventsOf(bob, theirs.applicationId)).toEqual([]);

    // The periodic sweep, over every client, neither expires the session again nor touches Bob's.
    await purgeExpired(server.db, server.clock);
    expect(await expiredEventsOf(alice, mine.applicationId)).toHaveLength(1);
    expect((await bob.get(theirs.path)).body.data.status).toBe("OPEN");

    // The webhook carries both dates too.
    await server.worker.runAll();
    expect(receiver.events().filter((event) => event.data.onboarding_session_id === mine.id)).toEqual([
      expect.objectContaining({ event_date: iso(real), simulated_date: iso(real + HOUR) }),
    ]);
    await receiver.close();
  });

  test("to a time: a session is created, opened and read by the client's clock, and its events carry the clock's time", async () => {
    const real = realNow().getTime();
    const to = iso(real + 2 * HOUR);
    const advanced = await carol.post("/v1/sandbox/clock/advance", { to });
    expect(advanced.body.data).toEqual({ now: to, real_now: iso(real), advanced_by_seconds: 7200 });

    const session = await newSession(carol);
    const created = (await carol.get(session.path)).body.data;
    expect([created.created_at, created.expires_at]).toEqual([to, iso(real + 3 * HOUR)]);
    // The hosted page opens it, at the client's time.
    const opened = await server.modules.onboardingSessions.open(server.db, session.token, hashToken("browser"));
    expect(opened.kind).toBe("opened");
    expect((await carol.get(session.path)).body.data.opened_at).toBe(to);
    const [event] = (await carol.get(`/v1/events?application_id=${session.applicationId}`)).body.data;
    expect(event).toMatchObject({ event_type: "APPLICATION_CREATED", event_date: iso(real), simulated_date: to });

    // Half an hour more leaves it open; an hour more expires it.
    expect((await carol.post("/v1/sandbox/clock/advance", { seconds: 1800 })).status).toBe(200);
    expect((await carol.get(session.path)).body.data.status).toBe("OPEN");
    expect((await carol.post("/v1/sandbox/clock/advance", { seconds: 1800 })).body.data.advanced_by_seconds).toBe(3 * 3600);
    expect((await carol.get(session.path)).body.data.status).toBe("EXPIRED");
    expect(await expiredEventsOf(carol, session.applicationId)).toHaveLength(1);
  });

  test("reset: back to real time; what expired stays expired, and new events carry no simulated date", async () => {
    const session = await newSession(dave);
    await dave.post("/v1/sandbox/clock/advance", { seconds: 3600 });
    const reset = await dave.post("/v1/sandbox/clock/reset");
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ now: realNow().toISOString(), real_now: realNow().toISOString(), advanced_by_seconds: 0 });
    expect((await dave.get(session.path)).body.data.status).toBe("EXPIRED");
    const later = (await dave.post("/v1/applications", individualApplication())).body.data.id;
    const [event] = (await dave.get(`/v1/events?application_id=${later}`)).body.data;
    expect(event.simulated_date).toBeUndefined();
    // A reset clock moves forward from real time again.
    expect((await dave.post("/v1/sandbox/clock/advance", { seconds: 60 })).body.data.advanced_by_seconds).toBe(60);
  });

  test("when the work that fell due fails after the advance committed, the advance is still answered 200 (the clock moved) and the failure is logged", async () => {
    const failing = vi.spyOn(server.modules.monitoring, "runAll").mockRejectedValueOnce(new Error("the database went away"));
    try {
      const advanced = await dave.post("/v1/sandbox/clock/advance", { seconds: 120 });
      expect(advanced.status).toBe(200);
      expect(failing).toHaveBeenCalled();
      expect((await dave.get("/v1/sandbox/clock")).body.data.advanced_by_seconds).toBe(advanced.body.data.advanced_by_seconds);
      expect(server.logs.raw.some((line) => line.includes("work after the commit failed"))).toBe(true);
    } finally {
      failing.mockRestore();
    }
  });

  test("an advance with an idempotency key is answered once; a retry replays it without moving the clock again", async () => {
    const key = { "x-svc-idempotency-id": "advance-once" };
    const first = await erin.post("/v1/sandbox/clock/advance", { seconds: 600 }, key);
    const again = await erin.post("/v1/sandbox/clock/advance", { seconds: 600 }, key);
    expect(again.headers.get("x-svc-idempotent-replayed")).toBe("true");
    expect(again.body.data).toEqual(first.body.data);
    expect((await erin.get("/v1/sandbox/clock")).body.data.advanced_by_seconds).toBe(600);
  });

  test.each([
    ["backwards (to a time before the clock's now)", () => ({ to: iso(realNow().getTime() - 1000) }), "/to", "too_small"],
    ["to the clock's now", () => ({ to: realNow().toISOString() }), "/to", "too_small"],
    ["more than two years ahead, by seconds", () => ({ seconds: TWO_YEARS_SECONDS + 1 }), "/seconds", "too_large"],
    ["more than two years ahead, to a time", () => ({ to: iso(realNow().getTime() + (TWO_YEARS_SECONDS + 1) * 1000) }), "/to", "too_large"],
    ["both seconds and to", () => ({ seconds: 60, to: iso(realNow().getTime() + HOUR) }), "/to", "not_allowed"],
    ["neither seconds nor to", () => ({}), "", "required"],
  ])("refuses to move %s: 422 INVALID_CLOCK_CHANGE, and the clock stays", async (_name, body, pointer, code) => {
    const refused = await bob.post("/v1/sandbox/clock/advance", body());
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: "INVALID_CLOCK_CHANGE", errors: [{ pointer, code }] });
    expect(refused.body.detail.length).toBeGreaterThan(20);
    expect((await bob.get("/v1/sandbox/clock")).body.data.advanced_by_seconds).toBe(0);
  });

  test("exactly two years ahead is allowed, and not a second more", async () => {
    const client = await newClient();
    expect((await client.post("/v1/sandbox/clock/advance", { seconds: TWO_YEARS_SECONDS - 60 })).status).toBe(200);
    const over = await client.post("/v1/sandbox/clock/advance", { seconds: 61 });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].detail).toContain("must be at most 60");
    expect((await client.post("/v1/sandbox/clock/advance", { seconds: 60 })).body.data.advanced_by_seconds).toBe(TWO_YEARS_SECONDS);
  });

  test("a review case's deadline is on its client's clock: advanced past it, the case is overdue in the console's queue", async () => {
    const client = await newClient();
    const applicationId = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    expect((await client.post(`/v1/applications/${applicationId}/submit`)).status).toBe(200);
    const operator = { id: "opr_clock_test" } as Operator;
    const overdue = async () =>
      (await server.modules.cases.queue(server.db, operator, { filter: "overdue", limit: 100 })).rows.filter(
        (row) => row.applicationId === applicationId,
      );
    expect(await overdue()).toEqual([]);
    await client.post("/v1/sandbox/clock/advance", { seconds: server.config.console.reviewSlaMs / 1000 + 1 });
    const [row] = await overdue();
    expect(row?.dueAt.getTime()).toBe(realNow().getTime() + server.config.console.reviewSlaMs);
    expect(row?.now.getTime()).toBe(realNow().getTime() + server.config.console.reviewSlaMs + 1000);
  });
});

describe("in production", () => {
  test("neither the clock's routes nor the reset exist: 404, as an unknown path", async () => {
    const unknown = await productionClient.post("/v1/sandbox/nothing-here");
    expect(unknown.status).toBe(404);
    for (const [method, path] of [
      ["GET", "/v1/sandbox/clock"],
      ["POST", "/v1/sandbox/clock/advance"],
      ["POST", "/v1/sandbox/clock/reset"],
      ["POST", "/v1/sandbox/reset"],
    ] as const) {
      const response = await productionClient.call(method, path, method === "POST" ? { seconds: 60 } : undefined);
      expect([response.status, response.body.code], `${method} ${path}`).toEqual([404, unknown.body.code]);
    }
    for (const operationId of ["getSandboxClock", "advanceSandboxClock", "resetSandboxClock", "resetSandbox"]) {
      expect(production.app.mountedOperations).not.toContain(operationId);
    }
  });

  test("a client's time is the real time, read without a query", async () => {
    const statements = await statementsDuring(server.db, async () => {
      await newSession(productionClient);
    });
    expect(statements.some((sql) => sql.includes("sandbox_clocks"))).toBe(true); // the event's simulated date, in its INSERT
    expect(statements.filter((sql) => /^SELECT offset_ms FROM sandbox_clocks/.test(sql))).toEqual([]);
  });
});
