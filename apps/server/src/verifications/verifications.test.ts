import { describe, expect, test } from "vitest";
import { completePerson, corporationApplication, individualApplication, person, uploadRequiredDocuments } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { eventually, startReceiver } from "../../test/receiver.ts";
import { auditStore } from "../audit/audit-store.ts";

const SCOPES = "applications:read applications:write subscriptions:read subscriptions:write";
const server = useTestServer();
const client = useClient(server, SCOPES);
const other = useClient(server, SCOPES);

interface Check {
  id: string;
  individual_id: string | null;
  check: string;
  status: string;
  reason_code: string | null;
  reason: string | null;
}

/** Creates and submits an INDIVIDUAL application whose applicant has `details` over the complete person; its id. */
async function submitted(details: Record<string, unknown> = {}): Promise<string> {
  const created = await client.post("/v1/applications", individualApplication({ customer_details: { ...completePerson(), ...details } }));
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  return id;
}

const checksOf = async (id: string) => {
  const listed = await client.get(`/v1/applications/${id}/verifications?limit=100`);
  expect(listed.status).toBe(200);
  return listed.body.data as Check[];
};
const byCheck = (checks: Check[]) => Object.fromEntries(checks.map((check) => [check.check, check]));
/** Approves, once the documents approval waits for are uploaded (after the submission: they get no check of their own). */
const approve = async (id: string, extra: Record<string, unknown> = {}) => {
  await uploadRequiredDocuments(client, id);
  return client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE", ...extra });
};

