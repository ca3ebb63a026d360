import { expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

// What production runs until a real provider is plugged in (its default: see config.test.ts).
const server = useTestServer({ env: { VERIFICATION_PROVIDER: "manual-review" } });
const client = useClient(server, "applications:read applications:write");

test("with no provider (manual review), every check awaits a reviewer: nothing passes by itself, and approval waits", async () => {
  const id = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  await server.verifier.runAll();
  const checks = (await client.get(`/v1/applications/${id}/verifications?limit=100`)).body.data as {
    status: string;
    reason_code: string;
  }[];
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.every((check) => check.status === "NEEDS_REVIEW" && check.reason_code === "MANUAL_REVIEW")).toBe(true);
  const approval = await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });
  expect([approval.status, approval.body.code]).toEqual([409, "APPROVAL_BLOCKED"]);
});
