import { describe, expect, test } from "vitest";
import { consoleBrowser, operatorWithLink, submittedApplication } from "../../test/console.ts";
import { useTestServer } from "../../test/harness.ts";
import { sdnLists } from "../../test/lists.ts";
import { casesStore } from "../cases/cases-store.ts";

// One list source of the test's own, to which a test adds the customer's name as a new list version would.
const { source, listPerson } = sdnLists();
const server = useTestServer({ env: { SCREENING_SOURCES: source } });

/** A browser of the console signed in as a new operator of `roles`. */
async function signedIn(email: string, roles: string) {
  const browser = consoleBrowser(server);
  await browser.signInWithLink((await operatorWithLink(server, email, roles)).loginUrl);
  return browser;
}

/** An approved person named `first last`, born 1971-03-09, of Jordan, screened once by monitoring. */
async function approvedCustomer(first: string, last: string) {
  const details = { first_name: first, middle_name: undefined, last_name: last, date_of_birth: "1971-03-09", nationality: "JO" };
  const { id, client } = await submittedApplication(server, details);
  const decided = await client.post(`/v1/sandbox/applications/${id}/decision`, { decision: "APPROVE" });
  expect(decided.body.data?.status).toBe("APPROVED");
  await server.monitor.runAll();
  const customer = await server.modules.monitoring.customerOfApplication(server.db, id);
  if (!customer) {
    throw new Error("The approval opened no customer");
  }
  return { applicationId: id, customer };
}

/** An approved customer whom a new list version names `entries` times: its monitoring alert case and its alerts' entries. */
async function alertedCustomer(first: string, last: string, entries = 1) {
  const approved = await approvedCustomer(first, last);
  const entryIds = Array.from({ length: entries }, () =>
    listPerson(`${last.toUpperCase()}, ${first}`, { dob: "09 Mar 1971", nationality: "Jordan" }),
  );
  expect((await server.modules.lists?.load("ofac_sdn", { type: "operator", id: "test" }))?.outcome).toBe("loaded");
  await server.monitor.runAll();
  const found = await casesStore.openOf(server.db, approved.applicationId, "MONITORING_ALERT");
  if (!found) {
    throw new Error("The new list version opened no monitoring alert case");
  }
  const alerts = await server.modules.monitoring.openAlertsOfApplication(server.db, approved.applicationId);
  expect(alerts.map((alert) => alert.match.entry_id).sort()).toEqual(entryIds);
  return { ...approved, caseId: found.id, alerts };
}

const auditedBy = (action: string, objectId: string) =>
  server.db.query<{ actor_email: string | null }>("SELECT actor_email FROM audit_log WHERE action = $1 AND object_id = $2", [
    action,
    objectId,
  ]);

const statusOf = async (applicationId: string) => (await server.modules.monitoring.customerOfApplication(server.db, applicationId))?.status;

