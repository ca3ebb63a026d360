import { describe, expect, test } from "vitest";
import { api, individualApplication, PASSPORT_NUMBER, TAX_NUMBER, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { basic, useTestServer } from "../../test/harness.ts";
import { runAdminCommand } from "../admin/commands.ts";
import type { AuditRow } from "./audit.ts";

const server = useTestServer();
const admin = () => server.adminContext("alice");

const auditRows = async (...args: string[]) => {
  const result = await runAdminCommand(["audit", "--json", ...args], admin());
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as AuditRow[];
};

describe("the audit trail", () => {
  test("pnpm admin audit shows the create, update, submit and the operator's decision of an application, with the request ids", async () => {
    const client = await server.registerClient(["applications:read", "applications:write"]);
    const calls = api(server, await server.tokenFor(client, "applications:read applications:write"));
    const created = await calls.post("/v1/applications", individualApplication({ information_attested: false }), {
      "x-svc-request-id": "audit-create",
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const updated = await calls.patch(`/v1/applications/${id}`, { information_attested: true }, { "x-svc-request-id": "audit-update" });
    expect(updated.status).toBe(200);
    const submitted = await calls.post(`/v1/applications/${id}/submit`, undefined, { "x-svc-request-id": "audit-submit" });
    expect(submitted.status).toBe(200);
    const refused = await calls.post(`/v1/applications/${id}/submit`, undefined, { "x-svc-request-id": "audit-resubmit" });
    expect(refused.status).toBe(409);
    await uploadRequiredDocuments(calls, id);
    await server.verifier.runAll();
    expect((await runAdminCommand(["applications", "decide", id, "approve"], admin())).code).toBe(0);
    expect((await calls.get(`/v1/applications/${id}`, { "x-svc-request-id": "audit-read" })).status).toBe(200);

    const rows = await auditRows("--client", client.clientId);
    expect(rows.map((row) => [row.actor_type, row.action, row.object_id, row.request_id, row.outcome, row.status]).reverse()).toEqual([
      ["client", "createApplication", id, "audit-create", "succeeded", 201],
      ["client", "updateApplication", id, "audit-update", "succeeded", 200],
      ["client", "submitApplication", id, "audit-submit", "succeeded", 200],
      ["client", "submitApplication", id, "audit-resubmit", "failed", 409],
      ["client", "uploadDocument", expect.stringMatching(/^doc_/), expect.stringMatching(/^req_/), "succeeded", 201],
    ]);
    const decision = (await auditRows()).find((row) => row.action === "admin applications decide" && row.object_id === id);
    expect(decision).toMatchObject({
      actor_type: "operator",
      actor_id: "alice",
      outcome: "succeeded",
      request_id: expect.stringMatching(/^req_/),
    });

    const text = await runAdminCommand(["audit", "--since", "1h"], admin());
    expect(text.stdout).toContain(`client:${client.clientId}  createApplication  ${id}  audit-create  succeeded 201`);
    expect(text.stdout).toContain(`operator:alice  admin applications decide  ${id}`);
  });

  test("no personal data in the audit rows: not the tax number, the passport number, the name or the e-mail", async () => {
    const calls = api(server, await server.token("applications:read applications:write"));
    const payload = individualApplication();
    expect((await calls.post("/v1/applications", payload)).status).toBe(201);
    expect(
      (await calls.post("/v1/applications", { ...payload, customer_details: { ...payload.customer_details, date_of_birth: "x" } })).status,
    ).toBe(400);
    const everything = JSON.stringify(await server.db.query("SELECT * FROM audit_log"));
    for (const secret of [TAX_NUMBER, PASSPORT_NUMBER, payload.customer_details.first_name, payload.customer_details.email_address]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).toContain('"outcome":"failed"');
  });

  test("a replayed request is recorded as such, and the trail cannot be changed or deleted", async () => {
    const calls = api(server, await server.token("applications:read applications:write"));
    const payload = individualApplication();
    const first = await calls.post("/v1/applications", payload, {
      "x-svc-idempotency-id": "audit-replay",
      "x-svc-request-id": "audit-first",
    });
    const again = await calls.post("/v1/applications", payload, {
      "x-svc-idempotency-id": "audit-replay",
      "x-svc-request-id": "audit-again",
    });
    expect(again.headers.get("x-svc-idempotent-replayed")).toBe("true");
    const rows = await server.db.query<AuditRow>("SELECT * FROM audit_log WHERE request_id IN ('audit-first', 'audit-again') ORDER BY seq");
    expect(rows.map((row) => [row.object_id, row.outcome])).toEqual([
      [first.body.data.id, "succeeded"],
      [first.body.data.id, "replayed"],
    ]);
    await expect(server.db.query("UPDATE audit_log SET outcome = 'succeeded'")).rejects.toThrow(/append-only/);
    await expect(server.db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
  });

  test("refusals before the handler are recorded too: a missing scope, an unreadable body", async () => {
    const client = await server.registerClient(["applications:read", "applications:write"]);
    const reader = api(server, await server.tokenFor(client, "applications:read"));
    expect((await reader.post("/v1/applications", individualApplication(), { "x-svc-request-id": "audit-scope" })).status).toBe(403);
    const writer = await server.tokenFor(client, "applications:write");
    const unreadable = await server.authed(writer, "/v1/applications", {
      method: "POST",
      headers: { "content-type": "application/json", "x-svc-request-id": "audit-json" },
      body: "{not json",
    });
    expect(unreadable.status).toBe(400);
    const rows = await auditRows("--client", client.clientId);
    expect(rows.map((row) => [row.action, row.request_id, row.outcome, row.status]).reverse()).toEqual([
      ["createApplication", "audit-scope", "failed", 403],
      ["createApplication", "audit-json", "failed", 400],
    ]);
  });

  test("a token revocation is recorded; token issuance and reads are not", async () => {
    const client = await server.registerClient(["applications:read"]);
    const token = await server.tokenFor(client, "applications:read");
    expect((await server.authed(token, "/v1/applications")).status).toBe(200);
    const revoked = await server.fetch("/oauth/revoke", {
      method: "POST",
      headers: { authorization: basic(client.clientId, client.secret), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(revoked.status).toBe(200);
    const rows = await auditRows("--client", client.clientId);
    expect(rows.map((row) => [row.action, row.outcome, row.status])).toEqual([["revokeToken", "succeeded", 200]]);
  });

  test("operator commands are recorded, failed ones too; reading changes nothing", async () => {
    const before = (await auditRows()).length;
    expect(
      (await runAdminCommand(["clients", "create", "--name", "Audited", "--scopes", "applications:read", "--json"], admin())).code,
    ).toBe(0);
    expect((await runAdminCommand(["clients", "disable", "cli_nobody"], admin())).code).not.toBe(0);
    await runAdminCommand(["clients", "list"], admin());
    const rows = await auditRows();
    expect(rows.length - before).toBe(2);
    expect(rows.slice(0, 2).map((row) => [row.action, row.outcome])).toEqual([
      ["admin clients disable", "failed"],
      ["admin clients create", "succeeded"],
    ]);
    expect(rows[1]?.object_id).toMatch(/^cli_/);
    // Unknown words are not recorded (they could be anything), and --client means an API client, never an operator.
    expect((await runAdminCommand(["frobnicate", "jane.doe@example.com"], admin())).code).toBe(2);
    expect((await auditRows()).length).toBe(rows.length);
    expect(await auditRows("--client", "alice")).toEqual([]);
  });
});
