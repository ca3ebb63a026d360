import { mkdirSync } from "node:fs";
import { operations } from "@onboarding/contract";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium, SCREENSHOT_DIR, skipBrowserTests } from "../../test/browser.ts";
import { api } from "../../test/fixtures.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";
import { freePort } from "../../test/process.ts";

let server: TestServer;
let browser: Browser;

// A page of the site loads in well under a second on a quiet machine; on a busy one (a docs build, other suites) a
// few seconds. The tests that visit every operation's page get time in proportion to how many there are.
const PAGES = Object.keys(operations).length;
const EVERY_PAGE_TIMEOUT = 30_000 + PAGES * 5_000;

// In CI the browser must be there (.ci/run installs it); on a newcomer's machine the test says how to get it. Once per
// run: the site does not depend on the store.
describe.skipIf(skipBrowserTests("the documentation site"))("the documentation site in a browser", () => {
  beforeAll(async () => {
    // A known port, so that the server's public URL (and so its problems' type links) is where it listens.
    const port = await freePort();
    server = await startTestServer({ PUBLIC_URL: `http://127.0.0.1:${port}` }, undefined, port);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test("every operation in the reference, search works, a real problem's type leads to its page; no console error, nothing off localhost", async () => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    const offsite: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") {
        consoleErrors.push(message.text());
      }
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    await page.route("**/*", (route) => {
      const host = new URL(route.request().url()).hostname;
      if (host === "127.0.0.1" || host === "localhost") {
        return route.continue();
      }
      offsite.push(route.request().url());
      return route.abort();
    });

    // The reference lists every operation of the contract.
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe("/docs/");
    await page.goto(`${server.url}/docs/reference/`);
    const links = await page
      .locator("main a")
      .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as unknown as { href: string }).href).pathname));
    for (const operationId of Object.keys(operations)) {
      expect(links, operationId).toContain(`/docs/reference/${operationId}`);
    }
    await page.goto(`${server.url}/docs/reference/createApplication`);
    await expect(page.locator("h1").textContent()).resolves.toContain("Create an application");

    // Local search.
    await page.locator("#local-search button").click();
    await page.locator("input.search-input").fill("idempotency");
    await page.locator(".result").first().waitFor();
    expect(await page.locator(".result").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    // The type of a real 400 problem is its page in the error reference.
    const client = api(server, await server.token("applications:write"));
    const problem = await client.post("/v1/applications", { application_type: "INDIVIDUAL" });
    expect(problem.status).toBe(400);
    const type = problem.body.type as string;
    expect(type).toBe(`${server.url}/docs/errors/validation-failed`);
    const errorPage = await page.goto(type);
    expect(errorPage?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toContain("VALIDATION_FAILED");

    await page.goto(`${server.url}/docs/guides/quick-start`);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}docs-quick-start.png`, fullPage: false });
    expect(consoleErrors).toEqual([]);
    expect(offsite).toEqual([]);
  }, 60_000);

  test(
    "on every operation's page the first example is within the first two screens of a 1280×800 window",
    async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const tooLow: string[] = [];
      for (const operationId of Object.keys(operations)) {
        const response = await page.goto(`${server.url}/docs/reference/${operationId}`);
        expect(response?.status(), operationId).toBe(200);
        const example = page.locator('main div[class*="language-"]').first();
        await example.waitFor();
        // Just loaded, not scrolled: the box's top is its distance from the top of the page.
        const top = (await example.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        if (top >= 1600) {
          tooLow.push(`${operationId}: ${Math.round(top)} px`);
        }
      }
      await page.goto(`${server.url}/docs/reference/createApplication`);
      await page.screenshot({ path: `${SCREENSHOT_DIR}docs-create-application.png`, fullPage: false });
      await page.close();
      expect(tooLow).toEqual([]);
    },
    EVERY_PAGE_TIMEOUT,
  );

  test("an unknown page of the site is its 404 page, and the site has its icon", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/docs/reference/noSuchOperation`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await expect(page.locator("h1").first().textContent()).resolves.toContain("PAGE NOT FOUND");
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(icon).toBe("/docs/favicon.svg");
    const favicon = await page.request.get(`${server.url}${icon}`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    await page.close();
  });
});
