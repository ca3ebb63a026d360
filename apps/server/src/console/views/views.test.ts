import { DocumentReasonCodeSchema } from "@onboarding/core";
import { contrast } from "@onboarding/hosted-onboarding";
import { describe, expect, test } from "vitest";
import { CONSOLE_PALETTE } from "./console-styles.ts";
import {
  type CasePage,
  CONSOLE_ICON,
  CONSOLE_STYLESHEET,
  casePage,
  type QueuePage,
  queuePage,
  type ShownCheck,
  type SignedIn,
  signInPage,
} from "./index.ts";
import { durationWords, timeLeftWords } from "./words.ts";

// No HTML parser is a dependency of the repository: the pages are read with a small scanner of tags, which is enough
// for HTML whose every value is escaped (no "<" or ">" inside an attribute or a text).

interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Where the tag starts in the page. */
  at: number;
}

const decode = (text: string) =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");

function tagsOf(page: string, name?: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of page.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>/g)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? "").matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
      attrs[attr[1] ?? ""] = decode(attr[2] ?? "");
    }
    tags.push({ name: (match[1] ?? "").toLowerCase(), attrs, at: match.index });
  }
  return name ? tags.filter((tag) => tag.name === name) : tags;
}

/** The text of each element `name` (its tags left out), e.g. the names of the buttons. */
const textsOf = (page: string, name: string) =>
  [...page.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "g"))].map((match) =>
    decode((match[1] ?? "").replace(/<[^>]*>/g, "")).trim(),
  );

const buttons = (page: string) => textsOf(page, "button");
const count = (list: readonly string[], item: string) => list.filter((entry) => entry === item).length;

/** Each form of the page, from its opening tag to its end. */
const formsOf = (page: string) => [...page.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]);

/** The form whose action ends with `path`. */
const formTo = (page: string, path: string) => formsOf(page).filter((form) => tagsOf(form, "form")[0]?.attrs.action?.endsWith(path));

/** What every page must be: forms with the CSRF token, labelled controls, unique ids, no script and no inline style. */
function expectSoundPage(page: string, csrf?: string) {
  expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  expect(page).not.toMatch(/<script/i);
  expect(page).not.toMatch(/\sstyle=/i);
  expect(page).not.toMatch(/\son[a-z]+=/i);
  expect(page).not.toMatch(/<form\b[^>]*>(?:(?!<\/form>)[\s\S])*<form\b/);
  for (const form of formsOf(page)) {
    expect(tagsOf(form, "form")[0]?.attrs.method).toBe("post");
    const token = tagsOf(form, "input").find((input) => input.attrs.type === "hidden" && input.attrs.name === "_csrf");
    expect(token, form).toBeDefined();
    if (csrf !== undefined) {
      expect(token?.attrs.value).toBe(csrf);
    }
  }
  const ids = tagsOf(page)
    .map((tag) => tag.attrs.id)
    .filter((id) => id !== undefined);
  expect(new Set(ids).size).toBe(ids.length);
  const labelled = new Set(tagsOf(page, "label").map((label) => label.attrs.for));
  const controls = tagsOf(page).filter(
    (tag) => ["textarea", "select"].includes(tag.name) || (tag.name === "input" && tag.attrs.type !== "hidden"),
  );
  for (const control of controls) {
    expect(control.attrs.id, `${control.name} ${control.attrs.name}`).toBeDefined();
    expect(labelled.has(control.attrs.id), `label for ${control.attrs.id}`).toBe(true);
  }
  // Every reference to an id (a label, a description, a section's name) names an element of the page.
  const references = tagsOf(page).flatMap((tag) => [tag.attrs.for, tag.attrs["aria-describedby"], tag.attrs["aria-labelledby"]]);
  for (const reference of references.filter((id) => id !== undefined)) {
    expect(ids, reference).toContain(reference);
  }
  for (const button of tagsOf(page, "button")) {
    expect(button.attrs.type).toBe("submit");
  }
}

const NOW = new Date("2026-11-27T12:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const operator = (id: string, name: string, roles: SignedIn["roles"]): SignedIn => ({
  operatorId: id,
  email: `${id}@ops.example`,
  name,
  roles,
  csrf: `csrf-of-${id}`,
});
const REVIEWER = operator("rita", "Rita Reviewer", ["reviewer"]);
const APPROVER = operator("alan", "Alan Approver", ["approver"]);
const REVIEWER_APPROVER = operator("rose", "Rose Both", ["reviewer", "approver"]);
const ADMIN = operator("ada", "Ada Admin", ["admin"]);
const AUDITOR = operator("otto", "Otto Auditor", ["auditor"]);
const holderOf = (signedIn: SignedIn) => ({ operatorId: signedIn.operatorId, email: signedIn.email, name: signedIn.name });

