import { beforeAll, describe, expect, test } from "vitest";
import { basic, startTestServer, type TestServer, useTestServer } from "../../../test/harness.ts";
import type { Database } from "../../db/database.ts";

const server = useTestServer();
// The sample lists loaded, as a server loads them at start: readiness names them `ok` (admin/screening.test.ts has the rest).
beforeAll(() => server.modules.lists?.warm());

/**
 * A further instance on this file's database, through a view of it of its own: a test can make that view's queries
 * fail (as when the connection is lost) without touching the other instances'.
 */
const instance = (env: Record<string, string> = {}) => startTestServer(env, undefined, 0, { db: Object.create(server.db) as Database });

describe("health", () => {
  test("live answers 200", async () => {
    const response = await server.fetch("/health/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("ready answers 200 when the database answers, naming the screening lists", async () => {
    const response = await server.fetch("/health/ready");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", checks: { database: "ok", screening: "ok" } });
  });

  test("ready answers 503 (problem+json, Retry-After) with the failed check when the database does not", async () => {
    const broken = await instance();
    broken.db.query = () => Promise.reject(new Error("connection lost"));
    const response = await broken.fetch("/health/ready");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ status: "unavailable", checks: { database: "failed" } });
    await broken.close();
  });
});

describe("readiness names each dependency", () => {
  test("with REDIS_URL, Redis is checked too; a Redis that does not answer is degraded, and the instance stays ready", async () => {
    // Nothing listens on port 1: the rate limits count per instance meanwhile, so /v1 keeps serving.
    const degraded = await instance({ REDIS_URL: "redis://127.0.0.1:1" });
    const response = await degraded.fetch("/health/ready");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", checks: { database: "ok", redis: "degraded", screening: "ok" } });
    const token = await degraded.token("applications:read");
    expect((await degraded.authed(token, "/v1/applications")).status).toBe(200);
    await degraded.close();
  });

  test("without the database the instance is unready, whatever Redis says", async () => {
    const broken = await instance({ REDIS_URL: "redis://127.0.0.1:1" });
    broken.db.query = () => Promise.reject(new Error("connection lost"));
    const response = await broken.fetch("/health/ready");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", checks: { database: "failed", redis: "degraded" } });
    await broken.close();
  });
});

describe("probes have a budget of their own per address", () => {
  /** What a caller from this address gets from the token endpoint, a link of the hosted page and each probe. */
  async function statusesOf(on: TestServer) {
    const client = await on.registerClient(["applications:read"]);
    const token = await on.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(client.clientId, client.secret) },
    });
    const link = await on.fetch("/onboard/obt_unknown", { redirect: "manual" });
    const probes = await Promise.all(["/health/live", "/health/ready"].map((path) => on.fetch(path)));
    return [token.status, link.status, ...probes.map((probe) => probe.status)];
  }

  test("a flood of probes leaves the page and the token endpoint their budget", async () => {
    const flooded = await startTestServer({ RATE_LIMIT_ADDRESS: "5", RATE_LIMIT_ADDRESS_WINDOW_S: "60" });
    for (let n = 0; n < 8; n++) {
      await flooded.fetch(n % 2 === 0 ? "/health/live" : "/health/ready");
    }
    const [token, link] = await statusesOf(flooded);
    expect([token, link]).toEqual([200, 404]);
    await flooded.close();
  });

  test("and probes keep answering while the address's budget is spent", async () => {
    const flooded = await startTestServer({ RATE_LIMIT_ADDRESS: "5", RATE_LIMIT_ADDRESS_WINDOW_S: "60" });
    for (let n = 0; n < 6; n++) {
      await flooded.fetch("/onboard/obt_unknown", { redirect: "manual" });
    }
    expect(await statusesOf(flooded)).toEqual([429, 429, 200, 200]);
    await flooded.close();
  });
});
