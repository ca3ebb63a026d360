import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { createTestDatabase, TEST_ENCRYPTION_KEYS, TEST_KEYRING, TEST_PEPPER, usingPostgres } from "../../test/harness.ts";
import { fetchToken } from "../../test/oauth.ts";
import { listeningUrl, type Run, runScript } from "../../test/process.ts";
import { createClients } from "../auth/clients.ts";
import type { Database } from "../db/database.ts";
import { systemClock } from "../platform/clock.ts";

let db: Database;
let url: string;
let drop: () => Promise<void>;
const servers: Run[] = [];

describe.skipIf(!usingPostgres())("idempotency across two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    ({ db, url, drop } = await createTestDatabase());
    const env = {
      DATABASE_URL: url,
      PORT: "0",
      DEMO_CLIENT: "false",
      SECRET_PEPPER: TEST_PEPPER,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      LOG_LEVEL: "warn",
    };
    servers.push(runScript("src/main.ts", [], { ...env, LOG_LEVEL: "info" }), runScript("src/main.ts", [], { ...env, LOG_LEVEL: "info" }));
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exit;
    }
    await drop();
  });

  test("50 requests with one key, spread over both processes, create exactly one application", async () => {
    const [a, b] = await Promise.all(servers.map((server) => listeningUrl(server)));
    const client = await createClients({ db, keyring: TEST_KEYRING, clock: systemClock, tokenLifetimeS: 900 }).register({
      name: "two",
      scopes: ["applications:write"],
    });
    const token = await fetchToken(a as string, client, "applications:write");
    const payload = JSON.stringify(individualApplication());
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fetch(`${index % 2 === 0 ? a : b}/v1/applications`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-svc-idempotency-id": "two-processes" },
          body: payload,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const bodies = await Promise.all(
      responses.filter((response) => response.status === 201).map((response) => response.json() as Promise<{ data: { id: string } }>),
    );
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM applications WHERE customer_id = $1", [
      JSON.parse(payload).customer_id,
    ]);
    expect(rows[0]?.n).toBe(1);
    expect(servers.every((server) => server.child.exitCode === null)).toBe(true);
  });
});
