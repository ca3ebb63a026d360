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
