import { DocumentReasonCodeSchema } from "@onboarding/core";
import { html, type SafeHtml } from "@onboarding/hosted-onboarding";
import { laneOf } from "../../cases/case-values.ts";
import { consoleLayout } from "./layout.ts";
import type {
  CasePage,
  ScreenedSubject,
  ShownAlert,
  ShownCheck,
  ShownCustomer,
  ShownDocument,
  ShownField,
  ShownMatch,
  ShownScreening,
  SignedIn,
  TimelineEntry,
} from "./model.ts";
import {
  APPLICATION_TYPE_WORDS,
  CASE_REASON_WORDS,
  CASE_STATUS_WORDS,
  casePath,
  counted,
  csrfInput,
  isOverdue,
  localHref,
  subjectLabel,
  subjectWords,
  timeElement,
  timeLeftWords,
  wordsOf,
} from "./words.ts";

/** What an operator may do on a case, each its own form: POST /console/cases/{case id}/{path}. */
export type CaseAction =
  | "claim"
  | "reassign"
  | "release"
  | "propose"
  | "approve"
  | "confirm"
  | "send-back"
  | "request-changes"
  | "reject"
  | "complete-review";

/** What the case page offers the signed-in operator. The server checks each action again: the page only shows or hides. */
export interface CaseOffer {
  /** No role that acts (an auditor): the page shows no form but signing out. */
  readOnly: boolean;
  /** The case's actions, in the order the page shows them. */
  actions: readonly CaseAction[];
  /** The operator proposed the approval awaiting confirmation (another approver confirms it). */
  proposedByMe: boolean;
  /** The operator works the case (a reviewer or admin holding it in review): it marks checks and reviews documents. */
  works: boolean;
  /** The operator resolves the open alerts of the monitoring alert case (a reviewer or admin holding it in review). */
  resolvesAlerts: boolean;
  /** It may reveal a masked value and add notes. */
  acts: boolean;
}

/**
 * What the operator may do, from its roles and the case's state: reviewers work cases (claim, checks, documents,
 * change requests, proposals), approvers decide (approve when one approver is enough, confirm or send back another's
 * proposal, reject), admins do both and take over a case held by someone else, auditors only read. A case opened
 * after approval has none of the onboarding's decisions: a reviewer resolves its monitoring alerts, or completes its
 * periodic review.
 */
export function caseOffer(signedIn: SignedIn, page: CasePage): CaseOffer {
  const has = (...roles: SignedIn["roles"][number][]) => roles.some((role) => signedIn.roles.includes(role));
  const acts = has("reviewer", "approver", "admin");
  const reviews = has("reviewer", "admin");
  const decides = has("approver", "admin");
  const mine = page.holder?.operatorId === signedIn.operatorId;
  const inReview = page.status === "IN_REVIEW";
  const awaiting = page.status === "AWAITING_APPROVAL";
  const proposedByMe = awaiting && page.proposal?.proposedBy.operatorId === signedIn.operatorId;
  if (!acts) {
    return { readOnly: true, actions: [], proposedByMe, works: false, resolvesAlerts: false, acts: false };
  }
  const onboarding = laneOf(page.reason) === "ONBOARDING";
  const working = reviews && mine && inReview;
  const claimable = page.status === "OPEN" || inReview;
  const actions: CaseAction[] = [];
  const offer = (action: CaseAction, when: boolean) => {
    if (when) {
      actions.push(action);
    }
  };
  offer("claim", claimable && !page.holder);
  offer("reassign", claimable && page.holder !== undefined && !mine && has("admin"));
  offer("propose", onboarding && working);
  offer("approve", onboarding && decides && mine && inReview && !page.fourEyes);
  offer("confirm", onboarding && decides && awaiting && !proposedByMe);
  offer("send-back", onboarding && decides && awaiting && !proposedByMe);
  offer("request-changes", onboarding && working);
  offer("reject", onboarding && decides && ((mine && inReview) || (awaiting && !proposedByMe)));
  offer("complete-review", page.reason === "PERIODIC_REVIEW" && working);
  offer("release", mine && page.status !== "RESOLVED");
  return {
    readOnly: false,
    actions,
    proposedByMe,
    works: onboarding && working,
    resolvesAlerts: page.reason === "MONITORING_ALERT" && working,
    acts,
  };
}