describe("a monitoring alert case", () => {
  test("the queue names the customer and its open alerts; the page shows the customer and each entry beside the name as screened; each alert resolved as a false positive, the case with the last", async () => {
    const { applicationId, customer, caseId, alerts } = await alertedCustomer("Teodor", "Blackwood", 2);
    const reviewer = await signedIn("alerts.reviewer@platform.example", "reviewer");
    const queue = await reviewer.get("/console/queue");
    const row = queue.html.slice(queue.html.indexOf(`/console/cases/${caseId}`));
    expect(row.slice(0, row.indexOf("</tr>"))).toMatch(/Teodor Blackwood<\/a>[\s\S]*Monitoring alert[\s\S]*2 alerts open/);

    const page = await reviewer.get(`/console/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<code>${customer.customer_id}</code>`);
    expect(page.html).toContain(">Active</span>");
    expect(page.html).toContain(">Open monitoring alerts</h2>");
    for (const alert of alerts) {
      expect(page.html).toContain(`<code>${alert.match.entry_id}</code>`);
    }
    expect(page.html).toContain("BLACKWOOD, Teodor");
    expect(page.html).toContain("<dd>Teodor Blackwood</dd>");
    expect(page.html).toContain("<dd>1971-03-09</dd>");
    // Claimed, the page offers a resolution per alert, and none of the onboarding's decisions.
    expect((await reviewer.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    const claimed = await reviewer.get(`/console/cases/${caseId}`);
    expect(claimed.html.match(/Resolve as a false positive/g)).toHaveLength(2);
    expect(claimed.html).toContain("Confirm as a true positive: restricts the customer");
    for (const action of ["propose", "approve", "reject", "request-changes"]) {
      expect(claimed.html, action).not.toContain(`/console/cases/${caseId}/${action}"`);
    }

    const [first, second] = alerts;
    const unexplained = await reviewer.post(`/console/cases/${caseId}/alerts/${first?.id}`, { resolution: "FALSE_POSITIVE", reason: " " });
    expect(unexplained.status).toBe(409);
    expect(unexplained.html).toContain("A reason is required.");
    const reason = "Another person: born in 1971 in Oslo, per passport.";
    const resolved = await reviewer.post(`/console/cases/${caseId}/alerts/${first?.id}`, { resolution: "FALSE_POSITIVE", reason });
    expect(resolved.location).toBe(`/console/cases/${caseId}?done=alert`);
    // One alert is left: the case stays open, the page shows it alone.
    expect((await server.modules.cases.find(server.db, caseId))?.status).toBe("IN_REVIEW");
    const left = await reviewer.get(`/console/cases/${caseId}`);
    expect(left.html).not.toContain(`<code>${first?.match.entry_id}</code>`);
    expect(left.html).toContain(`Alert ${first?.id} resolved as a false positive: ${reason}`);
    expect((await reviewer.post(`/console/cases/${caseId}/alerts/${first?.id}`, { resolution: "FALSE_POSITIVE", reason })).status).toBe(
      404,
    );

    expect((await reviewer.post(`/console/cases/${caseId}/alerts/${second?.id}`, { resolution: "FALSE_POSITIVE", reason })).status).toBe(
      303,
    );
    expect(await server.modules.cases.find(server.db, caseId)).toMatchObject({ status: "RESOLVED", resolution: "ALERTS_RESOLVED" });
    expect(await server.modules.monitoring.openAlertsOfApplication(server.db, applicationId)).toEqual([]);
    expect(await statusOf(applicationId)).toBe("ACTIVE");
    for (const alert of alerts) {
      expect(await auditedBy("console resolve-alert FALSE_POSITIVE", alert.id)).toEqual([
        { actor_email: "alerts.reviewer@platform.example" },
      ]);
      expect(await auditedBy("resolveAlert FALSE_POSITIVE", alert.id)).toEqual([{ actor_email: "alerts.reviewer@platform.example" }]);
    }
    const done = await reviewer.get(`/console/cases/${caseId}`);
    expect(done.html).toContain("This case is resolved");
    expect(done.html).toContain("console resolve-alert FALSE_POSITIVE");
  });

  test("resolved as a true positive, an alert restricts the customer, and its case is resolved", async () => {
    const { applicationId, caseId, alerts } = await alertedCustomer("Casimir", "Oyelaran");
    const reviewer = await signedIn("true.positive@platform.example", "reviewer");
    await reviewer.get(`/console/cases/${caseId}`);
    expect((await reviewer.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    const resolved = await reviewer.post(`/console/cases/${caseId}/alerts/${alerts[0]?.id}`, {
      resolution: "TRUE_POSITIVE",
      reason: "Same person: date of birth and nationality agree.",
    });
    expect(resolved.status).toBe(303);
    expect(await statusOf(applicationId)).toBe("RESTRICTED");
    expect((await server.modules.cases.find(server.db, caseId))?.status).toBe("RESOLVED");
    expect(await auditedBy("console resolve-alert TRUE_POSITIVE", alerts[0]?.id as string)).toEqual([
      { actor_email: "true.positive@platform.example" },
    ]);
    const page = await reviewer.get(`/console/cases/${caseId}`);
    expect(page.html).toContain(">Restricted</span>");
  });

  test("resolving an alert takes the reviewer role (or admin) and the case held; an auditor or an approver alone is refused", async () => {
    const { applicationId, caseId, alerts } = await alertedCustomer("Leopoldine", "Ravensworth");
    const alertPath = `/console/cases/${caseId}/alerts/${alerts[0]?.id}`;
    const fields = { resolution: "FALSE_POSITIVE", reason: "Not the listed person." };
    const auditor = await signedIn("alerts.auditor@platform.example", "auditor");
    await auditor.get(`/console/cases/${caseId}`);
    expect((await auditor.post(alertPath, fields)).status).toBe(403);

    const approver = await signedIn("alerts.approver@platform.example", "approver");
    await approver.get(`/console/cases/${caseId}`);
    expect((await approver.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    expect((await approver.get(`/console/cases/${caseId}`)).html).not.toContain("Resolve as a false positive");
    const refused = await approver.post(alertPath, fields);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Only an operator with the reviewer role may resolve a monitoring alert.");
    expect((await approver.post(`/console/cases/${caseId}/release`)).status).toBe(303);

    // A reviewer who does not hold the case claims it first.
    const reviewer = await signedIn("alerts.claimer@platform.example", "reviewer");
    await reviewer.get(`/console/cases/${caseId}`);
    const unclaimed = await reviewer.post(alertPath, fields);
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.html).toContain("Claim the case before acting on it.");
    expect(await server.modules.monitoring.openAlertsOfApplication(server.db, applicationId)).toHaveLength(1);

    const admin = await signedIn("alerts.admin@platform.example", "admin");
    await admin.get(`/console/cases/${caseId}`);
    expect((await admin.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    expect((await admin.post(alertPath, fields)).status).toBe(303);
    expect(await server.modules.monitoring.openAlertsOfApplication(server.db, applicationId)).toEqual([]);
  });

  test("the onboarding's actions are refused on it, saying why: its application was approved already", async () => {
    const { applicationId, caseId } = await alertedCustomer("Marisol", "Quenneville");
    const admin = await signedIn("onboarding.actions@platform.example", "admin");
    await admin.get(`/console/cases/${caseId}`);
    expect((await admin.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    const [check] = await server.modules.verifications.latest(server.db, applicationId);
    const attempts: [string, Record<string, string>][] = [
      ["approve", { reason: "Fine." }],
      ["propose", { reason: "Fine." }],
      ["reject", { reason: "No." }],
      ["request-changes", { fields: "/customer_details/mailing_address", reason: "Moved." }],
      [`checks/${check?.id}`, { status: "FAILED", reason: "No." }],
      ["confirm", {}],
      ["send-back", { reason: "No." }],
    ];
    for (const [action, fields] of attempts) {
      const refused = await admin.post(`/console/cases/${caseId}/${action}`, fields);
      expect(refused.status, action).toBe(409);
      expect(refused.html, action).toContain("This case is about an approved customer");
    }
    const review = await admin.post(`/console/cases/${caseId}/complete-review`, { note: "" });
    expect(review.status).toBe(409);
    expect(review.html).toContain("A periodic review is completed on its customer&#39;s periodic review case.");
    expect(await server.modules.applications.gate.applicant(server.db, applicationId)).toMatchObject({ status: "APPROVED" });
    expect(await server.modules.cases.find(server.db, caseId)).toMatchObject({ status: "IN_REVIEW" });
    expect(await server.modules.monitoring.openAlertsOfApplication(server.db, applicationId)).toHaveLength(1);
  });
});

describe("a periodic review case", () => {
  test("due on the clock, it shows the customer's rating; a reviewer completes it (an approver alone may not): rated again, the next review scheduled, the case resolved", async () => {
    const { applicationId, customer } = await approvedCustomer("Ingrid", "Vasquez");
    const due = customer.next_review_at as Date;
    server.clock.advance(due.getTime() - server.clock.now().getTime() + 60 * 60_000);
    await server.monitor.runAll();
    const found = await casesStore.openOf(server.db, applicationId, "PERIODIC_REVIEW");
    expect(found).toBeDefined();
    const caseId = found?.id as string;

    const approver = await signedIn("review.approver@platform.example", "approver");
    await approver.get(`/console/cases/${caseId}`);
    expect((await approver.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    expect((await approver.get(`/console/cases/${caseId}`)).html).not.toContain(">Complete review<");
    expect((await approver.post(`/console/cases/${caseId}/complete-review`, { note: "" })).status).toBe(403);
    expect((await approver.post(`/console/cases/${caseId}/approve`, { reason: "Fine." })).status).toBe(409);
    expect((await approver.post(`/console/cases/${caseId}/release`)).status).toBe(303);

    const reviewer = await signedIn("review.reviewer@platform.example", "reviewer");
    const queue = await reviewer.get("/console/queue");
    const row = queue.html.slice(queue.html.indexOf(`/console/cases/${caseId}`));
    expect(row.slice(0, row.indexOf("</tr>"))).toMatch(/Ingrid Vasquez<\/a>[\s\S]*Periodic review[\s\S]*Periodic review due/);
    const page = await reviewer.get(`/console/cases/${caseId}`);
    expect(page.html).toContain(`<code>${customer.customer_id}</code>`);
    expect(page.html).toContain(`>Risk rating</dt><dd><span class="tag tag--`);
    expect(page.html).toContain(`<time datetime="${customer.rated_at.toISOString()}">`);
    expect(page.html).toContain(`<time datetime="${due.toISOString()}">`);
    expect(page.html).not.toContain("Open monitoring alerts");
    expect((await reviewer.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    const claimed = await reviewer.get(`/console/cases/${caseId}`);
    expect(claimed.html).toContain(">Complete review</button>");
    expect(claimed.html).not.toContain(`/console/cases/${caseId}/approve"`);

    const completed = await reviewer.post(`/console/cases/${caseId}/complete-review`, { note: "Address and occupation unchanged." });
    expect(completed.location).toBe(`/console/cases/${caseId}?done=complete-review`);
    expect(await server.modules.cases.find(server.db, caseId)).toMatchObject({ status: "RESOLVED", resolution: "REVIEWED" });
    const reviewed = await server.modules.monitoring.customerOfApplication(server.db, applicationId);
    expect(reviewed?.rated_at).toEqual(server.clock.now());
    expect(reviewed?.next_review_at?.getTime()).toBeGreaterThan(server.clock.now().getTime());
    expect(reviewed?.review_opened_at).toBeNull();
    expect(await auditedBy("console complete-review", caseId)).toEqual([{ actor_email: "review.reviewer@platform.example" }]);
    const done = await reviewer.get(`/console/cases/${caseId}`);
    expect(done.html).toContain("Review: Address and occupation unchanged.");
    expect(done.html).toContain(`<time datetime="${reviewed?.next_review_at?.toISOString()}">`);
  });
});
