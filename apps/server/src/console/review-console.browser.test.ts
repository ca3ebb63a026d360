import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchChromium, SCREENSHOT_DIR, skipBrowserTests } from "../../test/browser.ts";
import { startConsoleServer, submittedApplication } from "../../test/console.ts";
import { TestClock, type TestServer } from "../../test/harness.ts";
import { expectAccessible, passportFile } from "../../test/hosted-page-driver.ts";
import { eventually, startReceiver } from "../../test/receiver.ts";

const SCREENSHOTS = `${SCREENSHOT_DIR}console/`;
const ANN = "ann.reviewer@platform.example";
const BOB = "bob.approver@platform.example";

describe.skipIf(skipBrowserTests("the review console"))("the review console in a browser", () => {
  let server: TestServer;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // Deliveries are signed with the server's time: a clock at today's date.
    ({ server, close } = await startConsoleServer({
      host: "localhost",
      clock: new TestClock(new Date()),
      accounts: [
        { email: ANN, name: "Ann Reviewer" },
        { email: BOB, name: "Bob Approver" },
      ],
      operators: { [ANN]: "reviewer,approver", [BOB]: "approver" },
    }));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });

  /** Signs in through single sign-on as a person would: the button, the provider's page, back to the queue. */
  async function signIn(email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.config.publicUrl}/console/queue`);
    expect(new URL(page.url()).pathname).toBe("/console/sign-in");
    await expectAccessible(page, "sign-in");
    await page.screenshot({ path: `${SCREENSHOTS}1-sign-in.png`, fullPage: true });
    await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/console\/queue$/);
    return page;
  }

  // Two browser sessions through single sign-on and a dozen pages, each checked with axe: 15–25 s on a quiet machine.
  test("a watchlist match is cleared and approval proposed by one operator, confirmed by another; the integrator's application is approved and its webhook arrives", {
    timeout: 180_000,
  }, async () => {
    const receiver = await startReceiver();
    const token = await server.token("applications:read applications:write subscriptions:write");
    const passport = new FormData();
    passport.set("type", "PASSPORT");
    passport.set("file", new File([readFileSync(passportFile())], "passport.jpg", { type: "image/jpeg" }));
    const subscribe = await server.authed(token, "/v1/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: receiver.url, event_types: ["APPLICATION_APPROVED"] }),
    });
    expect(subscribe.status).toBe(201);
    try {
      const { id, caseId } = await submittedApplication(
        server,
        { first_name: "Wanda", last_name: "Watchlist" },
        { token, documents: [passport] },
      );

      // Reviewer A: the queue, the case, the passport, the match cleared with a reason, approval proposed.
      const ann = await signIn(ANN);
      await expectAccessible(ann, "queue");
      await ann.screenshot({ path: `${SCREENSHOTS}2-queue.png`, fullPage: true });
      await ann.getByRole("link", { name: "Wanda Watchlist" }).click();
      expect(new URL(ann.url()).pathname).toBe(`/console/cases/${caseId}`);
      await ann.getByRole("button", { name: "Claim" }).click();
      await expect.poll(() => ann.getByRole("status").textContent()).toContain("You hold this case");
      const image = ann.getByRole("img", { name: /passport/i });
      await expect
        .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      await expectAccessible(ann, "case");
      await ann.screenshot({ path: `${SCREENSHOTS}3-case-claimed.png`, fullPage: true });

      const watchlist = ann.getByRole("group", { name: /watchlist/i });
      await watchlist.getByLabel("Reason").fill("Another date of birth than the listed person's.");
      await watchlist.getByRole("button", { name: "Mark as passed" }).click();
      await expect.poll(() => ann.getByRole("status").textContent()).toContain("The check is set");
      const propose = ann.getByRole("group", { name: "Propose to approve the application" });
      await propose.getByLabel("Reason").fill("The match is another person; the passport is in order.");
      await propose.getByRole("button", { name: "Propose approval" }).click();
      await expect.poll(() => ann.getByRole("status").textContent()).toContain("Approval proposed");
      // A holds the approver role too, and still cannot confirm what A proposed.
      expect(await ann.getByRole("button", { name: "Confirm approval" }).count()).toBe(0);
      await expect.poll(() => ann.locator("main").textContent()).toContain("another approver confirms it");
      await ann.screenshot({ path: `${SCREENSHOTS}4-case-proposed.png`, fullPage: true });

      // Approver B confirms.
      const bob = await signIn(BOB);
      await bob.getByRole("link", { name: /Awaiting approval/ }).click();
      await bob.getByRole("link", { name: "Wanda Watchlist" }).click();
      await expectAccessible(bob, "case awaiting approval");
      await bob.screenshot({ path: `${SCREENSHOTS}5-case-awaiting-approval.png`, fullPage: true });
      await bob.getByRole("button", { name: "Confirm approval" }).click();
      await expect.poll(() => bob.getByRole("status").textContent()).toContain("the application is approved");
      await bob.screenshot({ path: `${SCREENSHOTS}6-case-approved.png`, fullPage: true });

      const application = await server.authed(token, `/v1/applications/${id}`);
      expect(((await application.json()) as { data: { status: string } }).data.status).toBe("APPROVED");
      await server.worker.runAll();
      await eventually(() =>
        receiver.events().some((event) => event.event_type === "APPLICATION_APPROVED" && event.data.application_id === id),
      );

      const audit = await server.db.query<{ actor_email: string; action: string }>(
        "SELECT actor_email, action FROM audit_log WHERE actor_type = 'operator' AND actor_email IS NOT NULL ORDER BY seq",
      );
      expect(audit).toEqual(
        expect.arrayContaining([
          { actor_email: ANN, action: "console claim" },
          { actor_email: ANN, action: "console set-check PASSED" },
          { actor_email: ANN, action: "console propose-approval" },
          { actor_email: BOB, action: "console confirm-approval" },
        ]),
      );
    } finally {
      await receiver.close();
    }
  });
});