function sampleCase(overrides: Partial<CasePage> = {}): CasePage {
  return {
    caseId: "case_01",
    status: "IN_REVIEW",
    reason: "SUBMISSION",
    dueAt: at(200),
    holder: holderOf(REVIEWER),
    fourEyes: true,
    application: {
      id: "app_01",
      type: "CORPORATION",
      status: "SUBMITTED",
      name: "Acme Holdings Inc.",
      fields: [
        { label: "Legal name", value: "Acme Holdings Inc." },
        { label: "Tax ID", value: "•••••6789", revealPointer: "/customer_details/tax_id" },
      ],
      people: [
        {
          individualId: "ind_01",
          name: "Jane Doe",
          roles: "Beneficial owner, officer",
          fields: [
            { label: "Date of birth", value: "1980-04-01" },
            { label: "Tax ID", value: "•••••1234", revealPointer: "/individuals/0/tax_id" },
          ],
        },
      ],
      requirements: [{ pointer: "/individuals/0/documents", what: "A proof of address for Jane Doe", blocks: "BLOCKS_APPROVAL" }],
    },
    checks: [
      {
        verificationId: "vrf_01",
        check: "WATCHLIST",
        status: "NEEDS_REVIEW",
        reasonCode: "POSSIBLE_WATCHLIST_MATCH",
        reason: "A name on a list",
        subject: "Jane Doe",
      },
      { verificationId: "vrf_02", check: "TAX_ID", status: "FAILED", reasonCode: "TAX_ID_MISMATCH", reason: null, subject: "applicant" },
    ],
    documents: [
      {
        documentId: "doc_01",
        type: "PASSPORT",
        side: null,
        status: "PENDING_REVIEW",
        contentType: "image/jpeg",
        fileName: "passport.jpg",
        fileUrl: "/console/cases/case_01/documents/doc_01/file",
        subject: "Jane Doe",
      },
      {
        documentId: "doc_02",
        type: "CERTIFICATE_OF_INCORPORATION",
        side: null,
        status: "ACCEPTED",
        contentType: "application/pdf",
        fileName: "certificate.pdf",
        fileUrl: "/console/cases/case_01/documents/doc_02/file",
        subject: "applicant",
      },
      {
        documentId: "doc_03",
        type: "NATIONAL_ID",
        side: "FRONT",
        status: "SCANNING",
        contentType: "image/png",
        fileName: null,
        fileUrl: "/console/cases/case_01/documents/doc_03/file",
        subject: "Jane Doe",
      },
    ],
    timeline: [
      { at: at(-300), actor: "integrator", what: "Application submitted" },
      { at: at(-10), actor: "rita@ops.example", what: "Note", detail: "Called the customer." },
      { at: at(-60), actor: "system", what: "Case opened" },
    ],
    now: NOW,
    ...overrides,
  };
}

const SCREENING: NonNullable<ShownCheck["screening"]> = {
  subject: { kind: "person", name: "Jane Doe", dateOfBirth: "1960-12-30", nationality: "JO" },
  matches: [
    {
      source: "ofac_sdn",
      entryId: "6950",
      entryName: "UTHMAN, Omar Mahmoud",
      matchedName: "UTHMAN, Umar",
      score: 0.97,
      corroborated: ["DATE_OF_BIRTH"],
      contradicted: ["COUNTRY"],
    },
  ],
  lists: [
    { id: "lsv_01", source: "ofac_sdn", publishedAt: new Date("2026-11-20T00:00:00Z"), entryCount: 8976 },
    { id: "lsv_02", source: "un_consolidated", publishedAt: null, entryCount: 1003 },
  ],
};
const SCREENED: ShownCheck = {
  verificationId: "vrf_01",
  check: "WATCHLIST",
  status: "NEEDS_REVIEW",
  reasonCode: "POSSIBLE_WATCHLIST_MATCH",
  reason: "1 possible match",
  subject: "Jane Doe",
  screening: SCREENING,
};

