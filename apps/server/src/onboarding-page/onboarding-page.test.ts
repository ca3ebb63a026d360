import { describe, expect, test } from "vitest";
import { api, completePerson, corporationApplication, individualApplication } from "../../test/fixtures.ts";
import { useTestServer } from "../../test/harness.ts";

const server = useTestServer();

const path = (url: string) => url.slice(url.indexOf("/onboard/"));
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A session link for the application, opened as a browser would: its pages' base and the browser's cookie. */
async function openedSession(client: ReturnType<typeof api>, applicationId: string) {
  const created = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, {
    return_url: "https://integrator.example/done",
    refresh_url: "https://integrator.example/refresh",
  });
  expect(created.status).toBe(201);
  const opened = await server.fetch(path(created.body.data.url), { redirect: "manual" });
  const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const base = opened.headers.get("location") ?? "";
  const first = await server.fetch(base, { headers: { cookie }, redirect: "manual" });
  return { base, cookie, firstStep: first.headers.get("location") ?? "" };
}

describe("the hosted onboarding page's steps", () => {
  test("each person of a corporation is asked for their own missing details, saved on that person", async () => {
    const client = api(server, await server.token("applications:write applications:read"));
    const applicationId = (await client.post("/v1/applications", corporationApplication({ information_attested: false }))).body.data.id;
    const person = await client.post(`/v1/applications/${applicationId}/individuals`, {
      individual_type: ["CONTROL_PERSON"],
      first_name: "Ann",
      last_name: "Lee",
    });
    const individualId = person.body.data.id as string;
    const { base, cookie, firstStep } = await openedSession(client, applicationId);
    expect(firstStep).toBe(`${base}/step/${individualId}`);
    const page = await (await server.fetch(firstStep, { headers: { cookie } })).text();
    expect(page).toContain("<h1>About Ann Lee</h1>");
    expect(page).toContain(`name="/individuals/${individualId}/date_of_birth"`);

    const saved = await server.fetch(firstStep, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        _csrf: csrfOf(page),
        [`/individuals/${individualId}/email_address`]: "ann@acme.example",
        [`/individuals/${individualId}/date_of_birth`]: "1985-02-03",
        [`/individuals/${individualId}/nationality`]: "US",
        [`/individuals/${individualId}/tax_reference_number`]: "555-12-3456",
      }).toString(),
    });
    expect(saved.status).toBe(303);
    const stored = (await client.get(`/v1/applications/${applicationId}`)).body.data.individuals;
    expect(stored).toEqual([
      expect.objectContaining({
        email_address: "ann@acme.example",
        date_of_birth: "1985-02-03",
        tax_reference_number: "*****3456",
      }),
    ]);
  });

  test("a field the review asked to change is asked again, showing the value on file", async () => {
    const client = api(server, await server.token("applications:write applications:read"));
    const applicationId = (await client.post("/v1/applications", individualApplication())).body.data.id;
    expect((await client.post(`/v1/applications/${applicationId}/submit`)).status).toBe(200);
    const decided = await client.post(`/v1/sandbox/applications/${applicationId}/decision`, {
      decision: "REQUEST_CHANGES",
      reason: "Proof of address does not match",
      fields: ["/customer_details/mailing_address"],
    });
    expect(decided.status).toBe(200);
    const { base, cookie, firstStep } = await openedSession(client, applicationId);
    expect(firstStep).toBe(`${base}/step/details-mailing_address`);
    const page = await (await server.fetch(firstStep, { headers: { cookie } })).text();
    expect(page).toMatch(new RegExp(`name="/customer_details/mailing_address/city"[^>]* value="${completePerson().mailing_address.city}"`));
  });
});
