import { MESSAGES } from "@onboarding/hosted-onboarding";
import { describe, expect, test } from "vitest";
import { api, completePerson, individualApplication } from "../../test/fixtures.ts";
import { useTestServer } from "../../test/harness.ts";
import { csrfOf, openLink, sessionLink } from "../../test/hosted-page.ts";

const server = useTestServer();

/** An application missing only what `missing` names of the applicant's details, and its page opened in a browser. */
async function openedWithout(missing: readonly string[], options: Record<string, unknown> = {}) {
  const client = api(server, await server.token("applications:write applications:read"));
  const details = Object.fromEntries(Object.entries(completePerson()).filter(([key]) => !missing.includes(key)));
  const created = await client.post("/v1/applications", individualApplication({ information_attested: false, customer_details: details }));
  expect(created.status).toBe(201);
  const applicationId = created.body.data.id as string;
  const session = await sessionLink(client, applicationId, options);
  const { cookie } = await openLink(server, session.url);
  const base = `/onboard/s/${session.id}`;
  const get = (path: string) => server.fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
  const post = async (path: string, fields: Record<string, string>) => {
    const csrf = csrfOf(await (await get(path)).text());
    return server.fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
    });
  };
  return { client, applicationId, base, cookie, get, post };
}

describe("the hosted page's answers can be changed until submission", () => {
  test("a saved step is reopened from its URL with its answers, and a change saved there goes back to the last step", async () => {
    // Documents are the integrator's here: the details are all the page asks.
    const page = await openedWithout(["date_of_birth", "occupation"], { editable: ["CUSTOMER_DETAILS"] });
    expect((await page.get("")).headers.get("location")).toBe(`${page.base}/step/details`);
    const saved = await page.post("/step/details", {
      "/customer_details/date_of_birth": "1985-02-03",
      "/customer_details/occupation": "Pilot",
    });
    expect(saved.status).toBe(303);
    // Nothing else is open: the session's first page is now the last step.
    expect((await page.get("")).headers.get("location")).toBe(`${page.base}/step/confirm`);

    const confirm = await (await page.get("/step/confirm")).text();
    expect(confirm).toContain(`<a href="${page.base}/step/details#f-customer-details-date-of-birth">Change<span class="visually-hidden">`);
    expect(confirm).toContain(`<a class="back-link" href="${page.base}/step/details">Back</a>`);
    const reopened = await page.get("/step/details");
    expect(reopened.status).toBe(200);
    const form = await reopened.text();
    expect(form).toMatch(/name="\/customer_details\/date_of_birth" [^>]*value="1985-02-03"/);
    expect(form).toMatch(/name="\/customer_details\/occupation" [^>]*value="Pilot"/);

    const changed = await page.post("/step/details", {
      "/customer_details/date_of_birth": "1986-03-04",
      "/customer_details/occupation": "Pilot",
    });
    expect(changed.headers.get("location")).toBe(page.base);
    expect((await page.get("")).headers.get("location")).toBe(`${page.base}/step/confirm`);
    const application = await page.client.get(`/v1/applications/${page.applicationId}`);
    expect(application.body.data.customer_details).toMatchObject({ date_of_birth: "1986-03-04", occupation: "Pilot" });
  });

  test("an answer emptied on a reopened step is removed, and asked for again", async () => {
    const page = await openedWithout(["occupation"]);
    await page.post("/step/details", { "/customer_details/occupation": "Pilot" });
    const emptied = await page.post("/step/details", { "/customer_details/occupation": "" });
    expect(emptied.status).toBe(422);
    expect(await emptied.text()).toContain(`${MESSAGES.en.fieldErrors.required}</p>`);
    const application = await page.client.get(`/v1/applications/${page.applicationId}`);
    expect(application.body.data.customer_details.occupation).toBeUndefined();
  });
});

describe("the hosted page's errors", () => {
  test("on a Spanish page the API's field errors are worded in Spanish from their codes, and every value typed comes back, the tax number too", async () => {
    const page = await openedWithout(["date_of_birth", "tax_reference_number"], { locale: "es" });
    const refused = await page.post("/step/details", {
      "/customer_details/date_of_birth": "2999-01-01",
      "/customer_details/tax_reference_number": "555-12-3456",
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(MESSAGES.es.fieldErrorsOf["date_of_birth:invalid"]);
    expect(html).not.toMatch(/must be|between 1900-01-01/);
    expect(html).toMatch(/name="\/customer_details\/date_of_birth" [^>]*value="2999-01-01"/);
    expect(html).toMatch(/name="\/customer_details\/tax_reference_number" [^>]*value="555-12-3456" autocomplete="off"/);
    // Nothing was saved: the tax number is asked again, never silently kept or dropped.
    const application = await page.client.get(`/v1/applications/${page.applicationId}`);
    expect(application.body.data.customer_details.tax_reference_number).toBeUndefined();
  });

  test("an upload without a file is refused in the page's language", async () => {
    const page = await openedWithout([], { locale: "es" });
    const form = new FormData();
    form.set("_csrf", csrfOf(await (await page.get("/step/documents")).text()));
    form.set("kind", "PASSPORT");
    const refused = await server.fetch(`${page.base}/documents`, { method: "POST", headers: { cookie: page.cookie }, body: form });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(MESSAGES.es.fieldErrorsOf["file:required"]);
  });
});
