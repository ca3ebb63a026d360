import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MESSAGES } from "@onboarding/hosted-onboarding";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium, SCREENSHOT_DIR, skipBrowserTests } from "../../test/browser.ts";
import { api, completePerson, individualApplication } from "../../test/fixtures.ts";
import { startTestServer, TestClock, type TestServer } from "../../test/harness.ts";
import { changeAnswer, expectAccessible, fillStep, fillStepByKeyboard, passportFile } from "../../test/hosted-page-driver.ts";
import { freePort } from "../../test/process.ts";
import { eventually, startReceiver } from "../../test/receiver.ts";

const SCREENSHOTS = `${SCREENSHOT_DIR}onboarding/`;

/** The integrator's own site: where the page sends the customer back (return_url) or for a new link (refresh_url). */
async function startIntegratorSite() {
  const visits: URL[] = [];
  const site: Server = createServer((req, res) => {
    visits.push(new URL(req.url ?? "/", "http://integrator.test"));
    if (req.url === "/logo.svg") {
      res.writeHead(200, { "content-type": "image/svg+xml" }).end(LOGO);
      return;
    }
    res
      .writeHead(200, { "content-type": "text/html" })
      .end('<!doctype html><html lang="en"><title>Integrator</title><h1>Integrator</h1></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  return { origin, visits, close: () => new Promise<void>((resolve) => site.close(() => resolve())) };
}

/** The integrator's logo, served by its own site. */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#7a1f5c"/><text x="10" y="27" font-size="20" fill="#fff">ACME</text></svg>';

/** How the integrator brands its sessions (its logo from its own site). */
const branding = () => ({
  display_name: "Acme Bank",
  logo_url: `${integrator.origin}/logo.svg`,
  accent_color: "#7a1f5c",
  terms_url: `${integrator.origin}/terms`,
  privacy_url: `${integrator.origin}/privacy`,
});

/** Jane as the end customer will complete her details: what the integrator did not give. */
const jane = { customer_details: completePerson() };

let server: TestServer;
let browser: Browser;
let integrator: Awaited<ReturnType<typeof startIntegratorSite>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let client: ReturnType<typeof api>;

/** An application with what an integrator typically knows (name and e-mail), and a session link for it. */
async function applicationWithLink(body: Record<string, unknown> = {}) {
  const { first_name, last_name, email_address } = completePerson();
  const created = await client.post(
    "/v1/applications",
    individualApplication({
      terms_and_conditions_accepted: false,
      information_attested: false,
      customer_details: { first_name, last_name, email_address },
    }),
  );
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const session = await client.post(`/v1/applications/${id}/onboarding-sessions`, {
    return_url: `${integrator.origin}/onboarding/done?customer=${id}`,
    refresh_url: `${integrator.origin}/onboarding/refresh`,
    branding: branding(),
    ...body,
  });
  expect(session.status).toBe(201);
  return { id, session: session.body.data as { id: string; url: string } };
}

/** Every request the page makes: those not to the service must be the navigations back to the integrator. */
function watchRequests(page: Page) {
  const offHost: string[] = [];
  page.on("request", (request) => {
    const origin = new URL(request.url()).origin;
    const backToIntegrator = origin === integrator.origin && (request.isNavigationRequest() || request.url() === branding().logo_url);
    if (origin !== server.url && !backToIntegrator) {
      offHost.push(request.url());
    }
  });
  return offHost;
}

/** Completes the application from its link alone, step by step, checking each step with axe and taking its picture. */
async function completeFromLink(context: BrowserContext, url: string, variant: string, fill: typeof fillStep) {
  const page = await context.newPage();
  const offHost = watchRequests(page);
  await page.goto(url);
  const seen: string[] = [];
  let changed = false;
  for (let step = 0; step < 12 && new URL(page.url()).origin === server.url; step += 1) {
    const path = new URL(page.url()).pathname;
    const stepId = path.split("/").at(-1) ?? "";
    if (seen.at(-1) === stepId) {
      const problem =
        (await page.locator(".error-summary").count()) > 0
          ? await page.locator(".error-summary").textContent()
          : await page.locator("main").textContent();
      throw new Error(`${variant}: the step ${stepId} was shown again: ${problem}`);
    }
    seen.push(stepId);
    await expectAccessible(page, `${variant} ${stepId}`);
    // Nothing wider than the screen: no sideways scrolling, at 360 px too.
    const width = await page.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
    );
    expect(width, `${variant} ${stepId} width`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.screenshot({ path: `${SCREENSHOTS}${variant}-${step + 1}-${stepId}.png`, fullPage: true });
    // The next page: whatever the step's form answers (the next step, the step again with its errors, or the integrator).
    const loaded = page.waitForEvent("load");
    if (stepId === "documents") {
      await page.locator("select[name=kind]").first().selectOption("PASSPORT");
      if (fill === fillStepByKeyboard) {
        await page.locator("body").focus();
        const chooser = page.waitForEvent("filechooser");
        for (
          let presses = 0;
          presses < 30 &&
          !(await page.evaluate(
            () => (globalThis as unknown as { document: { activeElement: { type?: string } } }).document.activeElement.type === "file",
          ));
          presses += 1
        ) {
          await page.keyboard.press("Tab");
        }
        await page.keyboard.press("Space");
        await (await chooser).setFiles(passportFile());
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
      } else {
        await page.locator("input[type=file]").first().setInputFiles(passportFile());
        await page.locator("main form button[type=submit]").first().click();
      }
    } else if (stepId === "confirm" && !changed) {
      // An answer is changed from the last step: its step again, then back here.
      changed = true;
      const answer = { pointer: "/customer_details/occupation", was: jane.customer_details.occupation, now: "Airline pilot" };
      await changeAnswer(page, fill === fillStepByKeyboard, answer, `${SCREENSHOTS}${variant}-${step + 1}-change-details.png`);
      seen.push("changed");
    } else if (stepId === "confirm") {
      // Never ticked for the customer.
      expect(await page.locator("#c-terms").isChecked()).toBe(false);
      expect(await page.locator("#c-attest").isChecked()).toBe(false);
      if (fill === fillStepByKeyboard) {
        await page.locator("body").focus();
        // The boxes, then the submit button: the links to the terms and privacy notice beside them are passed by.
        const focused = () =>
          page.evaluate(() => {
            const active = (globalThis as unknown as { document: { activeElement: { id: string; type?: string } } }).document.activeElement;
            return active.type === "submit" ? "submit" : active.id;
          });
        for (const id of ["c-terms", "c-attest", "submit"]) {
          for (let presses = 0; presses < 60 && (await focused()) !== id; presses += 1) {
            await page.keyboard.press("Tab");
          }
          await page.keyboard.press(id === "submit" ? "Enter" : "Space");
        }
      } else {
        await page.locator("#c-terms").check();
        await page.locator("#c-attest").check();
        await page.locator("main form button[type=submit]").click();
      }
    } else {
      await fill(page, jane);
    }
    await loaded;
  }
  expect(seen[0]).toBe("details");
  expect(seen).toContain("documents");
  expect(seen.slice(-3)).toEqual(["confirm", "changed", "confirm"]);
  expect(seen.at(-1)).toBe("confirm");
  expect(new URL(page.url()).pathname).toBe("/onboarding/done");
  expect(offHost).toEqual([]);
  return page;
}

describe.skipIf(skipBrowserTests("the hosted onboarding page"))("the hosted onboarding page in a browser", () => {
  beforeAll(async () => {
    const port = await freePort();
    server = await startTestServer({ PUBLIC_URL: `http://127.0.0.1:${port}` }, undefined, port, { clock: new TestClock(new Date()) });
    integrator = await startIntegratorSite();
    receiver = await startReceiver();
    client = api(server, await server.token("applications:write applications:read subscriptions:write"));
    const subscribed = await client.post("/v1/subscriptions", { url: receiver.url, event_types: ["ONBOARDING_SESSION_COMPLETED"] });
    expect(subscribed.status).toBe(201);
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await integrator?.close();
    await server?.close();
  });

  /** What the integrator sees once the customer has submitted: the status, the event, and its webhook. */
  async function expectSubmittedAndNotified(applicationId: string, sessionId: string) {
    const application = await client.get(`/v1/applications/${applicationId}`);
    expect(application.body.data).toMatchObject({ status: "SUBMITTED", terms_and_conditions_accepted: true, information_attested: true });
    expect(application.body.data.customer_details).toMatchObject({ ip_address: "127.0.0.1", tax_reference_number: "*****6789" });
    const session = await client.get(`/v1/applications/${applicationId}/onboarding-sessions/${sessionId}`);
    expect(session.body.data.status).toBe("COMPLETED");
    const events = await client.get(`/v1/events?event_type=ONBOARDING_SESSION_COMPLETED&application_id=${applicationId}`);
    expect(events.body.data).toEqual([expect.objectContaining({ data: expect.objectContaining({ onboarding_session_id: sessionId }) })]);
    await eventually(async () => {
      await server.worker.runOnce();
      return receiver.events().some((event) => event.data.onboarding_session_id === sessionId);
    });
  }

  test("an individual completes the application from the link alone: fields, passport, terms, attestation, submit", {
    timeout: 180_000,
  }, async () => {
    const { id, session } = await applicationWithLink();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await completeFromLink(context, session.url, "desktop", fillStep);
    await context.close();
    await expectSubmittedAndNotified(id, session.id);
    const documents = await client.get(`/v1/applications/${id}/documents`);
    expect(documents.body.data).toEqual([expect.objectContaining({ type: "PASSPORT" })]);
  });

  test("the same on a 360 px wide phone screen, with the keyboard only", { timeout: 240_000 }, async () => {
    const { id, session } = await applicationWithLink();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await completeFromLink(context, session.url, "phone-keyboard", fillStepByKeyboard);
    await context.close();
    await expectSubmittedAndNotified(id, session.id);
  });

  test("a link opened a second time, or after it expired, lands on refresh_url with its reason", { timeout: 60_000 }, async () => {
    const used = await applicationWithLink();
    const first = await browser.newContext();
    await (await first.newPage()).goto(used.session.url);
    const second = await browser.newContext();
    const again = await second.newPage();
    await again.goto(used.session.url);
    const reused = new URL(again.url());
    expect(reused.pathname).toBe("/onboarding/refresh");
    expect(Object.fromEntries(reused.searchParams)).toEqual({ reason: "used", onboarding_session_id: used.session.id });

    const late = await applicationWithLink({ expires_in: 300 });
    server.clock.advance(301_000);
    await again.goto(late.session.url);
    const expired = new URL(again.url());
    expect(expired.pathname).toBe("/onboarding/refresh");
    expect(Object.fromEntries(expired.searchParams)).toEqual({ reason: "expired", onboarding_session_id: late.session.id });
    await first.close();
    await second.close();
  });

  test("the page speaks the session's locale: Spanish words, labels and lang, still accessible", { timeout: 60_000 }, async () => {
    const { session } = await applicationWithLink({ locale: "es" });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(session.url);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.locator("h1").textContent()).toBe("Sus datos");
    expect(await page.locator('label[for="f-customer-details-date-of-birth"]').textContent()).toContain("Fecha de nacimiento");
    await expectAccessible(page, "es details");
    await page.screenshot({ path: `${SCREENSHOTS}es-1-details.png`, fullPage: true });

    // An answer the API refuses: its error in Spanish, from its code, and every value typed still there.
    await page.locator('[name="/customer_details/date_of_birth"]').fill("2999-01-01");
    await page.locator('[name="/customer_details/tax_reference_number"]').fill("555-12-3456");
    await page.locator("main form button[type=submit]").click();
    await page.waitForSelector(".error-summary");
    expect(await page.locator(".error-summary").textContent()).toContain(MESSAGES.es.fieldErrorsOf["date_of_birth:invalid"]);
    expect(await page.locator("main").textContent()).not.toMatch(/must be|between 1900/);
    expect(await page.locator('[name="/customer_details/tax_reference_number"]').inputValue()).toBe("555-12-3456");
    expect(await page.locator('[name="/customer_details/date_of_birth"]').inputValue()).toBe("2999-01-01");
    await expectAccessible(page, "es details error");
    await page.screenshot({ path: `${SCREENSHOTS}es-2-details-error.png`, fullPage: true });
    await context.close();
  });
});