/** Each action's form: its path, its button, and, when it takes a reason, the legend of its group. */
const ACTIONS: Record<CaseAction, { path: string; button: string; legend?: string; danger?: boolean }> = {
  claim: { path: "claim", button: "Claim" },
  reassign: { path: "claim", button: "Reassign to me" },
  release: { path: "release", button: "Release" },
  propose: { path: "propose", button: "Propose approval", legend: "Propose to approve the application" },
  approve: { path: "approve", button: "Approve", legend: "Approve the application" },
  confirm: { path: "confirm", button: "Confirm approval" },
  "send-back": { path: "send-back", button: "Send back", legend: "Send the proposal back to review" },
  "request-changes": { path: "request-changes", button: "Request changes", legend: "Request changes from the customer" },
  reject: { path: "reject", button: "Reject", legend: "Reject the application", danger: true },
  "complete-review": { path: "complete-review", button: "Complete review", legend: "Complete the periodic review" },
};

/** A reason, required, as every decision and override of the console records one (at most 500 characters, as the API). */
const reasonField = (id: string, hint?: string) => html`<div class="field">
<label for="${id}">Reason</label>
${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ""}<textarea id="${id}" name="reason" rows="3" maxlength="500" required${hint ? html` aria-describedby="${id}-hint"` : ""}></textarea>
</div>`;

/** Completing a periodic review takes no reason: a note, if the reviewer has one, is kept in the timeline. */
const reviewNoteField = html`<div class="field">
<label for="complete-review-note">Note (optional)</label>
<p class="hint" id="complete-review-note-hint">What the review found: kept in the timeline. The customer is rated again and its next review scheduled.</p>
<textarea id="complete-review-note" name="note" rows="3" aria-describedby="complete-review-note-hint"></textarea>
</div>`;

function actionForm(page: CasePage, csrf: string, action: CaseAction): SafeHtml {
  const { path, button, legend, danger } = ACTIONS[action];
  const buttonHtml = html`<button type="submit" class="${danger ? "button button--danger" : action === "release" ? "button button--secondary" : "button"}">${button}</button>`;
  if (!legend) {
    return html`<form method="post" action="${casePath(page.caseId, path)}" class="action">
${csrfInput(csrf)}${action === "reassign" ? html`\n<input type="hidden" name="reassign" value="true">` : ""}
${buttonHtml}
</form>`;
  }
  const fields =
    action === "request-changes"
      ? html`<div class="field">
<label for="request-changes-fields">Fields to change</label>
<p class="hint" id="request-changes-fields-hint">JSON pointers separated by spaces, such as /customer_details/mailing_address</p>
<input type="text" id="request-changes-fields" name="fields" required spellcheck="false" autocomplete="off" aria-describedby="request-changes-fields-hint">
</div>`
      : "";
  return html`<form method="post" action="${casePath(page.caseId, path)}" class="action action--reason">
${csrfInput(csrf)}
<fieldset>
<legend>${legend}</legend>
${action === "complete-review" ? reviewNoteField : reasonField(`${action}-reason`)}
${fields}
${buttonHtml}
</fieldset>
</form>`;
}

function holderWords(signedIn: SignedIn, page: CasePage): SafeHtml | string {
  if (!page.holder) {
    return "Unclaimed";
  }
  return page.holder.operatorId === signedIn.operatorId
    ? html`You (${page.holder.email})`
    : html`${page.holder.name} (${page.holder.email})`;
}

