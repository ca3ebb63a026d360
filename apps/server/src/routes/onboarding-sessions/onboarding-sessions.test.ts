import { createHash } from "node:crypto";
import { createOnboardingClient, OnboardingSessionError } from "@onboarding/client";
import { beforeAll, describe, expect, test } from "vitest";
import { api, individualApplication } from "../../../test/fixtures.ts";
import { useClient, useTestServer } from "../../../test/harness.ts";
import { purgeExpired } from "../../maintenance.ts";

const SCOPES = "applications:read applications:write";
const HOUR = 3_600_000;
const urls = { return_url: "https://bank.example.com/onboarding/done", refresh_url: "https://bank.example.com/onboarding/refresh" };
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

describe("onboarding sessions", () => {
  const server = useTestServer();
  const alice = useClient(server, SCOPES);
  const bob = useClient(server, SCOPES);
  let applicationId: string;
  const sessions = (id = applicationId) => `/v1/applications/${id}/onboarding-sessions`;

  beforeAll(async () => {
    applicationId = (await alice.post("/v1/applications", individualApplication())).body.data.id;
  });

  test("creating one answers 201 with the session, a Location, and a single-use link under the public URL, valid for an hour", async () => {
    const created = await alice.post(sessions(), urls);
    expect(created.status).toBe(201);
    const session = created.body.data;
    expect(session).toMatchObject({
      application_id: applicationId,
      status: "OPEN",
      ...urls,
      locale: "en",
      editable: ["CUSTOMER_DETAILS", "INDIVIDUALS", "DOCUMENTS"],
      opened_at: null,
      completed_at: null,
    });
    expect(session.id).toMatch(/^obs_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(session.url).toMatch(new RegExp(`^${server.config.publicUrl}/onboard/obt_[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(HOUR);
    expect(created.headers.get("location")).toBe(`${sessions()}/${session.id}`);
  });

  test("each session gets its own link", async () => {
    const [first, second] = await Promise.all([alice.post(sessions(), urls), alice.post(sessions(), urls)]);
    expect(first.body.data.url).not.toBe(second.body.data.url);
  });

  test("takes a locale, the editable parts and an expiry of up to 24 hours", async () => {
    const created = await alice.post(sessions(), { ...urls, locale: "es", editable: ["DOCUMENTS"], expires_in: 86_400 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ locale: "es", editable: ["DOCUMENTS"] });
    expect(Date.parse(created.body.data.expires_at) - Date.parse(created.body.data.created_at)).toBe(24 * HOUR);
  });

  test.each([
    ["an expiry beyond 24 hours", { expires_in: 86_401 }, "/expires_in"],
    ["an expiry under 5 minutes", { expires_in: 299 }, "/expires_in"],
    ["no editable part", { editable: [] }, "/editable"],
    ["a part named twice", { editable: ["DOCUMENTS", "DOCUMENTS"] }, "/editable"],
    ["another locale", { locale: "fr" }, "/locale"],
    ["a relative return URL", { return_url: "/done" }, "/return_url"],
    ["a refresh URL of another scheme", { refresh_url: "ftp://bank.example.com/refresh" }, "/refresh_url"],
    ["no return URL", { return_url: undefined }, "/return_url"],
  ])("refuses %s (400, pointing at it)", async (_name, change, pointer) => {
    const refused = await alice.post(sessions(), { ...urls, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { pointer: string }) => error.pointer)).toContain(pointer);
  });

  test("keeps only the SHA-256 of the link's token, never the token", async () => {
    const created = await alice.post(sessions(), urls);
    const token = tokenOf(created.body.data.url);
    const [row] = await server.db.query<Record<string, unknown>>("SELECT * FROM onboarding_sessions WHERE session_id = $1", [
      created.body.data.id,
    ]);
    expect(row?.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const anywhere = await server.db.query("SELECT 1 FROM onboarding_sessions s WHERE s::text LIKE $1", [`%${token}%`]);
    expect(anywhere).toEqual([]);
  });

  test("reading one shows it without its link", async () => {
    const created = (await alice.post(sessions(), urls)).body.data;
    const read = await alice.get(`${sessions()}/${created.id}`);
    expect(read.status).toBe(200);
    const { url: _url, ...withoutUrl } = created;
    expect(read.body.data).toEqual(withoutUrl);
  });

  test("lists an application's sessions newest first, a page at a time, without their links", async () => {
    const id = (await alice.post("/v1/applications", individualApplication())).body.data.id;
    const older = (await alice.post(sessions(id), urls)).body.data.id;
    const newer = (await alice.post(sessions(id), urls)).body.data.id;
    const first = await alice.get(`${sessions(id)}?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.data.map((session: { id: string }) => session.id)).toEqual([newer]);
    expect(first.body.data[0].url).toBeUndefined();
    expect(first.body.has_more).toBe(true);
    const second = await alice.get(first.body.links.next);
    expect(second.body.data.map((session: { id: string }) => session.id)).toEqual([older]);
    expect(second.body.has_more).toBe(false);
  });

  test("another client's application, or its sessions, are not found (404)", async () => {
    const session = (await alice.post(sessions(), urls)).body.data;
    expect((await bob.post(sessions(), urls)).status).toBe(404);
    expect((await bob.get(sessions())).status).toBe(404);
    expect((await bob.get(`${sessions()}/${session.id}`)).status).toBe(404);
    expect((await alice.post(sessions("app_01JDQ6N0Z8X7W4V3T2S1R0QPNM"), urls)).status).toBe(404);
    expect((await alice.get(`${sessions()}/obs_01JDQ6W4G8X7W4V3T2S1R0QPNM`)).status).toBe(404);
  });

  test("an application the customer can no longer change takes no session (409 APPLICATION_LOCKED)", async () => {
    const id = (await alice.post("/v1/applications", individualApplication())).body.data.id;
    expect((await alice.post(`/v1/applications/${id}/submit`)).status).toBe(200);
    const refused = await alice.post(sessions(id), urls);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("APPLICATION_LOCKED");
    const cancelled = (await alice.post("/v1/applications", individualApplication())).body.data.id;
    expect((await alice.post(`/v1/applications/${cancelled}/cancel`)).status).toBe(200);
    expect((await alice.post(sessions(cancelled), urls)).body.code).toBe("APPLICATION_LOCKED");
  });

  test("an INCOMPLETE application takes one", async () => {
    const id = (await alice.post("/v1/applications", individualApplication({ customer_details: { first_name: "Jane" } }))).body.data.id;
    expect((await alice.get(`/v1/applications/${id}`)).body.data.status).toBe("INCOMPLETE");
    expect((await alice.post(sessions(id), urls)).status).toBe(201);
  });

  test("a retry with the same idempotency key gets the same session and link", async () => {
    const key = { "x-svc-idempotency-id": "session-retry-1" };
    const first = await alice.post(sessions(), urls, key);
    const again = await alice.post(sessions(), urls, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("x-svc-idempotent-replayed")).toBe("true");
    expect(again.body.data).toEqual(first.body.data);
  });

  test("applications:read reads sessions but cannot create them (403)", async () => {
    const session = (await alice.post(sessions(), urls)).body.data;
    const reader = api(server, await server.tokenFor(alice.credentials, "applications:read"));
    expect((await reader.post(sessions(), urls)).status).toBe(403);
    expect((await reader.get(`${sessions()}/${session.id}`)).status).toBe(200);
  });

  test("the typed client creates one and returns its link, or throws the problem", async () => {
    const client = createOnboardingClient({
      baseUrl: server.url,
      clientId: alice.credentials.clientId,
      clientSecret: alice.credentials.secret,
      scopes: ["applications:write"],
    });
    const session = await client.createOnboardingSession(applicationId, urls);
    expect(session.url).toMatch(/\/onboard\/obt_/);
    expect(session.status).toBe("OPEN");
    const refused = await client.createOnboardingSession("app_01JDQ6N0Z8X7W4V3T2S1R0QPNM", urls).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OnboardingSessionError);
    expect((refused as OnboardingSessionError).problem?.code).toBe("NOT_FOUND");
  });
});

describe("onboarding sessions outside development", () => {
  const server = useTestServer({ env: { ONBOARDING_ENV: "sandbox", PUBLIC_URL: "https://api.example.com" } });
  const client = useClient(server, SCOPES);

  test("send the end customer to https pages only (400 for an http URL)", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const refused = await client.post(`/v1/applications/${id}/onboarding-sessions`, {
      return_url: "http://bank.example.com/done",
      refresh_url: urls.refresh_url,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ pointer: "/return_url", code: "url_not_allowed" })]);
    const created = await client.post(`/v1/applications/${id}/onboarding-sessions`, urls);
    expect(created.status).toBe(201);
    expect(created.body.data.url).toMatch(/^https:\/\/api\.example\.com\/onboard\/obt_/);
  });

  test("show a logo, terms and privacy notice from https addresses only (400 at each http one)", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const refused = await client.post(`/v1/applications/${id}/onboarding-sessions`, {
      ...urls,
      branding: {
        logo_url: "http://bank.example.com/logo.png",
        terms_url: "http://bank.example.com/terms",
        privacy_url: "https://bank.example.com/privacy",
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ pointer: "/branding/logo_url", code: "url_not_allowed" }),
      expect.objectContaining({ pointer: "/branding/terms_url", code: "url_not_allowed" }),
    ]);
  });
});

