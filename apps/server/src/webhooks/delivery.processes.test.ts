import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { basic, createPersistentDatabase, TEST_ENCRYPTION_KEYS, TEST_KEYRING, TEST_PEPPER, usingPostgres } from "../../test/harness.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, type Run, runScript } from "../../test/process.ts";
import { eventually, startReceiver } from "../../test/receiver.ts";
import { createClients } from "../auth/clients.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { systemClock } from "../platform/clock.ts";

const SCOPES = ["applications:read", "applications:write", "subscriptions:read", "subscriptions:write"];

let databaseUrl: string;
let cleanup: () => Promise<void>;
let client: { client_id: string; client_secret: string };
const runs: Run[] = [];
const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  PORT: "0",
  DEMO_CLIENT: "false",
  SECRET_PEPPER: TEST_PEPPER,
  ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
  WEBHOOK_POLL_MS: "50",
  ...extra,
});

beforeAll(async () => {
  ({ url: databaseUrl, cleanup } = await createPersistentDatabase());
  const db = await openDatabase({ url: databaseUrl, poolSize: 1, maxQueue: 10, maxWaitMs: 5000 });
  await migrate(db);
  client = await createClients({ db, keyring: TEST_KEYRING, clock: systemClock, tokenLifetimeS: 900 }).register({
    name: "hooks",
    scopes: SCOPES,
  });
  await db.close();
});
afterAll(async () => {
  await stopAll();
  await cleanup();
});

async function stopAll() {
  for (const run of runs.filter((candidate) => candidate.child.exitCode === null)) {
    run.child.kill("SIGTERM");
    await run.exit;
  }
}

function start(script: string, extra: Record<string, string> = {}) {
  const run = runScript(script, [], env(extra));
  runs.push(run);
  return run;
}

async function connect(url: string) {
  const response = await fetch(`${url}/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(SCOPES.join(" "))}`, {
    method: "POST",
    headers: { authorization: basic(client.client_id, client.client_secret) },
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as { data: { id: string; secret?: string } } };
  };
}

describe("webhook delivery across processes", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("events committed by a server SIGKILLed before delivering them are delivered after the restart", async () => {
    const receiver = await startReceiver();
    const first = start("src/main.ts", { WEBHOOK_WORKER: "off" });
    const call = await connect(await listeningUrl(first));
    const { secret } = (await call("POST", "/v1/subscriptions", { url: receiver.url, event_types: ["APPLICATION_CREATED"] })).body.data;
    const created: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await call("POST", "/v1/applications", individualApplication());
      expect(response.status).toBe(201);
      created.push(response.body.data.id);
    }
    first.child.kill("SIGKILL");
    await first.exit;
    expect(receiver.received).toEqual([]);

    start("src/main.ts");
    await eventually(() => receiver.received.length >= created.length, 30_000);
    const delivered = receiver.received.map(
      (request) =>
        new Webhook(secret as string).verify(request.body, request.headers as Record<string, string>) as {
          data: { application_id: string };
        },
    );
    expect(delivered.map((event) => event.data.application_id).sort()).toEqual(created.sort());
    await receiver.close();
    await stopAll();
  });

  test.skipIf(!usingPostgres())(
    "two worker processes on one PostgreSQL: every event delivered, none twice, in order per application",
    async () => {
      const receiver = await startReceiver();
      const server = start("src/main.ts", { WEBHOOK_WORKER: "off" });
      const call = await connect(await listeningUrl(server));
      expect((await call("POST", "/v1/subscriptions", { url: receiver.url })).status).toBe(201);
      const workers = [start("src/worker-main.ts"), start("src/worker-main.ts")];
      // Only the two workers deliver: the server runs without its in-process worker.
      await eventually(() => workers.every((worker) => /webhook worker started/.test(worker.stdout())), 60_000);
      const applications: string[] = [];
      for (let index = 0; index < 12; index++) {
        const id = (await call("POST", "/v1/applications", individualApplication())).body.data.id;
        applications.push(id);
        await call("POST", `/v1/applications/${id}/submit`);
      }
      // Per application: created, submitted, and the outcomes of its six verification checks, which the worker
      // processes run too.
      const expected = applications.length * 8;
      await eventually(() => receiver.received.length >= expected, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const events = receiver.events();
      expect(events).toHaveLength(expected);
      // A healthy receiver gets each event exactly once: the workers never claimed one delivery both.
      expect(new Set(events.map((event) => event.event_id)).size).toBe(expected);
      for (const id of applications) {
        expect(events.filter((event) => event.data.application_id === id).map((event) => event.event_type)).toEqual([
          "APPLICATION_CREATED",
          "APPLICATION_SUBMITTED",
          ...Array(6).fill("VERIFICATION_UPDATED"),
        ]);
      }
      await receiver.close();
    },
  );
});
