import { html, type SafeHtml } from "@onboarding/hosted-onboarding";
import { QUEUE_FILTERS, type QueueFilter } from "../../cases/case-values.ts";
import { consoleLayout } from "./layout.ts";
import type { QueuePage, QueueRow, SignedIn } from "./model.ts";
import {
  APPLICATION_TYPE_WORDS,
  CASE_REASON_WORDS,
  CASE_STATUS_WORDS,
  casePath,
  counted,
  isOverdue,
  localHref,
  QUEUE_FILTER_WORDS,
  queuePath,
  timeElement,
  timeLeftWords,
} from "./words.ts";

/**
 * What of a case needs a person, in words: "1 check needs review, 1 failed, 2 documents pending" (checks that need
 * review, then failed ones, then documents waiting for a verdict), or "Nothing"; after approval, "2 alerts open" (a
 * monitoring alert case), or "Periodic review due".
 */
export function needsReviewWords(row: Pick<QueueRow, "reason" | "checks" | "documentsPending" | "alertsOpen">): string {
  if (row.reason === "PERIODIC_REVIEW") {
    return "Periodic review due";
  }
  if (row.reason === "MONITORING_ALERT") {
    const open = row.alertsOpen ?? 0;
    return open > 0 ? `${counted(open, "alert", "alerts")} open` : "Nothing";
  }
  const needsReview = row.checks.NEEDS_REVIEW ?? 0;
  const failed = row.checks.FAILED ?? 0;
  const parts: string[] = [];
  if (needsReview > 0) {
    parts.push(`${counted(needsReview, "check", "checks")} ${needsReview === 1 ? "needs" : "need"} review`);
  }
  if (failed > 0) {
    parts.push(needsReview > 0 ? `${failed} failed` : `${counted(failed, "check", "checks")} failed`);
  }
  if (row.documentsPending > 0) {
    parts.push(`${counted(row.documentsPending, "document", "documents")} pending`);
  }
  return parts.length > 0 ? parts.join(", ") : "Nothing";
}

/** What the queue says when a filter has no case. */
const EMPTY_WORDS: Record<QueueFilter, string> = {
  all: "There is no open case: every application has been reviewed.",
  mine: "You hold no case. Claim one from the Unclaimed tab.",
  unclaimed: "No case is waiting to be claimed.",
  awaiting_approval: "No case is awaiting approval.",
  overdue: "No case is overdue.",
};

function tabs(page: QueuePage): SafeHtml {
  return html`<nav class="tabs" aria-label="Filters of the queue">
<ul>${QUEUE_FILTERS.map(
    (filter) =>
      html`<li><a href="${queuePath(filter)}"${filter === page.filter ? html` aria-current="page"` : ""}>${QUEUE_FILTER_WORDS[filter]} <span class="tabs__count">${page.counts[filter] ?? 0}</span></a></li>`,
  )}</ul>
</nav>`;
}

function row(item: QueueRow, now: Date): SafeHtml {
  const overdue = isOverdue(item.dueAt, now);
  return html`<tr>
<td><a href="${casePath(item.caseId)}">${item.name}</a></td>
<td>${APPLICATION_TYPE_WORDS[item.applicationType]}</td>
<td>${CASE_REASON_WORDS[item.reason] ?? item.reason}</td>
<td>${CASE_STATUS_WORDS[item.status] ?? item.status}</td>
<td>${needsReviewWords(item)}</td>
<td>${item.holder ? item.holder.name : html`<span class="muted">Unclaimed</span>`}</td>
<td><span class="${overdue ? "time-left time-left--overdue" : "time-left"}">${timeLeftWords(item.dueAt, now)}</span><br><span class="muted">Due ${timeElement(item.dueAt)}</span></td>
</tr>`;
}

/** The queue: a tab per filter with its count, the cases of the filter, and the link to the next page. */
export function queuePage(signedIn: SignedIn, page: QueuePage): string {
  const label = QUEUE_FILTER_WORDS[page.filter];
  const table =
    page.rows.length === 0
      ? html`<p class="empty">${EMPTY_WORDS[page.filter]}</p>`
      : html`<div class="table-wrap">
<table class="table">
<caption>Cases: ${label}</caption>
<thead><tr><th scope="col">Application</th><th scope="col">Type</th><th scope="col">Reason</th><th scope="col">Status</th><th scope="col">Needs review</th><th scope="col">Held by</th><th scope="col">Time left</th></tr></thead>
<tbody>
${page.rows.map((item) => row(item, item.now ?? page.now))}
</tbody>
</table>
</div>`;
  const body = html`${tabs(page)}
${table}
${page.next ? html`<p class="pager"><a href="${localHref(page.next)}" rel="next">Next page</a></p>` : ""}`;
  return consoleLayout({ title: "Queue", signedIn, current: "queue", ...(page.flash ? { flash: page.flash } : {}), body });
}