describe("onboarding session expiry", () => {
  const server = useTestServer();
  const client = useClient(server, SCOPES);
  const eventsOf = async (applicationId: string) =>
    (await client.get(`/v1/events?event_type=ONBOARDING_SESSION_EXPIRED&application_id=${applicationId}&limit=100`)).body.data;

  test("a session past its expiry reads EXPIRED at once, and the maintenance records it with one ONBOARDING_SESSION_EXPIRED event", async () => {
    const id = (await client.post("/v1/applications", individualApplication())).body.data.id;
    const path = `/v1/applications/${id}/onboarding-sessions`;
    const short = (await client.post(path, { ...urls, expires_in: 300 })).body.data;
    const long = (await client.post(path, { ...urls, expires_in: 7200 })).body.data;

    server.clock.advance(300_000);
    expect((await client.get(`${path}/${short.id}`)).body.data.status).toBe("EXPIRED");
    expect((await client.get(path)).body.data.map((session: { status: string }) => session.status)).toEqual(["OPEN", "EXPIRED"]);
    expect(await eventsOf(id)).toEqual([]);

    expect((await purgeExpired(server.db, server.clock)).onboardingSessionsExpired).toBe(1);
    const events = await eventsOf(id);
    expect(events).toEqual([
      expect.objectContaining({
        event_type: "ONBOARDING_SESSION_EXPIRED",
        data: { onboarding_session_id: short.id, application_id: id, status: "EXPIRED" },
      }),
    ]);
    expect((await client.get(`${path}/${long.id}`)).body.data.status).toBe("OPEN");

    // Once recorded, a session is not expired again.
    expect((await purgeExpired(server.db, server.clock)).onboardingSessionsExpired).toBe(0);
    expect(await eventsOf(id)).toHaveLength(1);

    server.clock.advance(2 * HOUR);
    expect((await purgeExpired(server.db, server.clock)).onboardingSessionsExpired).toBe(1);
    expect((await eventsOf(id)).map((event: { data: { onboarding_session_id: string } }) => event.data.onboarding_session_id)).toEqual([
      long.id,
      short.id,
    ]);
  });
});