function summary(signedIn: SignedIn, page: CasePage): SafeHtml {
  const overdue = isOverdue(page.dueAt, page.now) && page.status !== "RESOLVED";
  return html`<dl class="facts">
<div><dt>Application</dt><dd>${APPLICATION_TYPE_WORDS[page.application.type]}, <code>${page.application.id}</code></dd></div>
<div><dt>Application status</dt><dd>${wordsOf(page.application.status)}</dd></div>
<div><dt>Case status</dt><dd>${CASE_STATUS_WORDS[page.status] ?? page.status}</dd></div>
<div><dt>Opened for</dt><dd>${CASE_REASON_WORDS[page.reason] ?? page.reason}</dd></div>
<div><dt>Held by</dt><dd>${holderWords(signedIn, page)}</dd></div>
<div><dt>Due</dt><dd>${timeElement(page.dueAt)}${
    page.status === "RESOLVED"
      ? ""
      : html`<br><span class="${overdue ? "time-left time-left--overdue" : "time-left"}">${timeLeftWords(page.dueAt, page.now)}</span>`
  }</dd></div>
${
  laneOf(page.reason) === "ONBOARDING"
    ? html`<div><dt>Approval</dt><dd>${page.fourEyes ? "Takes two operators: one proposes, another approver confirms" : "One approver"}</dd></div>`
    : ""
}
</dl>`;
}

function actionsSection(signedIn: SignedIn, page: CasePage, offer: CaseOffer): SafeHtml {
  const proposal = page.proposal
    ? html`<div class="notice"><p>Approval proposed by ${page.proposal.proposedBy.email}${page.proposal.reason ? html`: ${page.proposal.reason}` : "."}</p></div>`
    : "";
  let content: SafeHtml;
  if (offer.readOnly) {
    content = html`<p>You have read-only access: as an auditor you can see everything on this case, and take no action on it.</p>`;
  } else if (page.status === "RESOLVED") {
    content = html`<p>This case is resolved: its decision is in the timeline.</p>`;
  } else {
    const none =
      offer.actions.length === 0 && !offer.proposedByMe
        ? html`<p>There is nothing for you to do on this case now${page.holder && page.holder.operatorId !== signedIn.operatorId ? html`: ${page.holder.name} holds it` : ""}.</p>`
        : "";
    content = html`${offer.proposedByMe ? html`<p>You proposed this approval: another approver confirms it.</p>` : ""}${
      offer.resolvesAlerts ? html`<p>Resolve each open alert below: the case is resolved with the last one.</p>` : ""
    }${none}
<div class="actions">${offer.actions.map((action) => actionForm(page, signedIn.csrf, action))}</div>`;
  }
  return html`<section aria-labelledby="actions-title">
<h2 id="actions-title">Actions</h2>
${proposal}
${content}
</section>`;
}

/** A masked value's form to reveal it, with a reason (recorded in the audit trail), behind a disclosure. */
function revealForm(page: CasePage, csrf: string, field: ShownField, id: string): SafeHtml {
  return html`<details class="reveal">
<summary>Reveal<span class="visually-hidden"> ${field.label}</span></summary>
<form method="post" action="${casePath(page.caseId, "reveal")}">
${csrfInput(csrf)}
<input type="hidden" name="pointer" value="${field.revealPointer}">
${reasonField(`${id}-reason`, "Why you need to see it: the audit trail records it.")}
<button type="submit" class="button button--secondary" aria-describedby="${id}-label">Reveal</button>
</form>
</details>`;
}

function fieldList(page: CasePage, csrf: string, offer: CaseOffer, fields: readonly ShownField[], prefix: string): SafeHtml {
  if (fields.length === 0) {
    return html`<p class="muted">Nothing on file.</p>`;
  }
  return html`<dl class="fields">${fields.map((field, index) => {
    const id = `${prefix}-${index}`;
    return html`<div class="fields__row"><dt id="${id}-label">${field.label}</dt><dd>${field.value}${
      field.revealPointer && offer.acts ? revealForm(page, csrf, field, id) : ""
    }</dd></div>`;
  })}</dl>`;
}

function section(id: string, title: string, body: SafeHtml | string): SafeHtml {
  return html`<section aria-labelledby="${id}-title">
<h2 id="${id}-title">${title}</h2>
${body}
</section>`;
}