describe("the case page's actions", () => {
  test("a reviewer holding a case in review proposes approval, requests changes, releases, and works its checks and documents", () => {
    const page = casePage(REVIEWER, sampleCase());
    expectSoundPage(page, REVIEWER.csrf);
    const names = buttons(page);
    for (const name of ["Propose approval", "Request changes", "Release", "Add note", "Sign out", "Accept"]) {
      expect(count(names, name), name).toBe(1);
    }
    // Each check, and the document pending review (only it): the reviewer's verdicts.
    expect(count(names, "Mark as passed")).toBe(2);
    expect(count(names, "Mark as failed")).toBe(2);
    expect(count(names, "Reject")).toBe(1);
    expect(formTo(page, "/documents/doc_01")).toHaveLength(2);
    expect(formTo(page, "/documents/doc_02")).toHaveLength(0);
    for (const name of ["Confirm approval", "Approve", "Send back", "Claim", "Reassign to me"]) {
      expect(names, name).not.toContain(name);
    }
    expect(formTo(page, "/reject")).toHaveLength(0);
    expect(formTo(page, "/propose")[0]).toContain('action="/console/cases/case_01/propose"');
  });

  test("an action that takes a reason has a labelled, required Reason; Request changes has its fields with their hint", () => {
    const page = casePage(REVIEWER, sampleCase());
    const [propose] = formTo(page, "/propose");
    expect(propose).toMatch(/<label for="propose-reason">Reason<\/label>/);
    expect(tagsOf(propose ?? "", "textarea")[0]?.attrs).toMatchObject({ name: "reason", id: "propose-reason", required: "" });
    const [changes] = formTo(page, "/request-changes");
    expect(changes).toMatch(/<label for="request-changes-fields">Fields to change<\/label>/);
    const input = tagsOf(changes ?? "", "input").find((tag) => tag.attrs.name === "fields");
    expect(input?.attrs).toMatchObject({ type: "text", required: "", "aria-describedby": "request-changes-fields-hint" });
    expect(changes).toContain("JSON pointers separated by spaces, such as /customer_details/mailing_address");
    expect(tagsOf(changes ?? "", "textarea")[0]?.attrs.name).toBe("reason");
  });

  test("an approver approves its own case in review when one approver is enough, and rejects it; with four eyes it may not approve", () => {
    const one = casePage(APPROVER, sampleCase({ holder: holderOf(APPROVER), fourEyes: false }));
    expectSoundPage(one, APPROVER.csrf);
    expect(buttons(one)).toEqual(expect.arrayContaining(["Approve", "Reject", "Release"]));
    // An approver does not work the case: no proposal, no change request, no verdict on checks or documents.
    for (const name of ["Propose approval", "Request changes", "Mark as passed", "Accept", "Confirm approval"]) {
      expect(buttons(one), name).not.toContain(name);
    }
    expect(count(buttons(one), "Reject")).toBe(1);
    expect(formTo(one, "/reject")[0]).toMatch(/<label for="reject-reason">Reason<\/label>/);

    const four = casePage(APPROVER, sampleCase({ holder: holderOf(APPROVER), fourEyes: true }));
    expect(buttons(four)).not.toContain("Approve");
    expect(buttons(four)).toContain("Reject");
  });

  test("a proposal awaiting approval: another approver confirms it, sends it back or rejects; its proposer only reads that another confirms it", () => {
    const awaiting = (holder: SignedIn) =>
      sampleCase({
        status: "AWAITING_APPROVAL",
        holder: holderOf(holder),
        proposal: { decision: "APPROVE", reason: "All checks cleared", proposedBy: { operatorId: holder.operatorId, email: holder.email } },
      });
    const other = casePage(APPROVER, awaiting(REVIEWER_APPROVER));
    expectSoundPage(other, APPROVER.csrf);
    expect(buttons(other)).toEqual(expect.arrayContaining(["Confirm approval", "Send back", "Reject"]));
    expect(other).toContain("Approval proposed by rose@ops.example: All checks cleared");
    expect(formTo(other, "/confirm")).toHaveLength(1);
    expect(formTo(other, "/send-back")[0]).toMatch(/<textarea[^>]*name="reason"[^>]*required/);
    expect(other).not.toContain("You proposed this approval");

    const own = casePage(REVIEWER_APPROVER, awaiting(REVIEWER_APPROVER));
    expectSoundPage(own, REVIEWER_APPROVER.csrf);
    expect(buttons(own)).not.toContain("Confirm approval");
    expect(buttons(own)).not.toContain("Send back");
    expect(buttons(own)).not.toContain("Approve");
    expect(own).toContain("You proposed this approval: another approver confirms it.");

    // A reviewer (not an approver) sees the proposal, and no decision.
    const reviewer = casePage(REVIEWER, awaiting(REVIEWER_APPROVER));
    expect(buttons(reviewer)).not.toContain("Confirm approval");
    expect(buttons(reviewer)).not.toContain("Propose approval");
  });

  test("an open case is claimed; one held by someone else is reassigned by an admin only", () => {
    const open = sampleCase({ status: "OPEN" });
    delete open.holder;
    for (const signedIn of [REVIEWER, APPROVER, ADMIN]) {
      const page = casePage(signedIn, open);
      expectSoundPage(page, signedIn.csrf);
      expect(buttons(page), signedIn.name).toContain("Claim");
      expect(formTo(page, "/claim")).toHaveLength(1);
      // Not held: nothing to work yet.
      expect(buttons(page)).not.toContain("Mark as passed");
      expect(buttons(page)).not.toContain("Release");
    }
    const held = sampleCase();
    const admin = casePage(ADMIN, held);
    expect(buttons(admin)).toContain("Reassign to me");
    expect(buttons(admin)).not.toContain("Claim");
    expect(formTo(admin, "/claim")).toHaveLength(1);
    expect(buttons(admin)).not.toContain("Propose approval");
    const reviewer = casePage(operator("ray", "Ray Reviewer", ["reviewer"]), held);
    expect(buttons(reviewer)).not.toContain("Reassign to me");
    expect(buttons(reviewer)).not.toContain("Claim");
    expect(reviewer).toContain("There is nothing for you to do on this case now: Rita Reviewer holds it.");
  });

  test("an admin holding a case in review may do what a reviewer and an approver may", () => {
    const page = casePage(ADMIN, sampleCase({ holder: holderOf(ADMIN), fourEyes: false }));
    expectSoundPage(page, ADMIN.csrf);
    expect(buttons(page)).toEqual(
      expect.arrayContaining(["Propose approval", "Approve", "Request changes", "Reject", "Release", "Mark as passed", "Accept"]),
    );
  });

  test("an auditor reads everything and sees no form but signing out", () => {
    const page = casePage(AUDITOR, sampleCase());
    expectSoundPage(page, AUDITOR.csrf);
    const forms = formsOf(page);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('action="/console/sign-out"');
    expect(buttons(page)).toEqual(["Sign out"]);
    expect(page).toContain("You have read-only access");
    expect(tagsOf(page, "textarea")).toHaveLength(0);
    // What it reads is all there.
    for (const text of ["Legal name", "Jane Doe", "Called the customer.", "POSSIBLE_WATCHLIST_MATCH", "Open the file"]) {
      expect(page).toContain(text);
    }
  });

  test("a resolved case offers no action; its masked values may still be revealed, and notes added", () => {
    const resolved = sampleCase({ status: "RESOLVED" });
    delete resolved.holder;
    const page = casePage(ADMIN, resolved);
    expect(buttons(page)).toEqual(["Sign out", "Reveal", "Reveal", "Add note"]);
    expect(page).toContain("This case is resolved");
  });
});

