import { describe, expect, test } from "vitest";
import { completePerson, individualApplication, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { auditStore } from "../audit/audit-store.ts";
import { runAdminCommand } from "./commands.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext("reviewer@example.com"));

async function submittedAndChecked(details: Record<string, unknown>): Promise<string> {
  const id = (await client.post("/v1/applications", individualApplication({ customer_details: { ...completePerson(), ...details } }))).body
    .data.id as string;
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  await uploadRequiredDocuments(client, id);
  await server.verifier.runAll();
  return id;
}

describe("pnpm admin verifications", () => {
  test("list shows the latest checks; set clears one that needs review with a reason, then approval goes through", async () => {
    const id = await submittedAndChecked({ last_name: "Exposed" });
    const listed = await admin("verifications", "list", id, "--json");
    expect(listed.code).toBe(0);
    const checks = JSON.parse(listed.stdout) as { id: string; check: string; status: string }[];
    const pep = checks.find((check) => check.check === "PEP");
    expect(pep?.status).toBe("NEEDS_REVIEW");
    expect((await admin("verifications", "list", id)).stdout).toMatch(/PEP\s+NEEDS_REVIEW\s+PEP_MATCH/);

    expect((await admin("applications", "decide", id, "approve")).stderr).toContain("pending or need review");
    const withoutReason = await admin("verifications", "set", pep?.id as string, "passed");
    expect([withoutReason.code, withoutReason.stderr]).toEqual([2, expect.stringContaining("/reason")]);
    const cleared = await admin("verifications", "set", pep?.id as string, "passed", "--reason", "Not the listed person.");
    expect([cleared.code, cleared.stdout]).toEqual([0, expect.stringContaining("PASSED (CLEARED_BY_REVIEWER)")]);
    expect((await admin("applications", "decide", id, "approve")).code).toBe(0);
    expect((await admin("verifications", "set", "vrf_nope", "failed")).stderr).toContain("No verification vrf_nope");
  });

  test("decide approve --override-reason approves over FAILED checks; the audit trail names the operator and each check", async () => {
    const id = await submittedAndChecked({ date_of_birth: "1900-01-01" });
    expect((await admin("applications", "decide", id, "approve")).stderr).toContain("override_reason");
    const approved = await admin("applications", "decide", id, "approve", "--override-reason", "Birth certificate seen.");
    expect(approved.code).toBe(0);
    const failed = (await client.get(`/v1/applications/${id}/verifications`)).body.data.find(
      (check: { check: string }) => check.check === "DATE_OF_BIRTH",
    );
    expect(failed).toMatchObject({ status: "FAILED", reason_code: "DATE_OF_BIRTH_MISMATCH", reason: "Birth certificate seen." });
    const trail = await auditStore.list(server.db, { since: new Date(0), limit: 1000 });
    expect(trail.find((row) => row.action === "overrideVerification" && row.object_id === failed.id)).toMatchObject({
      actor_type: "operator",
      actor_id: "reviewer@example.com",
      outcome: "succeeded",
    });
  });
});