function people(page: CasePage, csrf: string, offer: CaseOffer): SafeHtml {
  const { people } = page.application;
  if (people.length === 0) {
    return html`<p class="muted">No person is named on this application.</p>`;
  }
  return html`${people.map(
    (person, index) => html`<section class="person" aria-labelledby="person-${index}-title">
<h3 id="person-${index}-title">${person.name}</h3>
<p class="muted">Roles: ${person.roles || "none given"}</p>
${fieldList(page, csrf, offer, person.fields, `person-${index}-field`)}
</section>`,
  )}`;
}

function requirements(page: CasePage): SafeHtml {
  const open = page.application.requirements;
  if (open.length === 0) {
    return html`<p class="muted">No requirement is open.</p>`;
  }
  return html`<ul class="requirements">${open.map(
    (requirement) =>
      html`<li>${requirement.what} <code>${requirement.pointer}</code> <span class="tag">${wordsOf(requirement.blocks)}</span></li>`,
  )}</ul>`;
}

const STATUS_TAGS: Readonly<Record<string, string>> = {
  PASSED: "tag tag--good",
  ACCEPTED: "tag tag--good",
  FAILED: "tag tag--bad",
  REJECTED: "tag tag--bad",
  QUARANTINED: "tag tag--bad",
  NEEDS_REVIEW: "tag tag--attention",
  PENDING_REVIEW: "tag tag--attention",
  RESTRICTED: "tag tag--bad",
};

const statusTag = (status: string) => html`<span class="${STATUS_TAGS[status] ?? "tag"}">${wordsOf(status)}</span>`;

const hasMatches = (check: ShownCheck) => (check.screening?.matches.length ?? 0) > 0;

/**
 * Whether a reviewer cleared the check's matches as false positives: it has matches and was set to PASSED by hand
 * (CLEARED_BY_REVIEWER, or SET_BY_OPERATOR when it was FAILED before), the reviewer's reason on the check.
 */
const matchesCleared = (check: ShownCheck) =>
  hasMatches(check) && check.status === "PASSED" && (check.reasonCode === "CLEARED_BY_REVIEWER" || check.reasonCode === "SET_BY_OPERATOR");

/**
 * A check's outcome set by hand, with a reason: one form, a button for each outcome, grouped under the check's name.
 * On a check with screening matches, passing it clears them as false positives, as its button says.
 */
function checkForm(page: CasePage, csrf: string, check: ShownCheck, index: number): SafeHtml {
  const id = `check-${index}`;
  const matches = hasMatches(check);
  return html`<form method="post" action="${casePath(page.caseId, "checks", check.verificationId)}" class="check-form">
${csrfInput(csrf)}
<fieldset>
<legend class="visually-hidden">${wordsOf(check.check)} check of ${subjectWords(check.subject)}</legend>
${reasonField(`${id}-reason`, matches ? "Why the listed entries are not this subject: kept with the check, shown with its matches." : undefined)}
<div class="buttons">
<button type="submit" name="status" value="PASSED" class="button">${matches ? "Clear the matches as false positives" : "Mark as passed"}</button>
<button type="submit" name="status" value="FAILED" class="button button--danger">Mark as failed</button>
</div>
</fieldset>
</form>`;
}

function checks(page: CasePage, csrf: string, offer: CaseOffer): SafeHtml {
  if (page.checks.length === 0) {
    return html`<p class="muted">No verification check has run.</p>`;
  }
  return html`<div class="table-wrap">
<table class="table">
<caption>The verification checks of the latest submission</caption>
<thead><tr><th scope="col">Check</th><th scope="col">About</th><th scope="col">Status</th><th scope="col">Reason code</th><th scope="col">Reason</th>${
    offer.works ? html`<th scope="col">Set the outcome</th>` : ""
  }</tr></thead>
<tbody>
${page.checks.map(
  (check, index) => html`<tr>
<td>${wordsOf(check.check)}</td>
<td>${subjectLabel(check.subject)}</td>
<td>${statusTag(check.status)}</td>
<td>${check.reasonCode ? html`<code>${check.reasonCode}</code>` : html`<span class="muted">None</span>`}</td>
<td>${check.reason ?? html`<span class="muted">None</span>`}</td>
${offer.works ? html`<td>${checkForm(page, csrf, check, index)}</td>` : ""}
</tr>`,
)}
</tbody>
</table>
</div>`;
}

