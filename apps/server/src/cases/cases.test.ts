import { describe, expect, test } from "vitest";
import { consoleBrowser, operatorWithLink, submittedApplication } from "../../test/console.ts";
import { samplePdf } from "../../test/fixtures.ts";
import { useTestServer } from "../../test/harness.ts";

const server = useTestServer();

/** A browser of the console signed in as a new operator of `roles`. */
async function signedIn(email: string, roles: string) {
  const browser = consoleBrowser(server);
  const operator = await operatorWithLink(server, email, roles);
  await browser.signInWithLink(operator.loginUrl);
  return { browser, id: operator.id };
}

const caseOf = (caseId: string) => server.modules.cases.find(server.db, caseId);

describe("cases open and close with their applications", () => {
  test("a document uploaded while the application is under review opens a case when none is open; a decision, from anywhere, resolves it", async () => {
    const { id, caseId, client } = await submittedApplication(server);
    // The integrator's sandbox decision resolves the submission's case, as the console's would.
    const changes = await client.post(`/v1/sandbox/applications/${id}/decision`, {
      decision: "REQUEST_CHANGES",
      fields: ["/customer_details/mailing_address"],
    });
    expect(changes.status).toBe(200);
    expect(await caseOf(caseId)).toMatchObject({ status: "RESOLVED", resolution: "CHANGES_REQUESTED" });

    const resubmitted = await submittedApplication(server);
    const open = await caseOf(resubmitted.caseId);
    const form = new FormData();
    form.set("type", "OTHER");
    form.set("file", samplePdf());
    expect((await resubmitted.client.upload(`/v1/applications/${resubmitted.id}/documents`, form)).status).toBe(201);
    // One case at a time: the upload joins the open one.
    expect(await server.modules.cases.openOf(server.db, resubmitted.id)).toEqual(open);
    const { browser } = await signedIn("closer@platform.example", "approver");
    await browser.get(`/console/cases/${resubmitted.caseId}`);
    expect((await browser.post(`/console/cases/${resubmitted.caseId}/claim`)).status).toBe(303);
    expect((await browser.post(`/console/cases/${resubmitted.caseId}/reject`, { reason: "Not a customer we serve." })).status).toBe(303);
    expect((await caseOf(resubmitted.caseId))?.status).toBe("RESOLVED");

    const uploaded = await client.upload(`/v1/applications/${id}/documents`, form);
    expect(uploaded.status).toBe(201);
    // Not under review (changes requested): the upload opens no case.
    expect(await server.modules.cases.openOf(server.db, id)).toBeUndefined();
  });

  test("an application under review with no open case (submitted before cases existed) gets a DOCUMENT_UPLOADED case with its next document", async () => {
    const { id, caseId, client } = await submittedApplication(server);
    await server.db.query("DELETE FROM review_cases WHERE case_id = $1", [caseId]);
    const form = new FormData();
    form.set("type", "OTHER");
    form.set("file", samplePdf());
    expect((await client.upload(`/v1/applications/${id}/documents`, form)).status).toBe(201);
    expect(await server.modules.cases.openOf(server.db, id)).toMatchObject({ reason: "DOCUMENT_UPLOADED", status: "OPEN" });
  });
});

