import { MAX_DOCUMENTS_PER_KIND } from "@onboarding/core";
import { MESSAGES } from "@onboarding/hosted-onboarding";
import { describe, expect, test } from "vitest";
import { api, completePerson, corporationApplication, individualApplication, person, samplePdf } from "../../test/fixtures.ts";
import { type TestServer, useTestServer } from "../../test/harness.ts";
import { csrfOf, openLink, pagePath, sessionLink } from "../../test/hosted-page.ts";

const server = useTestServer();
const { ui } = MESSAGES.en;

/** An application with part of the applicant's details, as the integrator gives it; the page is to ask the rest. */
async function application(on: TestServer) {
  const client = api(on, await on.token("applications:write applications:read"));
  const { first_name, last_name } = completePerson();
  const created = await client.post(
    "/v1/applications",
    individualApplication({ information_attested: false, customer_details: { first_name, last_name } }),
  );
  return { client, applicationId: created.body.data.id as string };
}

/** A session of the application opened in a browser: its pages' base, the cookie and the forms' CSRF token. */
async function opened(on: TestServer, client: ReturnType<typeof api>, applicationId: string, options: Record<string, unknown> = {}) {
  const session = await sessionLink(client, applicationId, options);
  const { cookie } = await openLink(on, session.url);
  const base = `/onboard/s/${session.id}`;
  const first = await on.fetch(base, { headers: { cookie }, redirect: "follow" });
  return { session, cookie, base, csrf: csrfOf(await first.text()) };
}

/** POSTs a document through the page's form. */
function pageUpload(on: TestServer, page: { base: string; cookie: string; csrf: string }, kind: string, file: File = samplePdf()) {
  const form = new FormData();
  form.set("_csrf", page.csrf);
  form.set("kind", kind);
  form.set("file", file);
  return on.fetch(`${page.base}/documents`, { method: "POST", headers: { cookie: page.cookie }, body: form, redirect: "manual" });
}

/** Every row of every table of the database, as text. */
async function databaseDump(on: TestServer): Promise<string> {
  const tables = await on.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const rows = await Promise.all(
    tables.map(({ table_name }) => on.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`)),
  );
  return rows
    .flat()
    .map(({ row }) => row)
    .join("\n");
}

describe("what a session may change is enforced on every form, not only hidden", () => {
  test("without DOCUMENTS, the documents step is not shown and an upload is refused (403), storing nothing", async () => {
    const { client, applicationId } = await application(server);
    const page = await opened(server, client, applicationId, { editable: ["CUSTOMER_DETAILS"] });
    const step = await server.fetch(`${page.base}/step/documents`, { headers: { cookie: page.cookie }, redirect: "manual" });
    expect(step.status).toBe(303);
    const refused = await pageUpload(server, page, "PASSPORT");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect((await client.get(`/v1/applications/${applicationId}/documents`)).body.data).toEqual([]);
  });

  test("without CUSTOMER_DETAILS, or INDIVIDUALS, a posted step saves nothing", async () => {
    const client = api(server, await server.token("applications:write applications:read"));
    const applicationId = (await client.post("/v1/applications", corporationApplication({ information_attested: false }))).body.data.id;
    const officer = (await client.post(`/v1/applications/${applicationId}/individuals`, person(["OFFICER"]))).body.data.id as string;
    const page = await opened(server, client, applicationId, { editable: ["DOCUMENTS"] });
    const post = (step: string, field: string) =>
      server.fetch(`${page.base}/step/${step}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: page.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _csrf: page.csrf, [field]: "Changed" }).toString(),
      });
    expect((await post("details", "/customer_details/registered_name")).status).toBe(303);
    expect((await post(officer, `/individuals/${officer}/first_name`)).status).toBe(303);
    const stored = (await client.get(`/v1/applications/${applicationId}`)).body.data;
    expect(stored.customer_details.registered_name).not.toBe("Changed");
    expect(stored.individuals[0].first_name).not.toBe("Changed");
  });
});

describe("the page's uploads are bounded as the API's are", () => {
  test("past the documents of one kind, the documents step says so (409), storing nothing", async () => {
    const { client, applicationId } = await application(server);
    for (let n = 0; n < MAX_DOCUMENTS_PER_KIND; n++) {
      const form = new FormData();
      form.set("type", "OTHER");
      form.set("file", samplePdf());
      expect((await client.upload(`/v1/applications/${applicationId}/documents`, form)).status).toBe(201);
    }
    // The documents the application needs are still asked for: the step is there to say why.
    const page = await opened(server, client, applicationId);
    const refused = await pageUpload(server, page, "OTHER");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(ui.documentLimitReached);
    expect((await client.get(`/v1/applications/${applicationId}/documents?limit=100`)).body.data).toHaveLength(MAX_DOCUMENTS_PER_KIND);
  });

  const budgeted = useTestServer({ env: { DOCUMENT_BYTES_PER_DAY: "50000" } });
  test("past the integrator's bytes of the day, the documents step says so (429, Retry-After)", async () => {
    const { client, applicationId } = await application(budgeted);
    const page = await opened(budgeted, client, applicationId);
    const large = new File([Buffer.from("%PDF-1.7\n"), Buffer.alloc(45_000, 0x20)], "scan.pdf", { type: "application/pdf" });
    expect((await pageUpload(budgeted, page, "OTHER", large)).status).toBe(303);
    const refused = await pageUpload(budgeted, page, "OTHER", large);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain(ui.uploadsPaused);
  });
});

describe("the page's forms", () => {
  test("a form that is not UTF-8 is refused with a 400 page, as the API refuses it, and nothing is saved", async () => {
    const { client, applicationId } = await application(server);
    const page = await opened(server, client, applicationId);
    const body = Buffer.concat([
      Buffer.from(`_csrf=${encodeURIComponent(page.csrf)}&${encodeURIComponent("/customer_details/occupation")}=`),
      Buffer.from([0x50, 0x69, 0xe9, 0x72]),
    ]);
    const refused = await server.fetch(`${page.base}/step/details`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: page.cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await refused.text()).toContain(ui.formUnreadable);
    expect((await client.get(`/v1/applications/${applicationId}`)).body.data.customer_details.occupation).toBeUndefined();
  });
});

describe("the link's single-use token is kept nowhere in clear", () => {
  const limited = useTestServer({ env: { RATE_LIMIT_PAGE: "1", RATE_LIMIT_PAGE_WINDOW_S: "60" } });
  test("opening it, and a refusal of it (429), leave it in no log line and no table; the log names the route", async () => {
    const { client, applicationId } = await application(limited);
    const link = await sessionLink(client, applicationId);
    const token = pagePath(link.url).slice("/onboard/".length);
    expect(token).toMatch(/^obt_/);
    expect((await openLink(limited, link.url)).opened.status).toBe(303);
    expect((await openLink(limited, link.url)).opened.status).toBe(429);

    expect(limited.logs.raw.join("\n")).not.toContain(token);
    const opening = limited.logs.lines.filter((line) => line.route === "/onboard/:token");
    expect(opening.map((line) => line.status)).toEqual([303, 429]);
    expect(await databaseDump(limited)).not.toContain(token);
  });
});