describe("the case page's sections", () => {
  test("the header names the applicant, the statuses, the holder and the due time", () => {
    const page = casePage(APPROVER, sampleCase());
    expect(page).toContain("<title>Acme Holdings Inc. – Review console</title>");
    expect(page).toContain("<h1>Acme Holdings Inc.</h1>");
    expect(page).toContain("<dd>Submitted</dd>");
    expect(page).toContain("<dd>In review</dd>");
    expect(page).toContain("<dd>Rita Reviewer (rita@ops.example)</dd>");
    expect(page).toContain('<time datetime="2026-11-27T15:20:00.000Z">2026-11-27 15:20 UTC</time>');
    expect(page).toContain("3 h 20 min left");
    for (const heading of ["Actions", "Application", "People", "Requirements", "Verification checks", "Documents", "Timeline", "Notes"]) {
      expect(textsOf(page, "h2"), heading).toContain(heading);
    }
  });

  test("a masked field has a form to reveal it, with its pointer and a reason", () => {
    const page = casePage(REVIEWER, sampleCase());
    const reveals = formTo(page, "/reveal");
    expect(reveals).toHaveLength(2);
    const pointers = reveals.map((form) => tagsOf(form, "input").find((input) => input.attrs.name === "pointer")?.attrs.value);
    expect(pointers).toEqual(["/customer_details/tax_id", "/individuals/0/tax_id"]);
    for (const form of reveals) {
      expect(buttons(form)).toEqual(["Reveal"]);
      expect(form).toMatch(/<label for="[^"]+">Reason<\/label>/);
      expect(tagsOf(form, "textarea")[0]?.attrs).toMatchObject({ name: "reason", required: "" });
    }
    // An approver (who does not hold the case) reveals too; a field not masked has no form.
    expect(formTo(casePage(APPROVER, sampleCase()), "/reveal")).toHaveLength(2);
    expect(page).toContain("•••••6789");
  });

  test("each check's outcome is two buttons with a status, grouped under the check's name", () => {
    const page = casePage(REVIEWER, sampleCase());
    expect(textsOf(page, "th")).toEqual(expect.arrayContaining(["Check", "About", "Status", "Reason code", "Reason"]));
    for (const th of tagsOf(page, "th")) {
      expect(th.attrs.scope).toBe("col");
    }
    const forms = formTo(page, "/checks/vrf_01");
    expect(forms).toHaveLength(1);
    const form = forms[0] ?? "";
    expect(textsOf(form, "legend")).toEqual(["Watchlist check of Jane Doe"]);
    expect(tagsOf(form, "button").map((button) => [button.attrs.name, button.attrs.value])).toEqual([
      ["status", "PASSED"],
      ["status", "FAILED"],
    ]);
    expect(buttons(form)).toEqual(["Mark as passed", "Mark as failed"]);
    expect(textsOf(formTo(page, "/checks/vrf_02")[0] ?? "", "legend")).toEqual(["Tax ID check of the applicant"]);
  });

  test("a screening check's matches beside the subject's details, the lists screened against; passing it clears the matches, with a reason", () => {
    const screened = sampleCase({ checks: [SCREENED] });
    const page = casePage(REVIEWER, screened);
    expectSoundPage(page, REVIEWER.csrf);
    const section = page.slice(page.indexOf('id="screening-title"'), page.indexOf('id="documents-title"'));
    expect(textsOf(section, "h3")).toEqual(["Watchlist screening of Jane Doe"]);
    expect(textsOf(section, "dd")).toEqual(["Jane Doe", "1960-12-30", "JO"]);
    expect(textsOf(section, "caption")).toEqual(["1 listed entry matched", "Lists screened against"]);
    expect(textsOf(section, "td")).toEqual([
      "ofac_sdn6950",
      "UTHMAN, Omar Mahmoud",
      "UTHMAN, Umar",
      "0.97",
      "Date of birth",
      "Country",
      "ofac_sdn",
      "lsv_01",
      "2026-11-20",
      "8,976",
      "un_consolidated",
      "lsv_02",
      "Not given",
      "1,003",
    ]);
    const form = formTo(page, "/checks/vrf_01")[0] ?? "";
    expect(buttons(form)).toEqual(["Clear the matches as false positives", "Mark as failed"]);
    expect(tagsOf(form, "textarea")[0]?.attrs).toMatchObject({ required: "", "aria-describedby": "check-0-reason-hint" });
    expect(page).not.toContain("Cleared as false positives");

    const cleared = casePage(REVIEWER, {
      ...screened,
      checks: [{ ...SCREENED, status: "PASSED", reasonCode: "CLEARED_BY_REVIEWER", reason: "Born 1975, not the listed person." }],
    });
    expect(cleared).toContain("Cleared as false positives</strong> by a reviewer. Reason: Born 1975, not the listed person.");
    expect(textsOf(cleared, "caption")).toContain("1 listed entry matched: cleared as false positives");
    expect(textsOf(cleared, "td")).toContain("Cleared false positive");
    expectSoundPage(cleared, REVIEWER.csrf);
  });

  test("a screening check without matches shows the lists screened against, or why there are none; the other checks have no screening", () => {
    const none = casePage(
      REVIEWER,
      sampleCase({ checks: [{ ...SCREENED, status: "PASSED", reasonCode: "NO_MATCH", screening: { ...SCREENING, matches: [] } }] }),
    );
    expect(none).toContain("No listed entry reached the screening threshold.");
    expect(textsOf(none, "caption")).toContain("Lists screened against");
    expect(buttons(formTo(none, "/checks/vrf_01")[0] ?? "")).toEqual(["Mark as passed", "Mark as failed"]);
    const pending = casePage(
      REVIEWER,
      sampleCase({ checks: [{ ...SCREENED, status: "PENDING", screening: { ...SCREENING, matches: [], lists: [] } }] }),
    );
    expect(pending).toContain("Not screened yet: the check is pending.");
    expect(casePage(REVIEWER, sampleCase())).not.toContain('id="screening-title"');
  });

  test("documents: an image inline, a PDF in a frame (its response sandboxed), a link to each file, and a verdict on the one pending review", () => {
    const page = casePage(REVIEWER, sampleCase());
    expect(tagsOf(page, "img")[0]?.attrs).toMatchObject({
      src: "/console/cases/case_01/documents/doc_01/file",
      alt: "Passport of Jane Doe",
    });
    expect(tagsOf(page, "iframe")[0]?.attrs).toMatchObject({
      src: "/console/cases/case_01/documents/doc_02/file",
      title: "Certificate of incorporation of the applicant",
    });
    // The file's own response is sandboxed (console.test.ts); a sandboxed frame would show no PDF at all.
    expect(tagsOf(page, "iframe")[0]?.attrs).not.toHaveProperty("sandbox");
    // The file being scanned is not shown yet.
    expect(tagsOf(page, "img")).toHaveLength(1);
    expect(textsOf(page, "a").filter((text) => text === "Open the file")).toHaveLength(2);
    expect(page).toContain("being scanned for malware");

    const [accept, reject] = formTo(page, "/documents/doc_01");
    expect(tagsOf(accept ?? "", "button")[0]?.attrs).toMatchObject({ name: "verdict", value: "ACCEPTED" });
    expect(buttons(accept ?? "")).toEqual(["Accept"]);
    expect(tagsOf(reject ?? "", "button")[0]?.attrs).toMatchObject({ name: "verdict", value: "REJECTED" });
    expect(buttons(reject ?? "")).toEqual(["Reject"]);
    expect(reject).toMatch(/<label for="([^"]+)">Reason code<\/label>\s*<select id="\1" name="reason_code" required>/);
    const codes = tagsOf(reject ?? "", "option")
      .map((option) => option.attrs.value)
      .filter(Boolean);
    expect(codes).toEqual(DocumentReasonCodeSchema.options.filter((code) => code !== "SUSPECTED_MALWARE"));
    // Accept and Reject of one document are grouped under its name.
    expect(page).toMatch(/<fieldset class="verdict">\s*<legend>Verdict on the Passport of Jane Doe<\/legend>\s*<form/);
  });

  test("the timeline is newest first, each entry with its time, actor, what and detail", () => {
    const page = casePage(REVIEWER, sampleCase());
    const items = textsOf(page, "li").filter((text) => text.includes("UTC"));
    expect(items.map((item) => item.replace(/\s+/g, " "))).toEqual([
      "2026-11-27 11:50 UTC rita@ops.example Note Called the customer.",
      "2026-11-27 11:00 UTC system Case opened",
      "2026-11-27 07:00 UTC integrator Application submitted",
    ]);
    expect(page).toMatch(/<ol class="timeline">/);
  });

  test("notes are added with a labelled Note", () => {
    const [form] = formTo(casePage(APPROVER, sampleCase()), "/notes");
    expect(form).toContain('<label for="note">Note</label>');
    expect(tagsOf(form ?? "", "textarea")[0]?.attrs).toMatchObject({ name: "note", id: "note" });
    expect(buttons(form ?? "")).toEqual(["Add note"]);
  });

  test("a flash message is a status after a success and an alert after an error", () => {
    const success = casePage(REVIEWER, sampleCase({ flash: { kind: "success", text: "Case claimed." } }));
    expect(success).toMatch(/<div class="flash flash--success" role="status"><p>Case claimed\.<\/p><\/div>/);
    const error = casePage(REVIEWER, sampleCase({ flash: { kind: "error", text: "Held by a@b.example since 10:00." } }));
    expect(error).toMatch(/role="alert"><p>Held by a@b\.example since 10:00\.<\/p>/);
  });
});

