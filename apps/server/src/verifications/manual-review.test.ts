import { expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

// What production runs until a real provider is plugged in (its default: see config.test.ts).
const server = useTestServer({ env: { VERIFICATION_PROVIDER: "manual-review" } });
const client = useClient(server, "applications:read applications:write");

test("with no provider (manual review), the checks the service cannot perform itself await a reviewer, and approval waits", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  await server.verifier.runAll();
  const checks = (await client.get(`/v1/applications/${id}/verifications?limit=100`)).body.data as {
    check: string;
    status: string;
    reason_code: string;
  }[];
  expect(Object.fromEntries(checks.map((check) => [check.check, `${check.status} ${check.reason_code}`]))).toEqual({
    IDENTITY: "NEEDS_REVIEW MANUAL_REVIEW",
    ADDRESS: "NEEDS_REVIEW MANUAL_REVIEW",
    // The service's own: screening against the lists, the tax number's check digits, the date of birth's plausibility.
    WATCHLIST: "PASSED NO_MATCH",
    PEP: "PASSED NO_MATCH",
    TAX_ID: "PASSED FORMAT_VALID",
    DATE_OF_BIRTH: "PASSED FORMAT_VALID",
  });
  const approval = await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });
  expect([approval.status, approval.body.code]).toEqual([409, "APPROVAL_BLOCKED"]);
});