/** "Date of birth, Country", or None. */
const evidenceWords = (evidence: readonly string[]) =>
  evidence.length > 0 ? evidence.map(wordsOf).join(", ") : html`<span class="muted">None</span>`;

const orNotGiven = (value: string | null) => value || html`<span class="muted">Not given</span>`;

/** The screened subject's details the lists are compared on, as the application gives them. */
function screenedDetails(subject: ScreenedSubject | undefined): SafeHtml {
  if (!subject) {
    return html`<p class="muted">This subject is no longer on the application.</p>`;
  }
  const rows: [string, string | null][] =
    subject.kind === "person"
      ? [
          ["Name", subject.name],
          ["Date of birth", subject.dateOfBirth],
          ["Nationality", subject.nationality],
        ]
      : [
          ["Legal name", subject.name],
          ["Country", subject.country],
        ];
  return html`<dl class="fields">${rows.map(
    ([label, value]) => html`<div class="fields__row"><dt>${label}</dt><dd>${orNotGiven(value)}</dd></div>`,
  )}</dl>`;
}

/** The head of a table of listed entries that matched, and `more` columns. */
const matchHead = (more: SafeHtml | string) =>
  html`<thead><tr><th scope="col">Listed entry</th><th scope="col">Listed name</th><th scope="col">Name that matched</th><th scope="col">Score</th><th scope="col">Corroborated</th><th scope="col">Contradicted</th>${more}</tr></thead>`;

/** A listed entry that matched, in a row: its source and id, its names, the score, the evidence. */
const matchCells = (match: ShownMatch) => html`<td>${match.source}<br><code>${match.entryId}</code></td>
<td>${match.entryName}</td>
<td>${match.matchedName}</td>
<td>${match.score}</td>
<td>${evidenceWords(match.corroborated)}</td>
<td>${evidenceWords(match.contradicted)}</td>`;

/** The matches beside the screened subject's details; once cleared, labelled as false positives with the reviewer's reason. */
function screeningMatches(check: ShownCheck, screening: ShownScreening, id: string): SafeHtml {
  const cleared = matchesCleared(check);
  const whose = subjectLabel(check.subject);
  return html`${
    cleared
      ? html`<div class="notice"><p><strong>Cleared as false positives</strong> by a reviewer. Reason: ${check.reason ?? html`<span class="muted">none recorded</span>`}</p></div>`
      : ""
  }
<div class="screening__compare">
<div class="screening__subject">
<h4 id="${id}-subject">${whose}, as applied</h4>
${screenedDetails(screening.subject)}
</div>
<div class="table-wrap screening__matches" role="region" aria-labelledby="${id}-matches" tabindex="0">
<table class="table">
<caption id="${id}-matches">${counted(screening.matches.length, "listed entry", "listed entries")} matched${cleared ? ": cleared as false positives" : ""}</caption>
${matchHead(cleared ? html`<th scope="col">Finding</th>` : "")}
<tbody>
${screening.matches.map(
  (match) => html`<tr>
${matchCells(match)}
${cleared ? html`<td><span class="tag tag--good tag--wrap">Cleared false positive</span></td>` : ""}
</tr>`,
)}
</tbody>
</table>
</div>
</div>`;
}

/** The list versions a check screened against: which source, which load, the publisher's date, how many entries. */
function screenedAgainst(check: ShownCheck, screening: ShownScreening): SafeHtml {
  if (screening.lists.length === 0) {
    return html`<p class="muted">${
      check.status === "PENDING"
        ? "Not screened yet: the check is pending."
        : "Not screened against a loaded list: the verification provider answered this check."
    }</p>`;
  }
  return html`<div class="table-wrap">
<table class="table">
<caption>Lists screened against</caption>
<thead><tr><th scope="col">Source</th><th scope="col">Version</th><th scope="col">Published</th><th scope="col">Entries</th></tr></thead>
<tbody>
${screening.lists.map(
  (list) => html`<tr>
<td>${list.source}</td>
<td><code>${list.id}</code></td>
<td>${list.publishedAt ? html`<time datetime="${list.publishedAt.toISOString()}">${list.publishedAt.toISOString().slice(0, 10)}</time>` : html`<span class="muted">Not given</span>`}</td>
<td>${list.entryCount.toLocaleString("en-US")}</td>
</tr>`,
)}
</tbody>
</table>
</div>`;
}

