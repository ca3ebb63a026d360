import { describe, expect, test } from "vitest";
import { api, completePerson, individualApplication } from "../../test/fixtures.ts";
import { useTestServer } from "../../test/harness.ts";
import { openLink, sessionLink } from "../../test/hosted-page.ts";
import { runAdminCommand } from "../admin/commands.ts";

const server = useTestServer();

const BRANDING = {
  display_name: "Acme Bank",
  logo_url: "https://cdn.acme.example/brand/logo.png",
  accent_color: "#7A1F5C",
  terms_url: "https://acme.example/terms",
  privacy_url: "https://acme.example/privacy",
};

/** A client of its own (its id, for the operator's commands), with an application the page has to complete. */
async function clientWithApplication() {
  const credentials = await server.registerClient(["applications:read", "applications:write"]);
  const client = api(server, await server.tokenFor(credentials, "applications:read applications:write"));
  const { first_name, last_name } = completePerson();
  const created = await client.post(
    "/v1/applications",
    individualApplication({ information_attested: false, customer_details: { first_name, last_name } }),
  );
  return { clientId: credentials.clientId, client, applicationId: created.body.data.id as string };
}

describe("the hosted page's branding", () => {
  test("the integrator's name, logo, colour, terms and privacy links are on the pages; the logo loads from exactly its origin", async () => {
    const { client, applicationId } = await clientWithApplication();
    const session = await sessionLink(client, applicationId, { branding: BRANDING, editable: ["CUSTOMER_DETAILS"] });
    const read = await client.get(`/v1/applications/${applicationId}/onboarding-sessions/${session.id}`);
    expect(read.body.data.branding).toEqual(BRANDING);

    const { cookie } = await openLink(server, session.url);
    const step = await server.fetch(`/onboard/s/${session.id}/step/details`, { headers: { cookie } });
    expect(step.headers.get("content-security-policy")).toContain("img-src 'self' https://cdn.acme.example;");
    const html = await step.text();
    expect(html).toContain(
      '<img class="header__logo" src="https://cdn.acme.example/brand/logo.png" alt="" height="40"><span>Acme Bank</span>',
    );
    expect(html).toContain("– Acme Bank</title>");
    expect(html).toContain('href="https://acme.example/privacy" target="_blank" rel="noopener noreferrer"');

    const accent = /<link rel="stylesheet" href="(\/onboard\/assets\/accent-7a1f5c\.css)">/.exec(html)?.[1] ?? "";
    const stylesheet = await server.fetch(accent);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get("content-type")).toMatch(/^text\/css/);
    // A dark accent: white text on it, and links in it (it reads on white).
    expect(await stylesheet.text()).toContain(".header{background:#7a1f5c;color:#ffffff}");

    const confirm = await (await server.fetch(`/onboard/s/${session.id}/step/confirm`, { headers: { cookie } })).text();
    expect(confirm).toContain("I accept the terms and conditions of Acme Bank.");
    expect(confirm).toMatch(/<a href="https:\/\/acme\.example\/terms" [^>]*id="c-terms-link">/);
    expect(confirm).toMatch(/<a href="https:\/\/acme\.example\/privacy" [^>]*id="c-attest-link">/);
  });

  test("a light accent gets black text, and keeps the page's blue for links; an accent stylesheet of no colour is not found", async () => {
    const light = await server.fetch("/onboard/assets/accent-ffd700.css");
    const css = await light.text();
    expect(css).toContain(".header{background:#ffd700;color:#000000}");
    expect(css).not.toContain("main a");
    expect((await server.fetch("/onboard/assets/accent-zzzzzz.css")).status).toBe(404);
  });

  test("a client's default branding, set once by the operator, is on its sessions; a session's own members go first", async () => {
    const { clientId, client, applicationId } = await clientWithApplication();
    const set = await runAdminCommand(
      ["clients", "branding", clientId, "--display-name", "Acme", "--accent-color", "#0b3d91", "--terms-url", "https://acme.example/terms"],
      server.adminContext(),
    );
    expect(set.code).toBe(0);
    const plain = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, {
      return_url: "https://integrator.example/done",
      refresh_url: "https://integrator.example/refresh",
    });
    expect(plain.body.data.branding).toEqual({ display_name: "Acme", accent_color: "#0b3d91", terms_url: "https://acme.example/terms" });
    const own = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, {
      return_url: "https://integrator.example/done",
      refresh_url: "https://integrator.example/refresh",
      branding: { display_name: "Acme Savings" },
    });
    expect(own.body.data.branding).toEqual({
      display_name: "Acme Savings",
      accent_color: "#0b3d91",
      terms_url: "https://acme.example/terms",
    });

    const refused = await runAdminCommand(["clients", "branding", clientId, "--accent-color", "blue"], server.adminContext());
    expect(refused.code).not.toBe(0);
    expect((await runAdminCommand(["clients", "branding", clientId, "--reset"], server.adminContext())).code).toBe(0);
    const after = await sessionLink(client, applicationId);
    const read = await client.get(`/v1/applications/${applicationId}/onboarding-sessions/${after.id}`);
    expect(read.body.data.branding).toEqual({});
  });

  test("branding is checked: a colour that is not #rrggbb, a logo that is not a web address, an empty name (400, at each)", async () => {
    const { client, applicationId } = await clientWithApplication();
    const refused = await client.post(`/v1/applications/${applicationId}/onboarding-sessions`, {
      return_url: "https://integrator.example/done",
      refresh_url: "https://integrator.example/refresh",
      branding: { accent_color: "red", logo_url: "javascript:alert(1)", display_name: " " },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual([
      "/branding/accent_color",
      "/branding/display_name",
      "/branding/logo_url",
    ]);
  });
});

describe("the page's icon", () => {
  test("/favicon.ico answers with the icon, and every page declares it from its own host", async () => {
    const favicon = await server.fetch("/favicon.ico");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const page = await (await server.fetch("/onboard/obt_unknown")).text();
    const icon = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(page)?.[1] ?? "";
    expect(icon).toMatch(/^\/onboard\/assets\/icon-[0-9a-f]{12}\.svg$/);
    const served = await server.fetch(icon);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(await favicon.text());
  });
});
