import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consoleBrowser, operatorWithLink, startConsoleServer, submittedApplication } from "../../test/console.ts";
import { startTestServer, type TestServer } from "../../test/harness.ts";
import { runAdminCommand } from "../admin/commands.ts";

let server: TestServer;
let provider: { issuer: string };
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, provider, close } = await startConsoleServer({
    accounts: [
      { email: "ann.reviewer@platform.example", name: "Ann Reviewer" },
      { email: "bob.approver@platform.example", name: "Bob Approver" },
      { email: "stranger@elsewhere.example", name: "Not an operator" },
      { email: "unverified@platform.example", name: "Unverified", emailVerified: false },
    ],
    operators: {
      "ann.reviewer@platform.example": "reviewer,approver",
      "bob.approver@platform.example": "approver",
      "unverified@platform.example": "reviewer",
    },
  }));
});
afterAll(() => close?.());

const auditLines = (objectIds: string[]) =>
  server.db.query<{ actor_id: string; actor_email: string | null; action: string }>(
    "SELECT actor_id, actor_email, action FROM audit_log WHERE object_id = ANY($1) AND actor_type = 'operator' ORDER BY seq",
    [objectIds],
  );

describe("signing in", () => {
  test("every console page, action and file without a session redirects to sign-in and shows no data", async () => {
    const { caseId } = await submittedApplication(server, { last_name: "Privateperson" });
    const stranger = consoleBrowser(server);
    for (const path of ["/console/queue", `/console/cases/${caseId}`, "/console/documents/doc_01JDQ6W4G8X7W4V3T2S1R0QPNM/file"]) {
      const answer = await stranger.get(path);
      expect(answer.status, path).toBe(303);
      expect(answer.location).toBe("/console/sign-in");
      expect(answer.html).not.toContain("Privateperson");
    }
    const claim = await stranger.post(`/console/cases/${caseId}/claim`, { _csrf: "guess" });
    expect(claim.status).toBe(303);
    expect(claim.location).toBe("/console/sign-in");
    expect((await server.modules.cases.find(server.db, caseId))?.status).toBe("OPEN");
    const signIn = await stranger.get("/console/sign-in");
    expect(signIn.status).toBe(200);
    expect(signIn.html).toContain('href="/console/sign-in/sso"');
    expect(signIn.html).not.toContain("Privateperson");
  });

  test("single sign-on signs in an operator by its verified e-mail, with a strict, HttpOnly, Secure cookie of the console's path", async () => {
    const ann = consoleBrowser(server);
    const started = await ann.get("/console/sign-in/sso");
    expect(started.status).toBe(303);
    expect(new URL(started.location as string).origin).toBe(provider.issuer.replace(/\/$/, ""));
    const signedIn = await ann.signInWithSso("ann.reviewer@platform.example");
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith("console_session="));
    expect(cookie).toMatch(/; Path=\/console/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const queue = await ann.get("/console/queue");
    expect(queue.status).toBe(200);
    expect(queue.html).toContain("ann.reviewer@platform.example");
    expect(queue.headers.get("cache-control")).toBe("no-store");
    expect(queue.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const stored = await server.db.query<{ token_hash: string }>("SELECT token_hash FROM console_sessions");
    expect(stored.map((row) => row.token_hash)).not.toContain(ann.cookies.get("console_session"));
  });

  test("an identity that is not an operator here, or whose e-mail is not verified, is refused", async () => {
    for (const email of ["stranger@elsewhere.example", "unverified@platform.example"]) {
      const browser = consoleBrowser(server);
      const answer = await browser.signInWithSso(email);
      expect(answer.status, email).toBe(403);
      expect(browser.cookies.has("console_session")).toBe(false);
    }
  });

  test("a one-time sign-in link works once", async () => {
    const { loginUrl } = await operatorWithLink(server, "once@platform.example", "auditor");
    const first = consoleBrowser(server);
    expect((await first.signInWithLink(loginUrl)).location).toBe("/console/queue");
    const again = await consoleBrowser(server).get(loginUrl);
    expect(again.status).toBe(404);
  });

  test("sign-out ends the session on the server: its cookie no longer opens a page", async () => {
    const { loginUrl } = await operatorWithLink(server, "leaving@platform.example", "reviewer");
    const browser = consoleBrowser(server);
    await browser.signInWithLink(loginUrl);
    const cookie = browser.cookies.get("console_session") as string;
    await browser.get("/console/queue");
    expect((await browser.post("/console/sign-out")).location).toBe("/console/sign-in");
    const replayed = await fetch(`${server.url}/console/queue`, { redirect: "manual", headers: { cookie: `console_session=${cookie}` } });
    expect(replayed.status).toBe(303);
  });

  test("a session ends after 15 idle minutes", async () => {
    const { loginUrl } = await operatorWithLink(server, "idle@platform.example", "reviewer");
    const browser = consoleBrowser(server);
    await browser.signInWithLink(loginUrl);
    expect((await browser.get("/console/queue")).status).toBe(200);
    server.clock.advance(16 * 60_000);
    expect((await browser.get("/console/queue")).location).toBe("/console/sign-in");
  });

  test("a disabled operator's open session stops working on its next request", async () => {
    const { id, loginUrl } = await operatorWithLink(server, "disabled@platform.example", "reviewer");
    const browser = consoleBrowser(server);
    await browser.signInWithLink(loginUrl);
    expect((await browser.get("/console/queue")).status).toBe(200);
    expect((await runAdminCommand(["operators", "disable", id], server.adminContext("test"))).code).toBe(0);
    expect((await browser.get("/console/queue")).location).toBe("/console/sign-in");
  });
});

describe("working cases", () => {
  test("a form without its CSRF token changes nothing", async () => {
    const { caseId } = await submittedApplication(server);
    const { loginUrl } = await operatorWithLink(server, "csrf@platform.example", "reviewer");
    const browser = consoleBrowser(server);
    await browser.signInWithLink(loginUrl);
    await browser.get(`/console/cases/${caseId}`);
    expect((await browser.post(`/console/cases/${caseId}/claim`, { _csrf: null })).status).toBe(403);
    expect((await browser.post(`/console/cases/${caseId}/claim`, { _csrf: "forged" })).status).toBe(403);
    expect((await server.modules.cases.find(server.db, caseId))?.holderId).toBeNull();
  });

  test("a second reviewer's claim is refused, saying another operator holds the case", async () => {
    const { caseId } = await submittedApplication(server);
    const first = consoleBrowser(server);
    await first.signInWithLink((await operatorWithLink(server, "first@platform.example", "reviewer")).loginUrl);
    const second = consoleBrowser(server);
    await second.signInWithLink((await operatorWithLink(server, "second@platform.example", "reviewer")).loginUrl);
    await first.get(`/console/cases/${caseId}`);
    expect((await first.post(`/console/cases/${caseId}/claim`)).location).toBe(`/console/cases/${caseId}?done=claim`);
    await second.get(`/console/cases/${caseId}`);
    const refused = await second.post(`/console/cases/${caseId}/claim`);
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Another operator holds this case");
    const held = await server.modules.cases.find(server.db, caseId);
    expect(held?.status).toBe("IN_REVIEW");
  });

  test("an auditor reads a case and cannot act on it", async () => {
    const { caseId } = await submittedApplication(server, { last_name: "Auditedperson" });
    const auditor = consoleBrowser(server);
    await auditor.signInWithLink((await operatorWithLink(server, "auditor@platform.example", "auditor")).loginUrl);
    const page = await auditor.get(`/console/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Auditedperson");
    expect(page.html).not.toContain(">Claim<");
    for (const action of ["claim", "notes"]) {
      expect((await auditor.post(`/console/cases/${caseId}/${action}`, { note: "x" })).status, action).toBe(403);
    }
    expect((await server.modules.cases.find(server.db, caseId))?.holderId).toBeNull();
  });

  test("a sensitive value is masked until revealed with a reason, which is kept as a note and audited", async () => {
    const { caseId } = await submittedApplication(server);
    const browser = consoleBrowser(server);
    await browser.signInWithLink((await operatorWithLink(server, "reveal@platform.example", "reviewer")).loginUrl);
    const page = await browser.get(`/console/cases/${caseId}`);
    expect(page.html).toContain("*****6789");
    expect(page.html).not.toContain("123-45-6789");
    const pointer = "/customer_details/tax_reference_number";
    expect((await browser.post(`/console/cases/${caseId}/reveal`, { pointer, reason: "" })).status).toBe(409);
    const revealed = await browser.post(`/console/cases/${caseId}/reveal`, { pointer, reason: "Checking the tax number against the W-9." });
    expect(revealed.status).toBe(200);
    expect(revealed.html).toContain("123-45-6789");
    expect(revealed.html).toContain("Revealed /customer_details/tax_reference_number: Checking the tax number against the W-9.");
    const audited = await server.db.query<{ actor_email: string }>(
      "SELECT actor_email FROM audit_log WHERE action = $1 AND object_id = $2",
      [`console reveal ${pointer}`, caseId],
    );
    expect(audited).toEqual([{ actor_email: "reveal@platform.example" }]);
  });

  test("a document is served to the console as what it was checked to be, sandboxed: HTML inside never renders as a page", async () => {
    const { id, caseId, client } = await submittedApplication(server);
    const form = new FormData();
    form.set("type", "OTHER");
    form.set("file", new File([Buffer.from("%PDF-1.7\n<html><script>alert(document.cookie)</script><svg onload=alert(1)>")], "x.pdf"));
    const uploaded = await client.upload(`/v1/applications/${id}/documents`, form);
    expect(uploaded.status).toBe(201);
    const browser = consoleBrowser(server);
    await browser.signInWithLink((await operatorWithLink(server, "files@platform.example", "reviewer")).loginUrl);
    expect((await browser.get(`/console/cases/${caseId}`)).html).toContain(`/console/documents/${uploaded.body.data.id}/file`);
    const file = await browser.get(`/console/documents/${uploaded.body.data.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    expect(file.headers.get("content-disposition")).toMatch(/^inline; filename="doc_[0-9A-Z]{26}\.pdf"$/);
  });

  test("four eyes: a reviewer clears a watchlist match and proposes; the proposer cannot confirm, another approver does; the audit trail names both", async () => {
    const { id, caseId } = await submittedApplication(server, { last_name: "Watchlist" });
    const ann = consoleBrowser(server);
    await ann.signInWithSso("ann.reviewer@platform.example");
    const queue = await ann.get("/console/queue");
    expect(queue.html).toContain(`/console/cases/${caseId}`);
    const page = await ann.get(`/console/cases/${caseId}`);
    expect(page.html).toContain("POSSIBLE_WATCHLIST_MATCH");
    expect((await ann.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    const [watchlist] = (await server.modules.verifications.latest(server.db, id)).filter((check) => check.check === "WATCHLIST");
    await ann.get(`/console/cases/${caseId}`);
    // A check that needs review (here without matches: a magic value) is cleared only with a reason.
    const unexplained = await ann.post(`/console/cases/${caseId}/checks/${watchlist?.id}`, { status: "PASSED", reason: "" });
    expect(unexplained.status).toBe(400);
    expect(unexplained.html).toContain("is required to clear a check that needs review");
    const cleared = await ann.post(`/console/cases/${caseId}/checks/${watchlist?.id}`, {
      status: "PASSED",
      reason: "Another date of birth than the listed person's.",
    });
    expect(cleared.status).toBe(303);
    const approveAlone = await ann.post(`/console/cases/${caseId}/approve`, { reason: "Looks fine." });
    expect(approveAlone.status).toBe(409);
    expect(approveAlone.html).toContain("two operators");
    expect((await ann.post(`/console/cases/${caseId}/propose`, { reason: "Cleared the match; documents are in order." })).status).toBe(303);
    const selfConfirm = await ann.post(`/console/cases/${caseId}/confirm`);
    expect(selfConfirm.status).toBe(409);
    expect(selfConfirm.html).toContain("another approver confirms it");

    const bob = consoleBrowser(server);
    await bob.signInWithSso("bob.approver@platform.example");
    await bob.get(`/console/cases/${caseId}`);
    expect((await bob.post(`/console/cases/${caseId}/confirm`)).status).toBe(303);
    const application = await server.modules.applications.gate.applicant(server.db, id);
    expect(application?.status).toBe("APPROVED");
    expect((await server.modules.cases.find(server.db, caseId))?.status).toBe("RESOLVED");

    const lines = await auditLines([id, caseId, watchlist?.id as string]);
    const byAction = (action: string) => lines.find((line) => line.action === action)?.actor_email;
    expect(byAction("console claim")).toBe("ann.reviewer@platform.example");
    expect(byAction("console set-check PASSED")).toBe("ann.reviewer@platform.example");
    expect(byAction("console propose-approval")).toBe("ann.reviewer@platform.example");
    expect(byAction("console confirm-approval")).toBe("bob.approver@platform.example");
  });
});

describe("screening matches", () => {
  /** The part of a case page about one check's screening: from its heading to the next one's. */
  const screeningOf = (html: string, title: string) => {
    const start = html.indexOf(`>${title}</h3>`);
    expect(start, title).toBeGreaterThan(-1);
    const end = html.indexOf("<h3 ", start);
    return html.slice(start, end === -1 ? undefined : end);
  };

  test("a name on the SDN list: the case page shows the entry beside the applicant's details and the list versions; cleared with a reason, the matches stay, labelled false positives with it", async () => {
    const { id, caseId } = await submittedApplication(server, {
      first_name: "Omar Mahmoud",
      middle_name: undefined,
      last_name: "Uthman",
      date_of_birth: "1960-12-30",
      nationality: "JO",
    });
    const [watchlist] = (await server.modules.verifications.latest(server.db, id)).filter((check) => check.check === "WATCHLIST");
    const match = watchlist?.matches.find((candidate) => candidate.entry_id === "6950");
    expect(watchlist?.status).toBe("NEEDS_REVIEW");
    expect(match).toMatchObject({ source: "ofac_sdn", entry_name: "UTHMAN, Omar Mahmoud" });
    const list = watchlist?.screened_against.find((version) => version.source === "ofac_sdn");
    expect(list).toBeDefined();

    const browser = consoleBrowser(server);
    await browser.signInWithLink((await operatorWithLink(server, "screening@platform.example", "reviewer")).loginUrl);
    const before = screeningOf((await browser.get(`/console/cases/${caseId}`)).html, "Watchlist screening of the applicant");
    // The listed entry and the applicant's details, side by side.
    expect(before).toContain("<code>6950</code>");
    expect(before).toContain("UTHMAN, Omar Mahmoud");
    expect(before).toContain(`<td>${match?.score}</td>`);
    expect(before).toContain("<dd>Omar Mahmoud Uthman</dd>");
    expect(before).toContain("<dd>1960-12-30</dd>");
    expect(before).toContain("<dd>JO</dd>");
    expect(before).toContain(`<code>${list?.id}</code>`);
    expect(before).toContain(`<td>${list?.entry_count.toLocaleString("en-US")}</td>`);
    expect(before).not.toContain("Cleared as false positives");

    expect((await browser.post(`/console/cases/${caseId}/claim`)).status).toBe(303);
    const claimed = await browser.get(`/console/cases/${caseId}`);
    expect(claimed.html).toContain("Clear the matches as false positives");
    const unexplained = await browser.post(`/console/cases/${caseId}/checks/${watchlist?.id}`, { status: "PASSED", reason: " " });
    expect(unexplained.status).toBe(409);
    expect(unexplained.html).toContain("Give a reason to clear the check&#39;s matches as false positives.");
    const reason = "Born 1975 in Oslo <per passport>: not the listed person.";
    const cleared = await browser.post(`/console/cases/${caseId}/checks/${watchlist?.id}`, { status: "PASSED", reason });
    expect(cleared.status).toBe(303);

    const [set] = (await server.modules.verifications.latest(server.db, id)).filter((check) => check.check === "WATCHLIST");
    expect(set).toMatchObject({ status: "PASSED", reason_code: "CLEARED_BY_REVIEWER", reason, matches: watchlist?.matches });
    const after = screeningOf((await browser.get(`/console/cases/${caseId}`)).html, "Watchlist screening of the applicant");
    expect(after).toContain("Cleared as false positives");
    expect(after).toContain("Born 1975 in Oslo &lt;per passport&gt;: not the listed person.");
    expect(after).toContain("Cleared false positive");
    expect(after).toContain("<code>6950</code>");
  });
});

describe("outside development without single sign-on", () => {
  test("the console is off: its routes answer 404", async () => {
    const production = await startTestServer({
      ONBOARDING_ENV: "sandbox",
      PUBLIC_URL: "https://api.example.com",
    });
    try {
      const answer = await fetch(`${production.url}/console/sign-in`, { redirect: "manual" });
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
