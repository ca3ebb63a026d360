import { quickStart } from "@onboarding/examples/quick-start";
import { runScenarios } from "@onboarding/examples/sandbox-scenarios";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { individualApplication, samplePdf } from "../test/fixtures.ts";
import { basic, TestClock, useTestServer } from "../test/harness.ts";
import { startValidatingProxy, type ValidatingProxy } from "../test/prism.ts";
import { runAdminCommand } from "./admin/commands.ts";

/**
 * Stoplight Prism's validating proxy in front of the server, checking every response against the committed OpenAPI
 * document while the examples run through it and calls provoke each error the document declares: whatever the server
 * answers, Prism must find nothing the document does not allow.
 */
const server = useTestServer({ clock: new TestClock(new Date()) });
let proxy: ValidatingProxy;

beforeAll(async () => {
  proxy = await startValidatingProxy(server.url);
  vi.stubGlobal("fetch", proxy.fetch);
}, 60_000);
afterAll(() => {
  vi.unstubAllGlobals();
  proxy?.close();
});

const call = (path: string, init: RequestInit = {}) => fetch(`${proxy.url}${path}`, init);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

async function client(scopes: string) {
  const credentials = await server.registerClient(scopes.split(" "));
  const response = await call(`/oauth/token?grant_type=client_credentials&scope=${encodeURIComponent(scopes)}`, {
    method: "POST",
    headers: { authorization: basic(credentials.clientId, credentials.secret) },
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const authed = (path: string, init: RequestInit = {}) =>
    call(path, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    authed(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { credentials, token, authed, post };
}

describe("through Prism's validating proxy, the server answers only what its OpenAPI document declares", () => {
  test("the quick start and the sandbox scenarios, as integrators run them", async () => {
    const credentials = await server.registerClient([
      "applications:read",
      "applications:write",
      "customers:read",
      "customers:write",
      "accounts:read",
      "subscriptions:write",
    ]);
    server.verifier.start();
    server.worker.start();
    const options = { baseUrl: proxy.url, clientId: credentials.clientId, clientSecret: credentials.secret };
    try {
      expect(await quickStart(options)).toMatchObject({ customer: "ACTIVE", account: "OPEN" });
      expect((await runScenarios(options)).map(({ status }) => status)).toEqual([
        "APPROVED",
        "APPROVED",
        "APPROVED",
        "REJECTED",
        "RESTRICTED",
        "HIGH",
      ]);
    } finally {
      await Promise.all([server.verifier.stop(), server.worker.stop()]);
    }
    expect(proxy.findings).toEqual([]);
  }, 120_000);

  test("the OAuth endpoints: both client authentications, refusals, introspection and revocation", async () => {
    const { credentials, token } = await client("applications:read");
    const post = { client_id: credentials.clientId, client_secret: credentials.secret };
    const statuses = [
      await call("/oauth/token", {
        method: "POST",
        headers: FORM,
        body: form({ grant_type: "client_credentials", scope: "applications:read", ...post }),
      }),
      await call("/oauth/token", { method: "POST", headers: FORM, body: form({ grant_type: "password", ...post }) }),
      await call("/oauth/token?grant_type=client_credentials", {
        method: "POST",
        headers: { authorization: basic(credentials.clientId, "wrong") },
      }),
      await call("/oauth/token", { method: "GET" }),
      await call("/oauth/introspect", { method: "POST", headers: FORM, body: form({ token, ...post }) }),
      await call("/oauth/revoke", { method: "POST", headers: FORM, body: form({ token, ...post }) }),
      await call("/oauth/revoke", { method: "POST", headers: FORM, body: form(post) }),
      await call("/.well-known/oauth-authorization-server"),
      await call("/.well-known/jwks.json"),
    ].map((response) => response.status);
    expect(statuses).toEqual([200, 400, 401, 405, 200, 200, 400, 200, 200]);
    expect(proxy.findings).toEqual([]);
  });

  test('each error a /v1 operation declares, an idempotent replay, and event_types other than exactly ["*"] or a list refused', async () => {
    const caller = await client("applications:read applications:write");
    const created = await caller.post("/v1/applications", individualApplication({ information_attested: false }));
    const { data } = (await created.json()) as { data: { id: string } };
    const key = { "x-svc-idempotency-id": `contract-${Date.now()}` };
    const body = individualApplication();
    const narrow = await client("customers:read");
    const subscriber = await client("subscriptions:write");
    const statuses = [
      created,
      await caller.post("/v1/applications", body, key),
      await caller.post("/v1/applications", body, key), // replayed
      await caller.post("/v1/applications", { ...body, customer_id: "another" }, key), // 422
      await caller.post("/v1/applications", {}), // 400
      await caller.authed("/v1/applications?access_token=abc"), // 400 with WWW-Authenticate
      await call("/v1/applications"), // 401
      await narrow.authed("/v1/applications"), // 403
      await caller.authed("/v1/applications/app_01JDQ6N0Z8X7W4V3T2S1R0QPNM"), // 404
      await caller.post(`/v1/applications/${data.id}/submit`, {}), // 409
      await caller.authed(`/v1/applications/${data.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/merge-patch+json", "if-match": '"stale"' },
        body: "{}",
      }), // 412
      await caller.authed("/v1/applications", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" }), // 415
      await caller.authed(`/v1/applications/${data.id}/documents`, { method: "POST", body: documentForm() }), // 201
      await caller.authed("/v1/applications", { method: "PUT" }), // 405
      await subscriber.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hook", event_types: [] }), // 400
      await subscriber.post("/v1/subscriptions", { url: "http://127.0.0.1:9/hook", event_types: ["*", 42] }), // 400
    ].map((response) => response.status);
    expect(statuses).toEqual([201, 201, 201, 422, 400, 400, 401, 403, 404, 409, 412, 415, 201, 405, 400, 400]);
    expect(proxy.findings).toEqual([]);
  });

  test("429 past a client's limit, and readiness while the database does not answer", async () => {
    const caller = await client("applications:read");
    const admin = (...args: string[]) => runAdminCommand(args, server.adminContext());
    await admin("clients", "rate-limit", caller.credentials.clientId, "--api", "1");
    await server.rateLimits.refreshOverrides();
    const limited = [await caller.authed("/v1/applications"), await caller.authed("/v1/applications")].map((response) => response.status);
    const query = server.db.query;
    server.db.query = () => Promise.reject(new Error("connection lost"));
    const unready = await call("/health/ready").finally(() => {
      server.db.query = query;
    });
    expect([...limited, unready.status]).toEqual([200, 429, 503]);
    expect(proxy.findings).toEqual([]);
  });
});

function documentForm(): FormData {
  const body = new FormData();
  body.set("type", "PROOF_OF_ADDRESS");
  body.set("file", samplePdf());
  return body;
}