describe("working a case", () => {
  test("the holder releases a case; an admin, not a reviewer, reassigns one someone else holds", async () => {
    const { caseId } = await submittedApplication(server);
    const holder = await signedIn("holder@platform.example", "reviewer");
    const other = await signedIn("other@platform.example", "reviewer");
    const admin = await signedIn("admin@platform.example", "admin");
    await holder.browser.get(`/console/cases/${caseId}`);
    await holder.browser.post(`/console/cases/${caseId}/claim`);
    await other.browser.get(`/console/cases/${caseId}`);
    expect((await other.browser.post(`/console/cases/${caseId}/release`)).status).toBe(409);
    expect((await other.browser.post(`/console/cases/${caseId}/claim`, { reassign: "true" })).status).toBe(409);
    expect((await caseOf(caseId))?.holderId).toBe(holder.id);

    await admin.browser.get(`/console/cases/${caseId}`);
    expect((await admin.browser.post(`/console/cases/${caseId}/claim`, { reassign: "true" })).status).toBe(303);
    expect(await caseOf(caseId)).toMatchObject({ holderId: admin.id, status: "IN_REVIEW" });
    expect((await admin.browser.post(`/console/cases/${caseId}/release`)).status).toBe(303);
    expect(await caseOf(caseId)).toMatchObject({ holderId: null, status: "OPEN" });
  });

  test("an approver sends a proposal back with a reason: the proposer holds the case in review again, the reason is a note", async () => {
    const { caseId } = await submittedApplication(server, { last_name: "Exposed" });
    const reviewer = await signedIn("proposer@platform.example", "reviewer");
    const approver = await signedIn("sender@platform.example", "approver");
    await reviewer.browser.get(`/console/cases/${caseId}`);
    await reviewer.browser.post(`/console/cases/${caseId}/claim`);
    expect((await reviewer.browser.post(`/console/cases/${caseId}/propose`, { reason: "Not the listed person." })).status).toBe(303);
    await approver.browser.get(`/console/cases/${caseId}`);
    expect((await approver.browser.post(`/console/cases/${caseId}/send-back`, { reason: "" })).status).toBe(409);
    expect((await approver.browser.post(`/console/cases/${caseId}/send-back`, { reason: "Ask for a birth certificate." })).status).toBe(
      303,
    );
    expect(await caseOf(caseId)).toMatchObject({ status: "IN_REVIEW", holderId: reviewer.id, proposal: null, proposedBy: null });
    expect((await reviewer.browser.get(`/console/cases/${caseId}`)).html).toContain("Sent back: Ask for a birth certificate.");
  });

  test("a reviewer requests changes: the integrator's application asks for the fields, with the reason", async () => {
    const { id, caseId, client } = await submittedApplication(server);
    const { browser } = await signedIn("changes@platform.example", "reviewer");
    await browser.get(`/console/cases/${caseId}`);
    await browser.post(`/console/cases/${caseId}/claim`);
    const requested = await browser.post(`/console/cases/${caseId}/request-changes`, {
      fields: "/customer_details/mailing_address",
      reason: "The address is a P.O. box.",
    });
    expect(requested.status).toBe(303);
    const application = await client.get(`/v1/applications/${id}`);
    expect(application.body.data).toMatchObject({ status: "CHANGES_REQUESTED" });
    expect(JSON.stringify(application.body.data.review)).toContain("/customer_details/mailing_address");
    expect((await caseOf(caseId))?.status).toBe("RESOLVED");
  });
});

describe("the queue", () => {
  test("each filter shows its cases and counts them: mine, unclaimed, awaiting approval, overdue", async () => {
    const mine = await submittedApplication(server, { last_name: "Mineperson" });
    await submittedApplication(server, { last_name: "Unclaimedperson" });
    const { browser, id } = await signedIn("queue@platform.example", "reviewer");
    await browser.get(`/console/cases/${mine.caseId}`);
    await browser.post(`/console/cases/${mine.caseId}/claim`);

    const shown = async (filter: string) => (await browser.get(`/console/queue?filter=${filter}`)).html;
    expect(await shown("mine")).toContain("Mineperson");
    expect(await shown("mine")).not.toContain("Unclaimedperson");
    expect(await shown("unclaimed")).toContain("Unclaimedperson");
    expect(await shown("unclaimed")).not.toContain("Mineperson");
    expect(await shown("overdue")).not.toContain("Unclaimedperson");
    await browser.post(`/console/cases/${mine.caseId}/propose`, { reason: "In order." });
    expect(await shown("awaiting_approval")).toContain("Mineperson");

    const counts = await server.modules.cases.queue(server.db, (await server.modules.operators.find(server.db, id)) as never, {
      filter: "all",
      limit: 1,
    });
    expect(counts.counts).toMatchObject({ mine: 1, awaiting_approval: 1 });
    expect(counts.counts.unclaimed).toBeGreaterThanOrEqual(1);
    expect(counts.counts.overdue).toBe(0);
    // A day later (past the 24 h deadline; the idle session has ended meanwhile, so sign in again).
    server.clock.advance(25 * 3_600_000);
    const later = await signedIn("later@platform.example", "reviewer");
    expect((await later.browser.get("/console/queue?filter=overdue")).html).toContain("Unclaimedperson");
  });

  test("pages by keyset, oldest deadline first: every open case once, whatever the page size", async () => {
    for (let index = 0; index < 3; index++) {
      await submittedApplication(server);
    }
    const operator = (await server.modules.operators.list(server.db))[0] as never;
    const all = await server.modules.cases.queue(server.db, operator, { filter: "all", limit: 1000 });
    const paged: string[] = [];
    let after: { dueAt: Date; id: string } | undefined;
    for (;;) {
      const page = await server.modules.cases.queue(server.db, operator, { filter: "all", limit: 2, after });
      paged.push(...page.rows.map((row) => row.id));
      const last = page.rows.at(-1);
      if (!page.hasMore || !last) {
        break;
      }
      after = { dueAt: last.dueAt, id: last.id };
    }
    expect(paged).toEqual(all.rows.map((row) => row.id));
    const due = all.rows.map((row) => row.dueAt.getTime());
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(all.rows.length).toBe(all.counts.all);
  });
});
