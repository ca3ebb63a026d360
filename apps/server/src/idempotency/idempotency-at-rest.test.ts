import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { fingerprintOf } from "./idempotency.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write";

const server = useTestServer();
const client = useClient(server, SCOPES);

/** Every idempotency key as the database holds it, each row as one text: what a dump of the table would show. */
const rawTable = async () =>
  (await server.db.query<{ row: string }>("SELECT t::text AS row FROM idempotency_keys t")).map((row) => row.row).join("\n");

/** A secret's value without its prefix, JSON-escaped as it would be stored. */
const secretValue = (secret: string) => JSON.stringify(secret.slice("whsec_".length)).slice(1, -1);

/** The stored response of `key` is in the table, and the webhook secret it answered is nowhere in it. */
async function expectStoredWithoutSecret(key: string, secret: string): Promise<void> {
  expect(secret).toMatch(/^whsec_/);
  const table = await rawTable();
  expect(table).toContain(key);
  expect(table).not.toContain("whsec_");
  expect(table).not.toContain(secretValue(secret));
}

describe("stored responses at rest", () => {
  test("a subscription created with a key leaves no secret in the table, and its replay shows the same secret", async () => {
    const payload = { url: "http://127.0.0.1:9/hooks" };
    const first = await client.post("/v1/subscriptions", payload, { "x-svc-idempotency-id": "subscribe-1" });
    expect(first.status).toBe(201);
    await expectStoredWithoutSecret("subscribe-1", first.body.data.secret as string);

    const replay = await client.post("/v1/subscriptions", payload, { "x-svc-idempotency-id": "subscribe-1" });
    expect([replay.status, replay.headers.get("x-svc-idempotent-replayed")]).toEqual([201, "true"]);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("location")).toBe(first.headers.get("location"));
  });

  test("a rotated secret answered under a key is not in the table either, and its replay shows the same secret", async () => {
    const id = (await client.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks" })).body.data.id as string;
    const first = await client.post(`/v1/subscriptions/${id}/rotate-secret`, undefined, { "x-svc-idempotency-id": "rotate-1" });
    expect(first.status).toBe(200);
    const secret = first.body.data.secret as string;
    await expectStoredWithoutSecret("rotate-1", secret);

    const replay = await client.post(`/v1/subscriptions/${id}/rotate-secret`, undefined, { "x-svc-idempotency-id": "rotate-1" });
    expect([replay.status, replay.headers.get("x-svc-idempotent-replayed")]).toEqual([200, "true"]);
    expect(replay.body.data.secret).toBe(secret);
  });

  test("a business error's stored problem is sealed too, and replays", async () => {
    const missing = "/v1/subscriptions/whk_missing/rotate-secret";
    const first = await client.post(missing, undefined, { "x-svc-idempotency-id": "rotate-missing" });
    expect(first.status).toBe(404);
    const row = (
      await server.db.query<{ response_body: string }>("SELECT response_body FROM idempotency_keys WHERE key = 'rotate-missing'")
    )[0];
    expect(row?.response_body).toMatch(/^v1\./);
    const replay = await client.post(missing, undefined, { "x-svc-idempotency-id": "rotate-missing" });
    expect([replay.status, replay.body.code, replay.headers.get("x-svc-idempotent-replayed")]).toEqual([404, first.body.code, "true"]);
  });

  test("a response stored in clear before responses were sealed still replays", async () => {
    const created = await client.post("/v1/applications", individualApplication());
    const location = created.headers.get("location") as string;
    const payload = individualApplication();
    const now = server.clock.now();
    await server.db.query(
      `INSERT INTO idempotency_keys (client_id, method, path, key, fingerprint, state, created_at, expires_at, response_status,
         response_headers, response_body)
       VALUES ($1, 'POST', '/v1/applications', 'stored-in-clear', $2, 'completed', $3, $4, 201, $5, $6)`,
      [
        client.credentials.clientId,
        fingerprintOf(payload),
        now,
        new Date(now.getTime() + 3_600_000),
        JSON.stringify({ Location: location }),
        JSON.stringify(created.body),
      ],
    );
    const replay = await client.post("/v1/applications", payload, { "x-svc-idempotency-id": "stored-in-clear" });
    expect([replay.status, replay.headers.get("x-svc-idempotent-replayed")]).toEqual([201, "true"]);
    expect(replay.body).toEqual(created.body);
    expect(replay.headers.get("location")).toBe(location);
  });
});
