import { runScenarios } from "@onboarding/examples/sandbox-scenarios";
import { seedFlow } from "@onboarding/examples/seed-flow";
import { describe, expect, test } from "vitest";
import { useTestServer } from "../test/harness.ts";

const server = useTestServer();

describe("examples/seed-flow.ts", () => {
  test("the whole flow with the client, from client id and secret to open accounts", async () => {
    const credentials = await server.registerClient(["applications:read", "applications:write", "customers:read", "accounts:read"]);
    // The server runs verification checks in the background, as a deployment does.
    server.verifier.start();
    const results = await seedFlow({ baseUrl: server.url, clientId: credentials.clientId, clientSecret: credentials.secret }).finally(() =>
      server.verifier.stop(),
    );
    expect(results.map(({ before, customer, account }) => ({ before, customer, account }))).toEqual([
      { before: "READY_FOR_SUBMISSION", customer: "ACTIVE", account: "OPEN" },
      { before: "READY_FOR_SUBMISSION", customer: "ACTIVE", account: "OPEN" },
    ]);
  });
});

describe("examples/sandbox-scenarios.ts", () => {
  test("each named scenario runs with only a client id and secret, and ends as its name says", async () => {
    const credentials = await server.registerClient(["applications:read", "applications:write"]);
    server.verifier.start();
    const outcomes = await runScenarios({ baseUrl: server.url, clientId: credentials.clientId, clientSecret: credentials.secret }).finally(
      () => server.verifier.stop(),
    );
    expect(outcomes.map(({ scenario, status }) => [scenario, status])).toEqual([
      ["approved first time", "APPROVED"],
      ["ID unreadable then resubmitted", "APPROVED"],
      ["watchlist match, reviewed and cleared", "APPROVED"],
      ["rejected for PEP", "REJECTED"],
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
  });
});