const CUSTOMER: NonNullable<CasePage["customer"]> = {
  customerId: "cus_123",
  status: "ACTIVE",
  riskRating: "MEDIUM",
  riskFactors: [{ code: "HIGH_RISK_COUNTRY", weight: 40, detail: "Nationality IR" }],
  ratedAt: at(-60 * 24 * 365),
  nextReviewAt: at(-60),
};
const ALERT: NonNullable<CasePage["alerts"]>[number] = {
  alertId: "alt_01",
  check: "WATCHLIST",
  subject: "Jane Doe",
  screened: { kind: "person", name: "Jane Q Doe", dateOfBirth: "1971-03-09", nationality: "JO" },
  match: SCREENING.matches[0] as NonNullable<CasePage["alerts"]>[number]["match"],
  raisedAt: at(-30),
};

/** A case opened after approval: a monitoring alert's (two open alerts) unless overridden. */
const afterApproval = (overrides: Partial<CasePage> = {}) =>
  sampleCase({
    reason: "MONITORING_ALERT",
    application: { ...sampleCase().application, status: "APPROVED", requirements: [] },
    customer: CUSTOMER,
    alerts: [ALERT, { ...ALERT, alertId: "alt_02", check: "PEP", subject: "applicant", match: { ...ALERT.match, entryId: "7001" } }],
    ...overrides,
  });