/** Each WATCHLIST and PEP check's screening: its matches beside the subject's details, and the lists it was screened against. */
function screenings(page: CasePage): SafeHtml {
  return html`<p class="muted">Each name is screened against the sanctions and PEP lists in force. Compare every match with the applicant's details before clearing it; list data is shown as published.</p>
${page.checks.map((check, index) => {
  const { screening } = check;
  if (!screening) {
    return "";
  }
  const id = `screening-${index}`;
  return html`<section class="screening" aria-labelledby="${id}-title">
<h3 id="${id}-title">${wordsOf(check.check)} screening of ${subjectWords(check.subject)}</h3>
${
  screening.matches.length > 0
    ? screeningMatches(check, screening, id)
    : screening.lists.length > 0
      ? html`<p>No listed entry reached the screening threshold.</p>`
      : ""
}
${screenedAgainst(check, screening)}
</section>`;
})}`;
}

const RISK_TAGS: Readonly<Record<ShownCustomer["riskRating"], string>> = {
  LOW: "tag tag--good",
  MEDIUM: "tag tag--attention",
  HIGH: "tag tag--bad",
};

/** The approved customer: its id, status, risk rating with the factors that make it, and when it is reviewed next. */
function customerFacts(customer: ShownCustomer): SafeHtml {
  const factors =
    customer.riskFactors.length > 0
      ? html`<ul class="factors">${customer.riskFactors.map(
          (factor) => html`<li>${wordsOf(factor.code)} (weight ${factor.weight}): ${factor.detail}</li>`,
        )}</ul>`
      : html`<span class="muted">None</span>`;
  return html`<dl class="fields">
<div class="fields__row"><dt>Customer</dt><dd><code>${customer.customerId}</code></dd></div>
<div class="fields__row"><dt>Status</dt><dd>${statusTag(customer.status)}</dd></div>
<div class="fields__row"><dt>Risk rating</dt><dd><span class="${RISK_TAGS[customer.riskRating]}">${wordsOf(customer.riskRating)}</span></dd></div>
<div class="fields__row"><dt>Risk factors</dt><dd>${factors}</dd></div>
<div class="fields__row"><dt>Rated</dt><dd>${timeElement(customer.ratedAt)}</dd></div>
<div class="fields__row"><dt>Next review</dt><dd>${customer.nextReviewAt ? timeElement(customer.nextReviewAt) : html`<span class="muted">None scheduled</span>`}</dd></div>
</dl>`;
}

/** An alert's resolution, with a reason: one form, a button for each resolution, grouped under the alert's name. */
function alertForm(page: CasePage, csrf: string, alert: ShownAlert, id: string): SafeHtml {
  return html`<form method="post" action="${casePath(page.caseId, "alerts", alert.alertId)}" class="check-form">
${csrfInput(csrf)}
<fieldset>
<legend>Resolve the alert on ${subjectWords(alert.subject)}</legend>
${reasonField(`${id}-reason`, "Why the listed entry is, or is not, this subject: kept with the alert, in the notes and in the audit trail.")}
<div class="buttons">
<button type="submit" name="resolution" value="FALSE_POSITIVE" class="button">Resolve as a false positive</button>
<button type="submit" name="resolution" value="TRUE_POSITIVE" class="button button--danger">Confirm as a true positive: restricts the customer</button>
</div>
</fieldset>
</form>`;
}

