import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { auditStore } from "../audit/audit-store.ts";
import { runAdminCommand } from "./commands.ts";

const server = useTestServer();
const client = useClient(server, "applications:read applications:write");
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext("reviewer@example.com"));

describe("pnpm admin documents review", () => {
  test("rejects with a reason code and accepts any client's document, with its event, in the audit trail", async () => {
    const application = (await client.post("/v1/applications", individualApplication())).body.data.id as string;
    const form = new FormData();
    form.append("type", "PROOF_OF_ADDRESS");
    form.append("file", new Blob([Buffer.from("%PDF-1.7\nbill")]), "bill.pdf");
    const path = (
      await server.authed(client.token, `/v1/applications/${application}/documents`, { method: "POST", body: form })
    ).headers.get("location") as string;
    const id = path.split("/").at(-1) as string;

    const noCode = await admin("documents", "review", id, "reject");
    expect([noCode.code, noCode.stderr]).toEqual([2, expect.stringContaining("/reason_code")]);
    const rejected = await admin("documents", "review", id, "reject", "--reason-code", "EXPIRED", "--reason", "Older than 3 months.");
    expect([rejected.code, rejected.stdout]).toEqual([0, expect.stringContaining("REJECTED (EXPIRED)")]);
    expect((await client.get(path)).body.data).toMatchObject({
      status: "REJECTED",
      reason_code: "EXPIRED",
      reason: "Older than 3 months.",
    });
    expect((await admin("documents", "review", id, "accept", "--json")).code).toBe(0);
    const events = (await client.get(`/v1/events?application_id=${application}`)).body.data.map(
      (event: { event_type: string }) => event.event_type,
    );
    expect(events.filter((type: string) => type.startsWith("DOCUMENT_"))).toEqual(["DOCUMENT_ACCEPTED", "DOCUMENT_REJECTED"]);

    const trail = await auditStore.list(server.db, { since: new Date(0), limit: 1000 });
    const lines = trail.filter((row) => row.object_id === id && row.actor_type === "operator");
    expect(lines.map((row) => [row.actor_id, row.action, row.outcome])).toContainEqual([
      "reviewer@example.com",
      "admin documents review",
      "succeeded",
    ]);
    expect((await admin("documents", "review", "doc_nope", "accept")).stderr).toContain("No document doc_nope");
  });
});