describe("a case opened after approval", () => {
  test("a monitoring alert: the customer, each alert's entry beside the name as screened, a resolution per alert with a reason for the reviewer holding it; none of the onboarding's decisions", () => {
    const page = casePage(REVIEWER, afterApproval());
    expectSoundPage(page, REVIEWER.csrf);
    for (const heading of ["Customer", "Open monitoring alerts"]) {
      expect(textsOf(page, "h2"), heading).toContain(heading);
    }
    expect(page).toContain("<code>cus_123</code>");
    expect(page).toContain("High risk country (weight 40): Nationality IR");
    expect(page).toContain('<span class="tag tag--attention">Medium</span>');
    expect(textsOf(page, "h3")).toEqual(
      expect.arrayContaining(["Watchlist alert on Jane Doe", "Politically exposed person alert on the applicant"]),
    );
    expect(page).toContain("<dd>Jane Q Doe</dd>");
    expect(page).toContain("<code>7001</code>");
    expect(page).not.toContain("<dt>Approval</dt>");
    const names = buttons(page);
    expect(count(names, "Resolve as a false positive")).toBe(2);
    expect(count(names, "Confirm as a true positive: restricts the customer")).toBe(2);
    expect(page).toContain("true positive restricts the customer</strong>");
    for (const name of ["Propose approval", "Approve", "Request changes", "Reject", "Mark as passed", "Accept", "Complete review"]) {
      expect(names, name).not.toContain(name);
    }
    const [form] = formTo(page, "/alerts/alt_01");
    expect(tagsOf(form ?? "", "textarea")[0]?.attrs).toMatchObject({ name: "reason", required: "" });
    expect(tagsOf(form ?? "", "button").map((button) => button.attrs.value)).toEqual(["FALSE_POSITIVE", "TRUE_POSITIVE"]);

    // An approver holding it, and a reviewer who does not, read the alerts and resolve none.
    for (const [signedIn, model] of [
      [APPROVER, afterApproval({ holder: holderOf(APPROVER) })],
      [REVIEWER, afterApproval({ holder: holderOf(ADMIN) })],
    ] as const) {
      const read = casePage(signedIn, model);
      expect(read).toContain("<code>7001</code>");
      expect(formsOf(read).some((candidate) => candidate.includes("/alerts/"))).toBe(false);
      expect(buttons(read)).not.toContain("Approve");
    }
    expect(casePage(REVIEWER, afterApproval({ alerts: [] }))).toContain("No alert is open on this customer.");
  });

  test("a periodic review: the customer's rating, factors and dates, and Complete review with an optional note for the reviewer holding it", () => {
    const review = afterApproval({ reason: "PERIODIC_REVIEW", alerts: undefined, customer: { ...CUSTOMER, status: "RESTRICTED" } });
    delete review.alerts;
    const page = casePage(REVIEWER, review);
    expectSoundPage(page, REVIEWER.csrf);
    expect(textsOf(page, "h2")).not.toContain("Open monitoring alerts");
    expect(page).toContain('<span class="tag tag--bad">Restricted</span>');
    expect(page).toContain(`<time datetime="${CUSTOMER.ratedAt.toISOString()}">`);
    expect(page).toContain(`<time datetime="${CUSTOMER.nextReviewAt?.toISOString()}">`);
    expect(buttons(page)).toEqual(expect.arrayContaining(["Complete review", "Release"]));
    for (const name of ["Propose approval", "Approve", "Request changes", "Reject", "Mark as passed", "Accept"]) {
      expect(buttons(page), name).not.toContain(name);
    }
    const [form] = formTo(page, "/complete-review");
    const note = tagsOf(form ?? "", "textarea")[0];
    expect(note?.attrs).toMatchObject({ name: "note", id: "complete-review-note" });
    expect(note?.attrs.required).toBeUndefined();
    expect(buttons(casePage(APPROVER, { ...review, holder: holderOf(APPROVER) }))).not.toContain("Complete review");
    expect(casePage(REVIEWER, { ...review, customer: { ...CUSTOMER, nextReviewAt: null } })).toContain("None scheduled");
  });

  test("the queue says what needs a person: a monitoring alert case's open alerts, a due periodic review", () => {
    const [row] = sampleQueue().rows as QueuePage["rows"];
    const page = queuePage(
      REVIEWER,
      sampleQueue({
        rows: [
          { ...(row as QueuePage["rows"][number]), reason: "MONITORING_ALERT", checks: {}, documentsPending: 0, alertsOpen: 2 },
          { ...(row as QueuePage["rows"][number]), caseId: "case_03", reason: "PERIODIC_REVIEW", checks: {}, documentsPending: 0 },
        ],
      }),
    );
    const rows = [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((match) => textsOf(match[1] ?? "", "td").slice(2, 5));
    expect(rows).toEqual([
      ["Monitoring alert", "Open", "2 alerts open"],
      ["Periodic review", "Open", "Periodic review due"],
    ]);
  });
});

const EVIL = "<script>alert(1)</script>";
const ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;";

describe("escaping", () => {
  test("every value from the model is escaped, in text and in attributes", () => {
    const signedIn = { ...REVIEWER, name: EVIL, email: `"><b>x</b>@example`, csrf: `"><script>` };
    const model = sampleCase({
      holder: holderOf(signedIn),
      application: {
        ...sampleCase().application,
        name: EVIL,
        fields: [{ label: EVIL, value: EVIL, revealPointer: `/"><script>` }],
        people: [{ individualId: "ind_1", name: EVIL, roles: EVIL, fields: [] }],
        requirements: [{ pointer: EVIL, what: EVIL, blocks: EVIL }],
      },
      checks: [
        { verificationId: EVIL, check: EVIL, status: EVIL, reasonCode: EVIL, reason: EVIL, subject: EVIL },
        {
          ...SCREENED,
          verificationId: "vrf_evil",
          status: "PASSED",
          reasonCode: "CLEARED_BY_REVIEWER",
          reason: EVIL,
          screening: {
            subject: { kind: "organization", name: EVIL, country: EVIL },
            matches: [
              { source: EVIL, entryId: EVIL, entryName: EVIL, matchedName: EVIL, score: 1, corroborated: [EVIL], contradicted: [EVIL] },
            ],
            lists: [{ id: EVIL, source: EVIL, publishedAt: null, entryCount: 1 }],
          },
        },
      ],
      documents: [{ ...(sampleCase().documents[0] as CasePage["documents"][number]), type: EVIL, subject: EVIL, fileName: EVIL }],
      timeline: [{ at: NOW, actor: EVIL, what: EVIL, detail: EVIL }],
      flash: { kind: "error", text: EVIL },
    });
    const page = casePage(signedIn, model);
    expect(page).not.toMatch(/<script/i);
    const alerted = casePage(
      signedIn,
      afterApproval({
        holder: holderOf(signedIn),
        customer: { ...CUSTOMER, customerId: EVIL, riskFactors: [{ code: EVIL, weight: 1, detail: EVIL }] },
        alerts: [
          {
            alertId: `"><x`,
            check: EVIL,
            subject: EVIL,
            screened: { kind: "person", name: EVIL, dateOfBirth: EVIL, nationality: EVIL },
            match: {
              source: EVIL,
              entryId: EVIL,
              entryName: EVIL,
              matchedName: EVIL,
              score: 1,
              corroborated: [EVIL],
              contradicted: [EVIL],
            },
            raisedAt: NOW,
          },
        ],
      }),
    );
    expect(alerted).not.toMatch(/<script/i);
    expect(alerted).toContain("/alerts/%22%3E%3Cx");
    expect(alerted).toContain(`<dd>${ESCAPED}</dd>`);
    expectSoundPage(alerted);
    expect(page).not.toContain("<b>x</b>");
    expect(page).toContain(`<h1>${ESCAPED}</h1>`);
    expect(page).toContain(`<title>${ESCAPED} – Review console</title>`);
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(page).toContain("/checks/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expectSoundPage(page);

    const queue = queuePage(signedIn, {
      ...sampleQueue(),
      rows: [{ ...(sampleQueue().rows[0] as QueuePage["rows"][number]), name: EVIL, caseId: `"><x` }],
      next: "javascript:alert(1)",
    });
    expect(queue).not.toMatch(/<script/i);
    expect(queue).toContain(`>${ESCAPED}</a>`);
    expect(queue).toContain('href="/console/cases/%22%3E%3Cx"');
    expect(queue).not.toContain("javascript:");
    expectSoundPage(queue);

    const signIn = signInPage({ ssoConfigured: true, error: EVIL });
    expect(signIn).not.toMatch(/<script/i);
    expect(signIn).toContain(ESCAPED);
  });
});

function sampleQueue(overrides: Partial<QueuePage> = {}): QueuePage {
  return {
    filter: "unclaimed",
    counts: { all: 12, mine: 3, unclaimed: 4, awaiting_approval: 2, overdue: 1 },
    rows: [
      {
        caseId: "case_01",
        applicationId: "app_01",
        applicationType: "INDIVIDUAL",
        name: "Jane Doe",
        reason: "SUBMISSION",
        status: "OPEN",
        checks: { NEEDS_REVIEW: 1, FAILED: 1, PASSED: 5 },
        documentsPending: 2,
        dueAt: at(200),
        openedAt: at(-60),
      },
      {
        caseId: "case_02",
        applicationId: "app_02",
        applicationType: "CORPORATION",
        name: "Acme Holdings Inc.",
        reason: "DOCUMENT_UPLOADED",
        status: "AWAITING_APPROVAL",
        checks: {},
        documentsPending: 0,
        holder: holderOf(REVIEWER),
        dueAt: at(-120),
        openedAt: at(-2000),
      },
    ],
    next: "/console/queue?filter=unclaimed&after=case_02",
    now: NOW,
    ...overrides,
  };
}

describe("the queue", () => {
  test("a tab per filter with its count, the current one marked", () => {
    const page = queuePage(REVIEWER, sampleQueue());
    expectSoundPage(page, REVIEWER.csrf);
    const tabs = [
      ...page.matchAll(/<li><a href="([^"]+)"( aria-current="page")?>([^<]+) <span class="tabs__count">(\d+)<\/span><\/a><\/li>/g),
    ];
    expect(tabs.map((tab) => [decode(tab[1] ?? ""), tab[3], tab[4], Boolean(tab[2])])).toEqual([
      ["/console/queue", "All", "12", false],
      ["/console/queue?filter=mine", "Mine", "3", false],
      ["/console/queue?filter=unclaimed", "Unclaimed", "4", true],
      ["/console/queue?filter=awaiting_approval", "Awaiting approval", "2", false],
      ["/console/queue?filter=overdue", "Overdue", "1", false],
    ]);
    expect(page).toContain("<title>Queue – Review console</title>");
    // The navigation's Queue is the current page too.
    expect(page).toContain('<a href="/console/queue" aria-current="page">Queue</a>');
  });

  test("a row per case, in words: link, type, reason, status, what needs review, holder, time left", () => {
    const page = queuePage(REVIEWER, sampleQueue());
    expect(textsOf(page, "caption")).toEqual(["Cases: Unclaimed"]);
    expect(textsOf(page, "th")).toEqual(["Application", "Type", "Reason", "Status", "Needs review", "Held by", "Time left"]);
    expect(tagsOf(page, "th").every((th) => th.attrs.scope === "col")).toBe(true);
    const rows = [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => textsOf(row[1] ?? "", "td"));
    expect(rows).toEqual([
      [
        "Jane Doe",
        "Person",
        "Submission",
        "Open",
        "1 check needs review, 1 failed, 2 documents pending",
        "Unclaimed",
        "3 h 20 min leftDue 2026-11-27 15:20 UTC",
      ],
      [
        "Acme Holdings Inc.",
        "Corporation",
        "Document uploaded",
        "Awaiting approval",
        "Nothing",
        "Rita Reviewer",
        "Overdue by 2 hDue 2026-11-27 10:00 UTC",
      ],
    ]);
    expect(page).toContain('<a href="/console/cases/case_01">Jane Doe</a>');
    expect(page).toContain('<a href="/console/queue?filter=unclaimed&amp;after=case_02" rel="next">Next page</a>');
  });

  test("no rows: a sentence instead of the table, and no next page", () => {
    const page = queuePage(REVIEWER, sampleQueue({ filter: "mine", rows: [], next: undefined }));
    expectSoundPage(page);
    expect(page).not.toContain("<table");
    expect(page).toContain("You hold no case.");
    expect(page).not.toContain("Next page");
  });

  test("an auditor's queue has no form but signing out", () => {
    const page = queuePage(AUDITOR, sampleQueue({ flash: { kind: "success", text: "Case released." } }));
    expect(formsOf(page)).toHaveLength(1);
    expect(page).toMatch(/role="status"><p>Case released\.<\/p>/);
  });

  test("times left are in hours and minutes, days beyond a day", () => {
    expect(durationWords(200 * 60_000)).toBe("3 h 20 min");
    expect(durationWords(45 * 60_000)).toBe("45 min");
    expect(durationWords(30_000)).toBe("less than 1 min");
    expect(durationWords((26 * 60 + 5) * 60_000)).toBe("1 d 2 h");
    expect(timeLeftWords(at(-120), NOW)).toBe("Overdue by 2 h");
    expect(timeLeftWords(NOW, NOW)).toBe("Overdue by less than 1 min");
  });
});

describe("the frame and the sign-in page", () => {
  test("every page has its language, title, icon, stylesheet, skip link, header and sign-out form", () => {
    const page = queuePage(REVIEWER, sampleQueue());
    expect(page).toContain('<link rel="stylesheet" href="/console/assets/console.css">');
    expect(page).toContain('<link rel="icon" href="/console/assets/icon.svg" type="image/svg+xml">');
    expect(page).toContain('<a class="skip-link" href="#main">');
    expect(page).toContain('<main id="main" tabindex="-1">');
    expect(page).toContain("Review console</a>");
    expect(page).toContain('<span class="operator__name">Rita Reviewer</span>');
    expect(page).toContain("rita@ops.example");
    expect(page).toContain("Roles: Reviewer");
    const [signOut] = formTo(page, "/console/sign-out");
    expect(signOut).toContain('<input type="hidden" name="_csrf" value="csrf-of-rita">');
    expect(buttons(signOut ?? "")).toEqual(["Sign out"]);
  });

  test("sign-in with single sign-on configured: the link to it, and nothing else", () => {
    const page = signInPage({ ssoConfigured: true });
    expectSoundPage(page);
    expect(page).toContain('<a class="button" href="/console/sign-in/sso">Sign in with single sign-on</a>');
    expect(formsOf(page)).toHaveLength(0);
    expect(page).not.toContain("Sign out");
    expect(page).toContain("<title>Sign in – Review console</title>");
  });

  test("sign-in without single sign-on: how to sign in in development; an error in words as an alert", () => {
    const page = signInPage({ ssoConfigured: false, error: "This e-mail is not an operator here, or its operator is disabled." });
    expectSoundPage(page);
    expect(page).not.toContain("/console/sign-in/sso");
    expect(page).toContain("Single sign-on is not configured");
    expect(page).toContain("<code>pnpm start</code>");
    expect(page).toContain("<code>pnpm admin operators login-link EMAIL</code>");
    expect(page).toMatch(/role="alert"><p>This e-mail is not an operator here, or its operator is disabled\.<\/p>/);
  });
});

describe("the assets", () => {
  test("every pair of text and background of the stylesheet reads at 4.5:1 or more", () => {
    const c = CONSOLE_PALETTE;
    const pairs: [string, string][] = [
      [c.ink, c.paper],
      [c.muted, c.paper],
      [c.muted, c.surface],
      [c.ink, c.surface],
      [c.brand, c.paper],
      [c.brand, c.surface],
      [c.paper, c.brand],
      [c.paper, c.good],
      [c.paper, c.danger],
      [c.danger, c.paper],
      [c.ink, c.attention],
      [c.ink, c.quiet],
    ];
    for (const [text, background] of pairs) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("the stylesheet shows focus and loads nothing; the icon is an SVG", () => {
    expect(CONSOLE_STYLESHEET).toContain("button:focus");
    expect(CONSOLE_STYLESHEET).toMatch(/outline:3px solid/);
    expect(CONSOLE_STYLESHEET).not.toMatch(/url\(|@import/);
    expect(CONSOLE_ICON).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expect(CONSOLE_ICON).not.toMatch(/<script|href=/i);
  });
});