/** A monitoring alert case's open alerts: each listed entry beside the subject as screened, and its resolution. */
function alerts(page: CasePage, csrf: string, offer: CaseOffer): SafeHtml {
  const open = page.alerts ?? [];
  if (open.length === 0) {
    return html`<p class="muted">No alert is open on this customer.</p>`;
  }
  return html`<p class="muted">The customer was screened again as the sanctions and PEP lists changed, and these listed entries matched. Compare each with the customer's details; list data is shown as published.</p>
${
  offer.resolvesAlerts
    ? html`<div class="notice"><p>Resolving an alert as a <strong>true positive restricts the customer</strong>: its status becomes Restricted, and the integrator is told.</p></div>`
    : ""
}
${open.map((alert, index) => {
  const id = `alert-${index}`;
  return html`<section class="screening" aria-labelledby="${id}-title">
<h3 id="${id}-title">${wordsOf(alert.check)} alert on ${subjectWords(alert.subject)}</h3>
<p class="muted">Raised ${timeElement(alert.raisedAt)}, alert <code>${alert.alertId}</code>.</p>
<div class="screening__compare">
<div class="screening__subject">
<h4>${subjectLabel(alert.subject)}, as screened</h4>
${screenedDetails(alert.screened)}
</div>
<div class="table-wrap screening__matches" role="region" aria-labelledby="${id}-match" tabindex="0">
<table class="table">
<caption id="${id}-match">The listed entry that matched</caption>
${matchHead("")}
<tbody>
<tr>
${matchCells(alert.match)}
</tr>
</tbody>
</table>
</div>
</div>
${offer.resolvesAlerts ? alertForm(page, csrf, alert, id) : ""}
</section>`;
})}`;
}

/** The reason codes a reviewer rejects a document with (SUSPECTED_MALWARE is the malware scan's, not a person's). */
const REJECTION_REASON_CODES = DocumentReasonCodeSchema.options.filter((code) => code !== "SUSPECTED_MALWARE");

/** "Passport", "National identity card (front)" */
const documentKind = (document: ShownDocument) =>
  `${wordsOf(document.type)}${document.side ? ` (${wordsOf(document.side).toLowerCase()})` : ""}`;

function documentView(document: ShownDocument, title: string, id: string): SafeHtml {
  if (document.status === "SCANNING") {
    return html`<p class="muted">The file is being scanned for malware: it is shown once the scan finds it clean.</p>`;
  }
  if (document.status === "QUARANTINED") {
    return html`<p class="muted">The malware scan found a threat in this file: it is quarantined and never shown.</p>`;
  }
  const href = localHref(document.fileUrl);
  const view =
    document.contentType === "image/jpeg" || document.contentType === "image/png"
      ? html`<img class="document__image" src="${href}" alt="${title}">`
      : document.contentType === "application/pdf"
        ? // No sandbox attribute: Chromium's PDF viewer shows nothing in a sandboxed frame. The file's response is
          // sandboxed itself (its Content-Security-Policy), served as application/pdf, never sniffed.
          html`<iframe class="document__pdf" src="${href}" title="${title}"></iframe>`
        : "";
  return html`${view ? html`<div class="document__view">${view}</div>` : ""}
<p><a href="${href}" aria-describedby="${id}-title">Open the file</a></p>`;
}

/** A document's verdict: Accept on its own form, Reject on one with a reason code and a reason, grouped under its name. */
function verdictForms(page: CasePage, csrf: string, document: ShownDocument, title: string, id: string): SafeHtml {
  const action = casePath(page.caseId, "documents", document.documentId);
  return html`<fieldset class="verdict">
<legend>Verdict on the ${title}</legend>
<form method="post" action="${action}" class="verdict__accept">
${csrfInput(csrf)}
<button type="submit" name="verdict" value="ACCEPTED" class="button">Accept</button>
</form>
<form method="post" action="${action}" class="verdict__reject">
${csrfInput(csrf)}
<div class="field">
<label for="${id}-reason-code">Reason code</label>
<select id="${id}-reason-code" name="reason_code" required>
<option value="">Choose a reason code</option>
${REJECTION_REASON_CODES.map((code) => html`<option value="${code}">${wordsOf(code)}</option>`)}
</select>
</div>
${reasonField(`${id}-reason`, "The customer reads this reason with the request for a new document.")}
<button type="submit" name="verdict" value="REJECTED" class="button button--danger">Reject</button>
</form>
</fieldset>`;
}

