import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { createTestDatabase, GENEROUS_RATE_LIMITS, TEST_KEYRING, TestClock, usingPostgres } from "../../test/harness.ts";
import { fetchToken } from "../../test/oauth.ts";
import { createApp } from "../app.ts";
import { createAuth } from "../auth/index.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createRateLimits, type RateLimits } from "../rate-limits/rate-limits.ts";
import { listen, type RunningServer } from "../server.ts";
import type { Database } from "./database.ts";
import { openPostgres } from "./postgres.ts";

const MAX_WAIT_MS = 1000;

/** A TCP proxy in front of PostgreSQL that can refuse connections (stopped) or stop forwarding (frozen). */
async function startProxy(target: { host: string; port: number }) {
  let mode: "forward" | "refuse" | "freeze" = "forward";
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((incoming) => {
    if (mode === "refuse") {
      incoming.destroy();
      return;
    }
    const outgoing = connect(target.port, target.host);
    const pair: [Socket, Socket] = [incoming, outgoing];
    pairs.add(pair);
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
    if (mode === "freeze") {
      incoming.pause();
      outgoing.pause();
    }
    const close = () => {
      incoming.destroy();
      outgoing.destroy();
      pairs.delete(pair);
    };
    incoming.on("error", close).on("close", close);
    outgoing.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    set(next: typeof mode) {
      mode = next;
      for (const [incoming, outgoing] of pairs) {
        if (next === "refuse") {
          incoming.destroy();
          outgoing.destroy();
        } else if (next === "freeze") {
          incoming.pause();
          outgoing.pause();
        } else {
          incoming.resume();
          outgoing.resume();
        }
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!usingPostgres())("when PostgreSQL is stopped or frozen", () => {
  let drop: () => Promise<void>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let db: Database;
  let running: RunningServer;
  let rateLimits: RateLimits;
  let auth: ReturnType<typeof createAuth>;
  let token: string;
  const acknowledged: string[] = [];
  let direct: Database;

  beforeAll(async () => {
    const real = await createTestDatabase();
    direct = real.db;
    drop = real.drop;
    const url = new URL(real.url);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    db = openPostgres(url.toString(), 3, { maxQueue: 50, maxWaitMs: MAX_WAIT_MS });
    const config = loadConfig({
      ONBOARDING_ENV: "development",
      DATABASE_URL: url.toString(),
      DATABASE_MAX_WAIT_MS: String(MAX_WAIT_MS),
      ...GENEROUS_RATE_LIMITS,
    });
    const clock = new TestClock(new Date());
    auth = createAuth({ db, keyring: TEST_KEYRING, clock, config });
    rateLimits = await createRateLimits({ db, config });
    running = await listen(
      createApp({ config, db, logger: createLogger("silent"), clock, keyring: TEST_KEYRING, auth, rateLimits }),
      0,
      "127.0.0.1",
    );
    const client = await auth.clients.register({ name: "outage", scopes: ["applications:read", "applications:write"] });
    token = await fetchToken(running.url, client, "applications:read applications:write");
  });
  afterAll(async () => {
    await running?.close(500);
    await rateLimits?.close();
    auth?.close();
    await db?.close().catch(() => undefined);
    await proxy?.close();
    await drop?.();
  });

  /** A create, timed; acknowledged ids are kept to check that none is lost. */
  async function create() {
    const started = performance.now();
    const response = await fetch(`${running.url}/v1/applications`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(individualApplication()),
    });
    const body = (await response.json()) as { data?: { id: string } };
    if (response.status === 201 && body.data) {
      acknowledged.push(body.data.id);
    }
    return { status: response.status, retryAfter: response.headers.get("retry-after"), ms: performance.now() - started };
  }

  test("every request is answered 503 with Retry-After within the wait limit, and the service recovers without a restart", async () => {
    expect((await create()).status).toBe(201);
    for (const outage of ["refuse", "freeze"] as const) {
      proxy.set(outage);
      const answers = await Promise.all(Array.from({ length: 20 }, () => create()));
      for (const answer of answers) {
        expect([outage, answer.status, answer.retryAfter]).toEqual([outage, 503, "1"]);
        expect(answer.ms, outage).toBeLessThan(MAX_WAIT_MS + 1000);
      }
      proxy.set("forward");
      const recovered = performance.now();
      let status = 0;
      while (status !== 201 && performance.now() - recovered < 10_000) {
        status = (await create()).status;
      }
      expect(status, `${outage}: serving again`).toBe(201);
      expect(performance.now() - recovered, `${outage}: recovery`).toBeLessThan(2000 + MAX_WAIT_MS);
    }
    const stored = await direct.query<{ application_id: string }>(
      "SELECT application_id FROM applications WHERE application_id = ANY($1)",
      [acknowledged],
    );
    expect(stored.map((row) => row.application_id).sort()).toEqual([...acknowledged].sort());
  });
});
