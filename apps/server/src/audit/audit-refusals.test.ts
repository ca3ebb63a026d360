import { describe, expect, test, vi } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { useTestServer } from "../../test/harness.ts";
import { runAdminCommand } from "../admin/commands.ts";
import type { AuditRow } from "./audit.ts";

const MINUTE = 60_000;

// Two requests per hour of real time: every later request of a client is refused, however slow the machine.
const server = useTestServer({ env: { RATE_LIMIT_API: "2", RATE_LIMIT_API_WINDOW_S: "3600" } });
const admin = () => server.adminContext("alice");

const auditRows = async (clientId: string) => {
  const result = await runAdminCommand(["audit", "--json", "--client", clientId], admin());
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as AuditRow[]).reverse();
};
const total = (rows: AuditRow[]) => rows.reduce((sum, row) => sum + row.count, 0);
const minuteOf = (row: AuditRow) => Math.floor(new Date(row.at).getTime() / MINUTE);

describe("refusals in the audit trail are counted, not one row each", () => {
  test("50 rate-limited creates in a minute leave two rows whose counts add up to 50; each success keeps its own row", async () => {
    const client = await server.registerClient(["applications:read", "applications:write"]);
    const calls = api(server, await server.tokenFor(client, "applications:read applications:write"));
    const created = [];
    for (const n of [1, 2]) {
      const answer = await calls.post("/v1/applications", individualApplication(), { "x-svc-request-id": `counted-ok-${n}` });
      expect(answer.status).toBe(201);
      created.push(answer.body.data.id as string);
    }
    for (let n = 0; n < 50; n++) {
      const refused = await calls.post("/v1/applications", individualApplication(), { "x-svc-request-id": `counted-429-${n}` });
      expect(refused.status).toBe(429);
    }
    // The next minute's first refusal is a row of its own; the finished minute's count is written before it.
    server.clock.advance(MINUTE);
    expect((await calls.post("/v1/applications", individualApplication(), { "x-svc-request-id": "counted-next" })).status).toBe(429);

    const rows = await auditRows(client.clientId);
    const refusals = rows.filter((row) => row.status === 429);
    const [first, ...later] = refusals;
    const inFirstMinute = refusals.filter((row) => first && minuteOf(row) === minuteOf(first));
    expect(inFirstMinute.length).toBeLessThanOrEqual(2);
    expect(total(inFirstMinute)).toBe(50);
    expect(first).toMatchObject({ action: "createApplication", request_id: "counted-429-0", outcome: "failed", count: 1 });
    expect(later.at(-1)).toMatchObject({ request_id: "counted-next", count: 1 });
    expect(rows).toHaveLength(2 + inFirstMinute.length + 1);
    const successes = rows.filter((row) => row.status === 201);
    expect(successes.map((row) => [row.object_id, row.request_id, row.outcome, row.count])).toEqual([
      [created[0], "counted-ok-1", "succeeded", 1],
      [created[1], "counted-ok-2", "succeeded", 1],
    ]);

    const text = await runAdminCommand(["audit", "--client", client.clientId], admin());
    expect(text.stdout).toMatch(/createApplication {2}- {2}counted-429-49 {2}failed 429 ×49\n/);
    expect(text.stdout).toContain("counted-429-0  failed 429\n");
  });

  test("each kind of refusal is counted on its own: missing scopes and rate limits of one client, one minute", async () => {
    const client = await server.registerClient(["applications:read", "applications:write"]);
    const reader = api(server, await server.tokenFor(client, "applications:read"));
    const writer = api(server, await server.tokenFor(client, "applications:write"));
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) {
      // Every request counts against the client's rate limit, one refused for its scope too (so that a 403 carries
      // the RateLimit headers): two 403s, then 429s.
      statuses.push((await reader.post("/v1/applications", individualApplication(), { "x-svc-request-id": `scope-${n}` })).status);
    }
    for (let n = 0; n < 5; n++) {
      statuses.push((await writer.post("/v1/applications", individualApplication(), { "x-svc-request-id": `limit-${n}` })).status);
    }
    expect(statuses).toEqual([403, 403, ...Array(13).fill(429)]);
    server.clock.advance(MINUTE);
    expect((await reader.post("/v1/applications", individualApplication(), { "x-svc-request-id": "scope-next" })).status).toBe(429);

    const rows = (await auditRows(client.clientId)).map((row) => [row.request_id, row.status, row.count]);
    expect(rows.slice(0, 2)).toEqual([
      ["scope-0", 403, 1],
      ["scope-2", 429, 1],
    ]);
    // The finished minute's counts, written together when the next refusal came, with the last request id of each.
    expect(rows.slice(2, 4)).toEqual(
      expect.arrayContaining([
        ["scope-1", 403, 1],
        ["limit-4", 429, 12],
      ]),
    );
    expect(rows.slice(4)).toEqual([["scope-next", 429, 1]]);
  });

  test("a finished minute's count is written even when the client sends nothing more", async () => {
    const client = await server.registerClient(["applications:read", "applications:write"]);
    const calls = api(server, await server.tokenFor(client, "applications:write"));
    for (let n = 0; n < 2; n++) {
      expect((await calls.post("/v1/applications", individualApplication())).status).toBe(201);
    }
    for (let n = 0; n < 7; n++) {
      expect((await calls.post("/v1/applications", individualApplication())).status).toBe(429);
    }
    server.clock.advance(MINUTE);
    await vi.waitFor(async () => expect(total((await auditRows(client.clientId)).filter((row) => row.status === 429))).toBe(7), {
      timeout: 20_000,
      interval: 100,
    });
    expect((await auditRows(client.clientId)).filter((row) => row.status === 429).map((row) => row.count)).toEqual([1, 6]);
  });
});

describe("idempotent replays in the audit trail are counted too, and counts are written when the server stops", () => {
  const generous = useTestServer();
  const rowsOf = async (clientId: string) => {
    const context = generous.adminContext("alice");
    return (JSON.parse((await runAdminCommand(["audit", "--json", "--client", clientId], context)).stdout) as AuditRow[]).reverse();
  };

  test("30 replays of one create leave the create's row, the first replay's row and one counted row; flushing writes the count", async () => {
    const client = await generous.registerClient(["applications:write"]);
    const calls = api(generous, await generous.tokenFor(client, "applications:write"));
    const key = { "x-svc-idempotency-id": "replayed-create" };
    const body = individualApplication();
    expect((await calls.post("/v1/applications", body, key)).status).toBe(201);
    for (let n = 0; n < 30; n++) {
      const replay = await calls.post("/v1/applications", body, key);
      expect(replay.headers.get("x-svc-idempotent-replayed")).toBe("true");
    }
    // Within the minute, only the first replay has a row: the other 29 are counted in memory…
    expect((await rowsOf(client.clientId)).map((row) => [row.outcome, row.count])).toEqual([
      ["succeeded", 1],
      ["replayed", 1],
    ]);
    // …and written when the server stops (main calls this after the last request is answered), minute over or not.
    await generous.app.flushAuditCounts();
    const rows = await rowsOf(client.clientId);
    expect(rows.map((row) => [row.outcome, row.status, row.count])).toEqual([
      ["succeeded", 201, 1],
      ["replayed", 201, 1],
      ["replayed", 201, 29],
    ]);
    expect(new Set(rows.map((row) => row.object_id)).size).toBe(1);
  });
});
