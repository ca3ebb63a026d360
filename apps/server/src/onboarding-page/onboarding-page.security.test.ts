import { describe, expect, test } from "vitest";
import { api, completePerson, individualApplication, TAX_NUMBER } from "../../test/fixtures.ts";
import { useTestServer } from "../../test/harness.ts";
import { auditStore } from "../audit/audit-store.ts";

const server = useTestServer();
const limited = useTestServer({ env: { RATE_LIMIT_PAGE: "3", RATE_LIMIT_PAGE_WINDOW_S: "60" } });

const REFRESH = "https://integrator.example/onboarding/refresh";

/** An application with the integrator's part given (the tax number among it), and a link to complete the rest. */
async function link(on = server) {
  const client = api(on, await on.token("applications:write applications:read"));
  const { first_name, last_name, tax_reference_number } = completePerson();
  const created = await client.post(
    "/v1/applications",
    individualApplication({ information_attested: false, customer_details: { first_name, last_name, tax_reference_number } }),
  );
  const session = await client.post(`/v1/applications/${created.body.data.id}/onboarding-sessions`, {
    return_url: "https://integrator.example/onboarding/done",
    refresh_url: REFRESH,
  });
  expect(session.status).toBe(201);
  return { client, applicationId: created.body.data.id as string, session: session.body.data as { id: string; url: string } };
}

const path = (url: string) => url.slice(url.indexOf("/onboard/"));

/** Opens the link as a browser would, keeping its cookie. */
async function open(url: string, on = server) {
  const opened = await on.fetch(path(url), { redirect: "manual" });
  const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { opened, cookie };
}

/** The CSRF token of the page's forms. */
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe("the hosted onboarding page's protections", () => {
  test("the link opens the session once, into an HttpOnly, SameSite cookie scoped to the session's pages; strict headers", async () => {
    const { session } = await link();
    const { opened, cookie } = await open(session.url);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/onboard/s/${session.id}`);
    expect(opened.headers.get("set-cookie")).toMatch(
      new RegExp(`^onboarding_key=[\\w-]{43}; Path=/onboard/s/${session.id}; HttpOnly; SameSite=Lax$`),
    );
    const page = await server.fetch(`/onboard/s/${session.id}/step/details`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' https://integrator.example; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The tax number the integrator gave is on file, and shown only masked.
    const html = await page.text();
    expect(html).not.toContain(TAX_NUMBER);

    const again = await server.fetch(path(session.url), { redirect: "manual" });
    expect(again.headers.get("location")).toBe(`${REFRESH}?reason=used&onboarding_session_id=${session.id}`);
  });

  test("without the browser's key (another browser, a forged cookie) the pages send to refresh_url, showing nothing", async () => {
    const { session } = await link();
    await open(session.url);
    for (const cookie of ["", `onboarding_key=${"A".repeat(43)}`]) {
      const page = await server.fetch(`/onboard/s/${session.id}/step/details`, { headers: { cookie }, redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(`${REFRESH}?reason=used&onboarding_session_id=${session.id}`);
    }
    const unknown = await server.fetch("/onboard/obt_unknown", { redirect: "manual" });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
  });

  test("a form without the page's token, or from another site, is refused and changes nothing", async () => {
    const { client, applicationId, session } = await link();
    const { cookie } = await open(session.url);
    const page = await (await server.fetch(`/onboard/s/${session.id}/step/details`, { headers: { cookie } })).text();
    const form = (extra: Record<string, string>) => ({
      method: "POST",
      redirect: "manual" as const,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...extra },
      body: new URLSearchParams({ "/customer_details/occupation": "Pirate", ...extra }).toString(),
    });
    const noToken = await server.fetch(`/onboard/s/${session.id}/step/details`, form({}));
    expect(noToken.status).toBe(403);
    const crossSite = await server.fetch(`/onboard/s/${session.id}/step/details`, {
      ...form({ _csrf: csrfOf(page) }),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get(`/v1/applications/${applicationId}`)).body.data.customer_details.occupation).toBeUndefined();

    const saved = await server.fetch(`/onboard/s/${session.id}/step/details`, form({ _csrf: csrfOf(page) }));
    expect(saved.status).toBe(422); // saved, with the step's other fields still required
    expect((await client.get(`/v1/applications/${applicationId}`)).body.data.customer_details.occupation).toBe("Pirate");
  });

  test("an upload that is not a document is refused on the documents step, with the API's reason, storing nothing", async () => {
    const { client, applicationId, session } = await link();
    const { cookie } = await open(session.url);
    const page = await (await server.fetch(`/onboard/s/${session.id}/step/documents`, { headers: { cookie } })).text();
    const form = new FormData();
    form.set("_csrf", csrfOf(page));
    form.set("kind", "PASSPORT");
    form.set("file", new File(["just some text"], "passport.txt", { type: "text/plain" }));
    const refused = await server.fetch(`/onboard/s/${session.id}/documents`, { method: "POST", headers: { cookie }, body: form });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("not a JPEG, PNG or PDF");
    expect(html).toContain('class="error-summary" role="alert"');
    expect(html).toMatch(/aria-invalid="true"/);
    expect((await client.get(`/v1/applications/${applicationId}/documents`)).body.data).toEqual([]);
  });

  test("what the customer does is in the audit trail, as the end customer of the session", async () => {
    const { applicationId, session } = await link();
    const { cookie } = await open(session.url);
    const page = await (await server.fetch(`/onboard/s/${session.id}/step/details`, { headers: { cookie } })).text();
    await server.fetch(`/onboard/s/${session.id}/step/details`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: csrfOf(page), "/customer_details/date_of_birth": "not a date" }).toString(),
    });
    await server.fetch(path(session.url), { redirect: "manual" });
    const rows = await auditStore.list(server.db, { since: new Date(0), limit: 500 });
    const mine = rows
      .filter((row) => row.actor_id === session.id)
      .map(({ actor_type, action, object_id, outcome, status }) => ({ actor_type, action, object_id, outcome, status }));
    const line = (action: string, outcome: string, status: number) => ({
      actor_type: "end_customer",
      action,
      object_id: applicationId,
      outcome,
      status,
    });
    // Newest first: the link opened again (refused), the refused save, the first opening.
    expect(mine).toEqual([
      line("onboarding open (used)", "failed", 303),
      line("onboarding save", "failed", 400),
      line("onboarding open", "succeeded", 303),
    ]);
  });

  test("a session's pages are rate-limited: past the limit, 429 with Retry-After, as a page", async () => {
    const { session } = await link(limited);
    const { cookie } = await open(session.url, limited);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let request = 0; request < 4; request += 1) {
      last = await limited.fetch(`/onboard/s/${session.id}/step/details`, { headers: { cookie } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(last?.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