describe("verification checks", () => {
  test("a submitted individual gets six PENDING checks; once the runner ran they pass, and the approval goes through", async () => {
    const id = await submitted();
    const pending = await checksOf(id);
    expect(pending.map((check) => check.check).sort()).toEqual(["ADDRESS", "DATE_OF_BIRTH", "IDENTITY", "PEP", "TAX_ID", "WATCHLIST"]);
    expect(pending.every((check) => check.status === "PENDING" && check.reason_code === null && check.individual_id === null)).toBe(true);

    const blocked = await approve(id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("APPROVAL_BLOCKED");

    await server.verifier.runAll();
    const done = await checksOf(id);
    expect(Object.fromEntries(done.map((check) => [check.check, `${check.status} ${check.reason_code}`]))).toEqual({
      IDENTITY: "PASSED NO_MATCH",
      ADDRESS: "PASSED NO_MATCH",
      WATCHLIST: "PASSED NO_MATCH",
      PEP: "PASSED NO_MATCH",
      // Checked by their country's rules (format and check digits; an adult's plausible date).
      TAX_ID: "PASSED FORMAT_VALID",
      DATE_OF_BIRTH: "PASSED FORMAT_VALID",
    });
    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe("APPROVED");
  });

  test('last name "Watchlist": WATCHLIST needs review, with an event and a webhook; approval is blocked until a reviewer clears it with a reason', async () => {
    const receiver = await startReceiver();
    const subscription = await client.post("/v1/subscriptions", { url: receiver.url, event_types: ["VERIFICATION_UPDATED"] });
    expect(subscription.status).toBe(201);
    try {
      const id = await submitted({ last_name: "Watchlist" });
      await server.verifier.runAll();
      const watchlist = byCheck(await checksOf(id)).WATCHLIST as Check;
      expect(watchlist).toMatchObject({ status: "NEEDS_REVIEW", reason_code: "POSSIBLE_WATCHLIST_MATCH" });

      const events = await client.get(`/v1/events?event_type=VERIFICATION_UPDATED&application_id=${id}&limit=100`);
      expect(events.body.data).toHaveLength(6);
      expect(events.body.data.find((event: { data: { check: string } }) => event.data.check === "WATCHLIST").data).toEqual({
        application_id: id,
        verification_id: watchlist.id,
        individual_id: null,
        document_id: null,
        check: "WATCHLIST",
        previous_status: "PENDING",
        status: "NEEDS_REVIEW",
        reason_code: "POSSIBLE_WATCHLIST_MATCH",
      });
      await server.worker.runAll();
      await eventually(() => receiver.events().some((event) => event.data.verification_id === watchlist.id));

      const blocked = await approve(id);
      expect(blocked.status).toBe(409);
      expect(blocked.body.code).toBe("APPROVAL_BLOCKED");
      expect(blocked.body.verifications).toEqual([
        { id: watchlist.id, check: "WATCHLIST", status: "NEEDS_REVIEW", reason_code: "POSSIBLE_WATCHLIST_MATCH" },
      ]);

      const withoutReason = await client.post(`/v1/sandbox/verifications/${watchlist.id}`, { status: "PASSED" });
      expect(withoutReason.status).toBe(400);
      expect(withoutReason.body.errors[0].pointer).toBe("/reason");

      const cleared = await client.post(`/v1/sandbox/verifications/${watchlist.id}`, {
        status: "PASSED",
        reason: "Other date of birth than the listed person.",
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({
        id: watchlist.id,
        status: "PASSED",
        reason_code: "CLEARED_BY_REVIEWER",
        reason: "Other date of birth than the listed person.",
      });
      const clearedEvents = await client.get(`/v1/events?event_type=VERIFICATION_UPDATED&application_id=${id}&limit=1`);
      expect(clearedEvents.body.data[0].data).toMatchObject({
        previous_status: "NEEDS_REVIEW",
        status: "PASSED",
        reason_code: "CLEARED_BY_REVIEWER",
      });

      expect((await approve(id)).status).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  test("a FAILED check blocks approval unless the reviewer gives an override_reason, which the check then shows", async () => {
    const id = await submitted({ tax_reference_number: "123-45-0000" });
    await server.verifier.runAll();
    const tax = byCheck(await checksOf(id)).TAX_ID as Check;
    expect(tax).toMatchObject({ status: "FAILED", reason_code: "TAX_ID_MISMATCH" });

    const blocked = await approve(id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("APPROVAL_BLOCKED");
    expect(blocked.body.verifications.map((check: Check) => check.id)).toEqual([tax.id]);

    const approved = await approve(id, { override_reason: "Tax number confirmed by the customer's W-9." });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe("APPROVED");
    expect(byCheck(await checksOf(id)).TAX_ID).toMatchObject({
      status: "FAILED",
      reason_code: "TAX_ID_MISMATCH",
      reason: "Tax number confirmed by the customer's W-9.",
    });
    const trail = await auditStore.list(server.db, { since: new Date(0), limit: 1000 });
    expect(trail.find((row) => row.action === "overrideVerification" && row.object_id === tax.id)).toMatchObject({
      actor_type: "client",
      actor_id: client.credentials.clientId,
      outcome: "succeeded",
    });
  });

  test("REJECT and REQUEST_CHANGES are not blocked by checks", async () => {
    const rejected = await submitted({ last_name: "Sanctioned" });
    expect((await client.post(`/v1/sandbox/applications/${rejected}/decision`, { decision: "REJECT", reason: "Sanctioned." })).status).toBe(
      200,
    );
    const changes = await submitted();
    const requested = await client.post(`/v1/sandbox/applications/${changes}/decision`, {
      decision: "REQUEST_CHANGES",
      fields: ["/customer_details/mailing_address"],
    });
    expect(requested.status).toBe(200);
  });

  test("each magic value gives its documented outcome", async () => {
    const id = await submitted({
      first_name: "Unverified",
      last_name: "Exposed",
      date_of_birth: "1900-01-01",
      mailing_address: { ...completePerson().mailing_address, address_line1: "1 Unverifiable Road" },
    });
    await server.verifier.runAll();
    const checks = byCheck(await checksOf(id));
    expect(Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, `${check.status} ${check.reason_code}`]))).toEqual({
      IDENTITY: "FAILED NAME_MISMATCH",
      DATE_OF_BIRTH: "FAILED DATE_OF_BIRTH_MISMATCH",
      ADDRESS: "FAILED ADDRESS_UNVERIFIED",
      TAX_ID: "PASSED FORMAT_VALID",
      WATCHLIST: "PASSED NO_MATCH",
      PEP: "NEEDS_REVIEW PEP_MATCH",
    });
  });

  test("a corporation's checks: TAX_ID, ADDRESS and WATCHLIST of the corporation, and six per person", async () => {
    const created = await client.post("/v1/applications", corporationApplication());
    const id = created.body.data.id as string;
    const owner = await client.post(
      `/v1/applications/${id}/individuals`,
      person(["BENEFICIAL_OWNER", "CONTROL_PERSON"], { percentage_ownership: 60, last_name: "Sanctioned" }),
    );
    expect(owner.status).toBe(201);
    expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
    await server.verifier.runAll();
    const checks = await checksOf(id);
    const corporation = checks.filter((check) => check.individual_id === null).map((check) => check.check);
    expect(corporation.sort()).toEqual(["ADDRESS", "TAX_ID", "WATCHLIST"]);
    const ofOwner = checks.filter((check) => check.individual_id === owner.body.data.id);
    expect(ofOwner).toHaveLength(6);
    expect(byCheck(ofOwner).WATCHLIST).toMatchObject({ status: "FAILED", reason_code: "WATCHLIST_MATCH" });
  });

  test('one DOCUMENT check per document: a file named "…unreadable…" FAILS with DOCUMENT_UNREADABLE, the others pass', async () => {
    const created = await client.post("/v1/applications", individualApplication());
    const id = created.body.data.id as string;
    const documents: Record<string, string> = {};
    for (const fileName of ["passport-unreadable.pdf", "utility-bill.pdf"]) {
      const form = new FormData();
      form.append("type", fileName.startsWith("passport") ? "PASSPORT" : "PROOF_OF_ADDRESS");
      form.append("file", new Blob([Buffer.from(`%PDF-1.7\n${"x".repeat(64)}`)], { type: "application/pdf" }), fileName);
      const uploaded = await server.authed(client.token, `/v1/applications/${id}/documents`, { method: "POST", body: form });
      expect(uploaded.status).toBe(201);
      documents[fileName] = ((await uploaded.json()) as { data: { id: string } }).data.id;
    }
    expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
    await server.verifier.runAll();
    const checks = (await checksOf(id)).filter((check) => check.check === "DOCUMENT") as (Check & { document_id: string })[];
    expect(Object.fromEntries(checks.map((check) => [check.document_id, `${check.status} ${check.reason_code}`]))).toEqual({
      [documents["passport-unreadable.pdf"] as string]: "FAILED DOCUMENT_UNREADABLE",
      [documents["utility-bill.pdf"] as string]: "PASSED NO_MATCH",
    });
  });

  test("a resubmission gets a fresh set of checks; the list shows the latest", async () => {
    const id = await submitted({ last_name: "Watchlist" });
    await server.verifier.runAll();
    const first = await checksOf(id);
    await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "REQUEST_CHANGES", fields: ["/customer_details/last_name"] });
    expect(
      (await client.patch(`/v1/applications/${id}`, { customer_details: { last_name: "Doe" }, information_attested: true })).status,
    ).toBe(200);
    expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
    const second = await checksOf(id);
    expect(second).toHaveLength(6);
    expect(second.every((check) => check.status === "PENDING" && !first.some((earlier) => earlier.id === check.id))).toBe(true);
    await server.verifier.runAll();
    expect((await approve(id)).status).toBe(200);
  });

  test("the list is paginated like the others", async () => {
    const id = await submitted();
    const page = await client.get(`/v1/applications/${id}/verifications?limit=4`);
    expect(page.body.data).toHaveLength(4);
    expect(page.body.has_more).toBe(true);
    const next = await client.get(page.body.links.next);
    expect(next.body.data).toHaveLength(2);
    expect(next.body.has_more).toBe(false);
  });

  test("another client's verifications are 404, to list and to set", async () => {
    const id = await submitted();
    const [check] = await checksOf(id);
    expect((await other.get(`/v1/applications/${id}/verifications`)).status).toBe(404);
    expect((await other.post(`/v1/sandbox/verifications/${check?.id}`, { status: "FAILED" })).status).toBe(404);
    expect((await client.get("/v1/applications/app_01JDQ6N0Z8X7W4V3T2S1R0QPNM/verifications")).status).toBe(404);
  });
});
