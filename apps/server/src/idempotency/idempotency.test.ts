import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { api, individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { fingerprintOf } from "./idempotency.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");

const count = async (table: string, where = "TRUE", params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]?.n;

describe("x-svc-idempotency-id", () => {
  test("same key and body: the same status and body, x-svc-idempotent-replayed, and nothing executed twice", async () => {
    const payload = individualApplication();
    const first = await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "create-1" });
    const again = await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "create-1" });
    expect(first.status).toBe(201);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(again.headers.get("x-svc-idempotent-replayed")).toBe("true");
    expect(first.headers.get("x-svc-idempotent-replayed")).toBeNull();
    expect(await count("applications", "customer_id = $1", [payload.customer_id])).toBe(1);
    expect(await count("events", "application_id = $1", [first.body.data.id])).toBe(1);
  });

  test("same key, different body: 422", async () => {
    await client.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "create-2" });
    const other = await client.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "create-2" });
    expect([other.status, other.body.code]).toEqual([422, "IDEMPOTENCY_KEY_MISMATCH"]);
  });

  test("50 parallel requests with one key create exactly one application; the others get 409 + Retry-After or the replay", async () => {
    const payload = individualApplication();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.post("/v1/applications", payload, { "x-svc-idempotency-id": "burst-1" })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const conflict of responses.filter((response) => response.status === 409)) {
      expect(conflict.body.code).toBe("IDEMPOTENCY_KEY_IN_USE");
      expect(conflict.headers.get("retry-after")).toBe("1");
    }
    const created = responses.filter((response) => response.status === 201);
    expect(new Set(created.map((response) => response.body.data.id)).size).toBe(1);
    expect(await count("applications", "customer_id = $1", [payload.customer_id])).toBe(1);
  });

  test("client B reusing client A's key gets its own result", async () => {
    const other = api(server, await server.token("applications:write"));
    const a = await client.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "shared-key" });
    const b = await other.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "shared-key" });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    expect(b.headers.get("x-svc-idempotent-replayed")).toBeNull();
  });

  test("a request that failed validation is not stored: a corrected retry with the key runs", async () => {
    const bad = await client.post("/v1/applications", { ...individualApplication(), customer_id: 7 }, { "x-svc-idempotency-id": "fix-me" });
    expect(bad.status).toBe(400);
    const good = await client.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "fix-me" });
    expect(good.status).toBe(201);
  });

  test("a business error is stored and replayed like a success", async () => {
    const id = (await client.post("/v1/applications", individualApplication({ information_attested: false }))).body.data.id;
    const first = await client.post(`/v1/applications/${id}/submit`, undefined, { "x-svc-idempotency-id": "submit-early" });
    expect(first.status).toBe(409);
    await client.patch(`/v1/applications/${id}`, { information_attested: true });
    const replay = await client.post(`/v1/applications/${id}/submit`, undefined, { "x-svc-idempotency-id": "submit-early" });
    expect([replay.status, replay.body.code, replay.headers.get("x-svc-idempotent-replayed")]).toEqual([
      409,
      "NOT_READY_FOR_SUBMISSION",
      "true",
    ]);
    expect(replay.body.request_id).toBe(replay.headers.get("x-svc-request-id"));
  });

  test("keys are scoped by method and path: the same key on another application runs", async () => {
    const one = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const two = (await client.post("/v1/applications", individualApplication())).body.data.id;
    expect((await client.post(`/v1/applications/${one}/cancel`, undefined, { "x-svc-idempotency-id": "cancel" })).status).toBe(200);
    expect((await client.post(`/v1/applications/${two}/cancel`, undefined, { "x-svc-idempotency-id": "cancel" })).body.data.status).toBe(
      "CANCELLED",
    );
  });

  test("a claim left by a crashed request expires, and a retry then runs once", async () => {
    const payload = individualApplication();
    const clientId = (await server.db.query<{ client_id: string }>("SELECT client_id FROM api_clients ORDER BY created_at LIMIT 1"))[0]
      ?.client_id as string;
    const now = server.clock.now();
    const fingerprint = fingerprintOf(payload);
    await server.db.query(
      "INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, locked_until, created_at, expires_at) VALUES ($1, 'POST', '/v1/applications', 'crashed', $2, 'in_flight', $3, $4, $5)",
      [clientId, fingerprint, new Date(now.getTime() + 60_000), now, new Date(now.getTime() + 86_400_000)],
    );
    expect((await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "crashed" })).status).toBe(409);
    server.clock.advance(61_000);
    expect((await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "crashed" })).status).toBe(201);
    expect(await count("applications", "customer_id = $1", [payload.customer_id])).toBe(1);
  });

  test("keys are kept for the retention period, then purged and free", async () => {
    const owner = await server.registerClient(["applications:write"]);
    const before = api(server, await server.tokenFor(owner, "applications:write"));
    const payload = individualApplication();
    await before.post("/v1/applications", payload, { "x-svc-idempotency-id": "old-key" });
    server.clock.advance(3_600_000);
    expect(
      (await before.post("/v1/applications", payload, { "x-svc-idempotency-id": "old-key" })).headers.get("x-svc-idempotent-replayed"),
    ).toBe("true");
    server.clock.advance(25 * 3_600_000);
    const { purgeExpired } = await import("../maintenance.ts");
    const purged = await purgeExpired(server.db, server.clock);
    expect(purged.idempotencyKeys).toBeGreaterThan(0);
    expect(await count("idempotency_keys", "key = 'old-key'")).toBe(0);
    const fresh = api(server, await server.tokenFor(owner, "applications:write"));
    const reused = await fresh.post("/v1/applications", individualApplication(), { "x-svc-idempotency-id": "old-key" });
    expect([reused.status, reused.headers.get("x-svc-idempotent-replayed")]).toEqual([201, null]);
  });
});

test("a body's fingerprint is the SHA-256 of its canonical JSON, stable across releases (stored keys keep matching)", () => {
  const canonical = '{"a":[{"c":"x","d":null},2,"é"],"b":{"":true,"Z":1,"z":-0.5},"e":null}';
  const sha = createHash("sha256").update(canonical).digest("hex");
  expect(fingerprintOf({ e: undefined, b: { z: -0.5, Z: 1, "": true }, a: [{ d: null, c: "x" }, 2, "é"] })).toBe(sha);
  expect(fingerprintOf(JSON.parse('{"b":{"z":-0.5,"":true,"Z":1},"a":[{"c":"x","d":null},2,"é"],"e":null}'))).toBe(sha);
});

test("any JSON value fingerprints as its members sorted, whatever their order and however their keys must be escaped", () => {
  // The reference: members sorted by a general sort, every key escaped by JSON.stringify, pieces joined.
  const reference = (value: unknown): string =>
    Array.isArray(value)
      ? `[${value.map(reference).join(",")}]`
      : typeof value === "object" && value !== null
        ? `{${Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${reference((value as Record<string, unknown>)[key])}`)
            .join(",")}}`
        : JSON.stringify(value);
  const key = fc.oneof(fc.string(), fc.constantFrom("a", "b", "__proto__", 'q"uote', "back\\slash", "line\nbreak", "é", "\u2028"));
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small" }, fc.jsonValue({ maxDepth: 0 }), tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc.dictionary(key, tie("value"), { maxKeys: 6 }),
  })).value;
  fc.assert(
    fc.property(json, (value) => {
      const parsed = JSON.parse(JSON.stringify(value)) as unknown;
      expect(fingerprintOf(parsed)).toBe(createHash("sha256").update(reference(parsed)).digest("hex"));
    }),
  );
});
