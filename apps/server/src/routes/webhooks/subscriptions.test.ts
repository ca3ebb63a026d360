import type { LookupAddress } from "node:dns";
import { describe, expect, test } from "vitest";
import { api } from "../../../test/fixtures.ts";
import { useTestServer } from "../../../test/harness.ts";
import { startReceiver } from "../../../test/receiver.ts";

const SCOPES = "subscriptions:read subscriptions:write";
const PRODUCTION = {
  ONBOARDING_ENV: "production",
  DATABASE_URL: "postgres://config-only/unused",
  CLAMD_ADDRESS: "127.0.0.1:3310",
  PUBLIC_URL: "https://api.example.com",
};

/** What the production server's resolver answers for each host (the real resolver for hosts not listed). */
const dns = new Map<string, string>();
const development = useTestServer();
const production = useTestServer({
  env: PRODUCTION,
  resolve: async (host): Promise<LookupAddress[]> => {
    const address = dns.get(host);
    if (address) {
      return [{ address, family: address.includes(":") ? 6 : 4 }];
    }
    const { systemResolver } = await import("../../webhooks/url-policy.ts");
    return systemResolver(host);
  },
});

describe("webhook subscriptions", () => {
  test("create shows the secret once; read, list, update, delete", async () => {
    const client = api(development, await development.token(SCOPES));
    const created = await client.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks", description: "status changes" });
    expect(created.status).toBe(201);
    const subscription = created.body.data;
    expect(created.headers.get("location")).toBe(`/v1/subscriptions/${subscription.id}`);
    expect(subscription).toMatchObject({ event_types: ["*"], enabled: true, disabled_reason: null, description: "status changes" });
    expect(subscription.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const read = await client.get(`/v1/subscriptions/${subscription.id}`);
    expect(read.body.data).toEqual({ ...subscription, secret: undefined });
    expect(JSON.stringify(read.body)).not.toContain(subscription.secret);
    expect((await client.get("/v1/subscriptions")).body.data.map((item: { id: string }) => item.id)).toContain(subscription.id);

    const updated = await client.patch(`/v1/subscriptions/${subscription.id}`, {
      event_types: ["APPLICATION_APPROVED", "APPLICATION_REJECTED"],
      description: null,
      enabled: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      event_types: ["APPLICATION_APPROVED", "APPLICATION_REJECTED"],
      description: null,
      enabled: false,
    });

    expect((await client.post("/v1/subscriptions", { url: "http://127.0.0.1:9/", event_types: ["*", "PING"] })).status).toBe(400);
    expect((await client.delete(`/v1/subscriptions/${subscription.id}`)).status).toBe(204);
    expect((await client.get(`/v1/subscriptions/${subscription.id}`)).status).toBe(404);
  });

  test("another client's subscription and deliveries are 404 on every operation", async () => {
    const owner = api(development, await development.token(SCOPES));
    const stranger = api(development, await development.token(SCOPES));
    const id = (await owner.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks" })).body.data.id as string;
    const delivery = (await owner.post(`/v1/subscriptions/${id}/test`)).body.data.id as string;
    const calls = [
      stranger.get(`/v1/subscriptions/${id}`),
      stranger.patch(`/v1/subscriptions/${id}`, { enabled: false }),
      stranger.post(`/v1/subscriptions/${id}/rotate-secret`),
      stranger.post(`/v1/subscriptions/${id}/test`),
      stranger.get(`/v1/subscriptions/${id}/deliveries`),
      stranger.post(`/v1/subscriptions/${id}/deliveries/${delivery}/retry`),
      stranger.delete(`/v1/subscriptions/${id}`),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await owner.get(`/v1/subscriptions/${id}`)).body.data.enabled).toBe(true);
    expect((await owner.post(`/v1/subscriptions/${id}/deliveries/${delivery}/retry`)).status).toBe(202);
  });

  test("a test event racing the subscription's deletion answers 202 or 404, never a 5xx", async () => {
    const client = api(development, await development.token(SCOPES));
    const answers = new Set<string>();
    for (let round = 0; round < 60; round++) {
      const id = (await client.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hooks" })).body.data.id as string;
      const [tested, deleted] = await Promise.all([client.post(`/v1/subscriptions/${id}/test`), client.delete(`/v1/subscriptions/${id}`)]);
      answers.add(`${tested.status} ${deleted.status}`);
    }
    expect([...answers].filter((pair) => !["202 204", "404 204"].includes(pair))).toEqual([]);
  });

  test("in production only https URLs of public addresses are accepted, with the reason when not", async () => {
    const client = api(production, await production.token(SCOPES));
    dns.set("hooks.example.com", "93.184.216.34");
    const refused = {
      "http://hooks.example.com/": "must use https",
      "https://localhost/hooks": "resolves to 127.0.0.1",
      "https://10.1.2.3/hooks": "10.1.2.3",
      "https://169.254.169.254/latest/meta-data": "169.254.169.254",
      "https://100.64.0.1/": "100.64.0.1",
      "https://[::1]/hooks": "::1",
      "https://[::ffff:127.0.0.1]/hooks": "::ffff:7f00:1",
      "https://224.0.0.1/": "224.0.0.1",
    };
    for (const [url, reason] of Object.entries(refused)) {
      const response = await client.post("/v1/subscriptions", { url });
      expect(response.status, url).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ pointer: "/url", code: "url_not_allowed" });
      expect(response.body.errors[0].detail).toContain(reason);
    }
    expect((await client.post("/v1/subscriptions", { url: "https://hooks.example.com/onboarding" })).status).toBe(201);
  });

  test("in production the address is checked again at every delivery: a host re-pointed at loopback is never contacted", async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const client = api(production, await production.token(SCOPES));
    dns.set("rebind.example.com", "93.184.216.34");
    const created = await client.post("/v1/subscriptions", { url: `https://rebind.example.com:${port}/hooks`, event_types: ["PING"] });
    expect(created.status).toBe(201);
    dns.set("rebind.example.com", "127.0.0.1");
    await client.post(`/v1/subscriptions/${created.body.data.id}/test`);
    expect(await production.worker.runOnce()).toBe(1);
    const [delivery] = (await client.get(`/v1/subscriptions/${created.body.data.id}/deliveries`)).body.data;
    expect(delivery.attempt_log[0]).toMatchObject({ status_code: null, error_class: "blocked_address" });
    expect(receiver.received).toEqual([]);
    await receiver.close();
  });
});
