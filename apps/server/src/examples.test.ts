import { createIntegratorApp } from "@onboarding/examples/hosted-onboarding";
import { quickStart } from "@onboarding/examples/quick-start";
import { runScenarios } from "@onboarding/examples/sandbox-scenarios";
import { describe, expect, test } from "vitest";
import { api, individualApplication } from "../test/fixtures.ts";
import { TestClock, useTestServer } from "../test/harness.ts";
import { freePort } from "../test/process.ts";

// Deliveries are signed with the server's time, which the quick start's receiver checks against its own: a clock at
// today's date.
const server = useTestServer({ clock: new TestClock(new Date()) });

describe("examples/sandbox-scenarios.ts", () => {
  test("each named scenario runs with only a client id and secret, and ends as its name says", async () => {
    const credentials = await server.registerClient(["applications:read", "applications:write", "customers:read", "customers:write"]);
    server.verifier.start();
    const outcomes = await runScenarios({ baseUrl: server.url, clientId: credentials.clientId, clientSecret: credentials.secret }).finally(
      () => server.verifier.stop(),
    );
    expect(outcomes.map(({ scenario, status }) => [scenario, status])).toEqual([
      ["approved first time", "APPROVED"],
      ["ID unreadable then resubmitted", "APPROVED"],
      ["watchlist match, reviewed and cleared", "APPROVED"],
      ["rejected for PEP", "REJECTED"],
      ["approved, then listed a month later", "RESTRICTED"],
      ["high risk, reviewed after a year", "HIGH"],
    ]);
    const steps = Object.fromEntries(outcomes.map((outcome) => [outcome.scenario, outcome.steps]));
    expect(steps["ID unreadable then resubmitted"]).toEqual([
      "DOCUMENT FAILED DOCUMENT_UNREADABLE",
      "NOT_ATTESTED",
      "CHANGES_REQUESTED",
      "DOCUMENT_REJECTED",
      "resubmitted: 7 of 7 checks PASSED",
    ]);
    expect(steps["watchlist match, reviewed and cleared"]?.[0]).toBe("WATCHLIST NEEDS_REVIEW POSSIBLE_WATCHLIST_MATCH");
    expect(steps["rejected for PEP"]).toEqual(["PEP NEEDS_REVIEW PEP_MATCH"]);
    expect(steps["approved, then listed a month later"]).toEqual([
      "alerts at approval: 0",
      "a month later: OPEN WATCHLIST alert, sandbox_fixture Jane Listedlater",
      "CUSTOMER_ALERT_CREATED",
      "CUSTOMER_RESTRICTED",
    ]);
    expect(steps["high risk, reviewed after a year"]).toEqual(["HIGH_RISK_COUNTRY 40", "OCCUPATION 20", "CUSTOMER_REVIEW_DUE"]);
  });
});

describe("examples/hosted-onboarding.ts", () => {
  test("the integrator's route sends the customer to a fresh link; as the refresh_url, it mints another for a used one", async () => {
    const credentials = await server.registerClient(["applications:write"]);
    const client = api(server, await server.tokenFor(credentials, "applications:write"));
    const applicationId = (await client.post("/v1/applications", individualApplication({ information_attested: false }))).body.data.id;
    const appUrl = `http://127.0.0.1:${await freePort()}`;
    const listener = createIntegratorApp({
      baseUrl: server.url,
      clientId: credentials.clientId,
      clientSecret: credentials.secret,
      appUrl,
    }).listen(Number(new URL(appUrl).port), "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const first = await fetch(`${appUrl}/onboarding/${applicationId}`, { redirect: "manual" });
      expect(first.status).toBe(303);
      // The link is on the service's public URL (PUBLIC_URL; this test server keeps the default).
      const link = `${server.url}${new URL(first.headers.get("location") ?? "").pathname}`;
      expect(link).toMatch(/\/onboard\/obt_[\w-]{43}$/);
      const opened = await fetch(link, { redirect: "manual" });
      expect(opened.headers.get("location")).toMatch(/^\/onboard\/s\/obs_/);
      // Opened again (another browser): back to the integrator's route, with the reason.
      const reused = await fetch(link, { redirect: "manual" });
      expect(reused.headers.get("location")).toMatch(
        new RegExp(`^${appUrl}/onboarding/${applicationId}\\?reason=used&onboarding_session_id=obs_`),
      );
    } finally {
      listener.close();
    }
  });
});

describe("examples/quick-start.ts", () => {
  test("the integrator program: a person from create to APPROVED, told by verified webhooks, with only a client id and secret", async () => {
    const scopes = ["applications:read", "applications:write", "customers:read", "accounts:read", "subscriptions:write"];
    const credentials = await server.registerClient(scopes);
    // The server checks and delivers in the background, as a deployment does.
    server.verifier.start();
    server.worker.start();
    const outcome = await quickStart({ baseUrl: server.url, clientId: credentials.clientId, clientSecret: credentials.secret }).finally(
      () => Promise.all([server.verifier.stop(), server.worker.stop()]),
    );
    expect(outcome).toMatchObject({ customer: "ACTIVE", account: "OPEN" });
    expect(outcome.approved).toContain(outcome.application);
    const types = outcome.events.map((event) => event.event_type);
    expect(types).toEqual(
      expect.arrayContaining(["APPLICATION_CREATED", "APPLICATION_SUBMITTED", "VERIFICATION_UPDATED", "APPLICATION_APPROVED"]),
    );
    // Each event once, however often it was delivered.
    expect(new Set(outcome.events.map((event) => event.event_id)).size).toBe(outcome.events.length);
  });
});