function documents(page: CasePage, csrf: string, offer: CaseOffer): SafeHtml {
  if (page.documents.length === 0) {
    return html`<p class="muted">No document has been uploaded.</p>`;
  }
  return html`${page.documents.map((document, index) => {
    const id = `document-${index}`;
    const title = `${documentKind(document)} of ${subjectWords(document.subject)}`;
    return html`<section class="document" aria-labelledby="${id}-title">
<h3 id="${id}-title">${title}</h3>
<dl class="fields">
<div class="fields__row"><dt>Type</dt><dd>${wordsOf(document.type)}</dd></div>
${document.side ? html`<div class="fields__row"><dt>Side</dt><dd>${wordsOf(document.side)}</dd></div>` : ""}
<div class="fields__row"><dt>Whose</dt><dd>${subjectLabel(document.subject)}</dd></div>
<div class="fields__row"><dt>Status</dt><dd>${statusTag(document.status)}</dd></div>
${document.fileName ? html`<div class="fields__row"><dt>File name</dt><dd>${document.fileName}</dd></div>` : ""}
</dl>
${documentView(document, title, id)}
${document.status === "PENDING_REVIEW" && offer.works ? verdictForms(page, csrf, document, title, id) : ""}
</section>`;
  })}`;
}

function timeline(entries: readonly TimelineEntry[]): SafeHtml {
  if (entries.length === 0) {
    return html`<p class="muted">Nothing has happened yet.</p>`;
  }
  const newestFirst = [...entries].sort((a, b) => b.at.getTime() - a.at.getTime());
  return html`<ol class="timeline">${newestFirst.map(
    (entry) => html`<li>
<p class="timeline__head">${timeElement(entry.at)} <span class="timeline__actor">${entry.actor}</span></p>
<p class="timeline__what">${entry.what}</p>
${entry.detail ? html`<p class="timeline__detail">${entry.detail}</p>` : ""}
</li>`,
  )}</ol>`;
}

function notes(page: CasePage, csrf: string, offer: CaseOffer): SafeHtml {
  if (!offer.acts) {
    return html`<p class="muted">Operators' notes are in the timeline.</p>`;
  }
  return html`<form method="post" action="${casePath(page.caseId, "notes")}">
${csrfInput(csrf)}
<div class="field">
<label for="note">Note</label>
<p class="hint" id="note-hint">Other operators see it in the timeline. It is kept.</p>
<textarea id="note" name="note" rows="3" required aria-describedby="note-hint"></textarea>
</div>
<button type="submit" class="button button--secondary">Add note</button>
</form>`;
}

/**
 * A case: who and what it is about, the actions the operator may take now, the approved customer and its open alerts
 * (a case opened after approval), the application's answers (masked ones revealed on request, with a reason), its
 * people, open requirements, checks and documents, the timeline and notes.
 */
export function casePage(signedIn: SignedIn, page: CasePage): string {
  const offer = caseOffer(signedIn, page);
  const { csrf } = signedIn;
  const body = html`${summary(signedIn, page)}
${actionsSection(signedIn, page, offer)}
${page.customer ? section("customer", "Customer", customerFacts(page.customer)) : ""}
${page.reason === "MONITORING_ALERT" ? section("alerts", "Open monitoring alerts", alerts(page, csrf, offer)) : ""}
${section("application", "Application", fieldList(page, csrf, offer, page.application.fields, "application-field"))}
${section("people", "People", people(page, csrf, offer))}
${section("requirements", "Requirements", requirements(page))}
${section("checks", "Verification checks", checks(page, csrf, offer))}
${page.checks.some((check) => check.screening) ? section("screening", "Sanctions and PEP screening", screenings(page)) : ""}
${section("documents", "Documents", documents(page, csrf, offer))}
${section("timeline", "Timeline", timeline(page.timeline))}
${section("notes", "Notes", notes(page, csrf, offer))}`;
  return consoleLayout({ title: page.application.name, signedIn, ...(page.flash ? { flash: page.flash } : {}), body });
}
