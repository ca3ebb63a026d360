import type { Application, Requirement } from "@onboarding/core";
import { valueAt } from "../form-values.ts";
import { html, type SafeHtml } from "../html.ts";
import type { Messages } from "../locales/messages.ts";
import { flatten, type Step, type StepField } from "../steps.ts";
import { subjectsOf } from "../subjects.ts";
import { fieldErrorText, inputId, labelOf, optionLabel, renderField, type Shown, type Wording } from "./fields.ts";
import { type Brand, layout, newTabLink, type PageError } from "./layout.ts";
import { filledFields, fullSummary, subjectHeading, summaryList } from "./summary.ts";

/** What every page is drawn with: the words, the stylesheet and icon, whose service it is. */
export interface PageWording extends Wording {
  stylesheet: string;
  icon: string;
  brand: Brand;
}

/** What every page of a session is drawn with. */
export interface PageFrame extends PageWording {
  /** The session's pages: /onboard/s/{session id}. */
  base: string;
  /** The token every form sends back (CSRF). */
  csrf: string;
  application: Application;
  steps: readonly Step[];
}

/** A document already uploaded, as the documents step lists it. */
export interface UploadedDocument {
  individual_id: string | null;
  type: string;
  side: string | null;
  file_name: string;
  status: string;
}

const csrfField = (frame: PageFrame) => html`<input type="hidden" name="_csrf" value="${frame.csrf}">`;

/** How many steps are left: those still open (a step reopened to change an answer is not one of them). */
const progressOf = (frame: PageFrame) => frame.messages.ui.stepsLeft(frame.steps.filter((step) => step.open).length);

/** The title of a fields step: the subject, and the object (an address, a profile) when the step is one. */
export function stepTitle(frame: PageFrame, step: Extract<Step, { kind: "fields" }>): string {
  const corporation = frame.application.application_type === "CORPORATION";
  const who = subjectHeading(frame, step.subject, corporation);
  if (!step.group) {
    return step.subject.kind === "individual" ? frame.messages.ui.aboutPerson(step.subject.name) : who;
  }
  const group = labelOf(frame, step.group);
  return step.subject.kind === "individual" ? `${step.subject.name}: ${group}` : group;
}

/** The step before `step`, for its Back link. */
const backOf = (frame: PageFrame, step: Step) => {
  const index = frame.steps.findIndex((candidate) => candidate.id === step.id);
  const previous = index > 0 ? frame.steps[index - 1] : undefined;
  return previous ? `${frame.base}/step/${previous.id}` : undefined;
};

/**
 * The fields step: what is on file already for this part, then each field asked (with its answer on file, when it was
 * answered before). `errors` are the codes of what is wrong, by field pointer.
 */
export function fieldsPage(
  frame: PageFrame,
  step: Extract<Step, { kind: "fields" }>,
  posted: Record<string, unknown> | undefined,
  errors: ReadonlyMap<string, string>,
): string {
  const onFile = filledFields(
    frame,
    frame.application,
    (step.group
      ? step.group.children
      : (subjectsOf(frame.application).find((s) => sameSubject(s.subject, step.subject))?.fields ?? []).filter(
          (info) => info.children.length === 0,
        )
    ).filter((info) => !step.fields.some((field) => field.pointer === info.pointer)),
  );
  // What the customer typed is shown back after an error, a sensitive value too (it was typed in this very request,
  // and is never dropped); what is on file is shown, except a sensitive value (masked beside the field instead).
  const shownOf = (field: StepField): Shown => {
    const raw = posted ? posted[field.pointer] : field.info.facts?.sensitive ? undefined : valueAt(frame.application, field.pointer);
    return (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map(String);
  };
  const errorOf = (field: StepField) => {
    const code = errors.get(field.pointer);
    return code === undefined ? undefined : fieldErrorText(frame.messages, field.info.key, code, field.control);
  };
  const masked = (field: StepField) => {
    const value = field.info.facts?.sensitive ? valueAt(frame.application, field.pointer) : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const pageErrors: PageError[] = [
    ...step.fields
      .filter((field) => errors.has(field.pointer))
      .map((field) => ({ target: inputId(field.pointer), label: labelOf(frame, field.info), detail: errorOf(field) ?? "" })),
    // An error about no field of the step (the object the fields are in, say) is still said, in the summary.
    ...[...errors]
      .filter(([pointer]) => !step.fields.some((field) => field.pointer === pointer))
      .map(([pointer, code]) => ({ detail: fieldErrorText(frame.messages, pointer.split("/").at(-1) ?? "", code) })),
  ];
  const body = html`${onFile.length > 0 ? html`<details class="on-file"><summary>${frame.messages.ui.alreadyOnFile}</summary>${summaryList(frame, onFile)}</details>` : ""}
<form method="post" action="${frame.base}/step/${step.id}" novalidate>
${csrfField(frame)}
${step.fields.map((field) => renderField(frame, field, shownOf(field), errorOf(field), masked(field)))}
<button type="submit" class="button">${frame.messages.ui.saveAndContinue}</button>
</form>`;
  const title = stepTitle(frame, step);
  return layout({ ...pageFrame(frame), title, back: backOf(frame, step), progress: progressOf(frame), errors: pageErrors, body });
}

const sameSubject = (a: { kind: string; id?: string }, b: { kind: string; id?: string }) => a.kind === b.kind && a.id === b.id;

const pageFrame = (frame: PageWording) => ({
  lang: frame.lang,
  messages: frame.messages,
  stylesheet: frame.stylesheet,
  icon: frame.icon,
  brand: frame.brand,
});

/** The kinds of document a requirement takes, each side of a two-sided one on its own. */
const kindsOf = (requirement: Requirement) =>
  (requirement.document_types ?? []).flatMap((type) =>
    type === "NATIONAL_ID" || type === "DRIVERS_LICENSE" ? [`${type}:FRONT`, `${type}:BACK`] : [type],
  );

function documentForm(frame: PageFrame, requirement: Requirement, index: number, uploaded: UploadedDocument[], error?: string): SafeHtml {
  const { ui } = frame.messages;
  const person = requirement.individual_id
    ? frame.application.application_type === "CORPORATION"
      ? frame.application.individuals.find((individual) => individual.id === requirement.individual_id)
      : undefined
    : undefined;
  const name = person
    ? [person.first_name, person.last_name].filter(Boolean).join(" ")
    : frame.application.application_type === "INDIVIDUAL"
      ? [frame.application.customer_details.first_name, frame.application.customer_details.last_name].filter(Boolean).join(" ")
      : (frame.application.customer_details.registered_name ?? "");
  const id = `doc-${index}`;
  const kindLabel = (kind: string) => {
    const [type, side] = kind.split(":");
    const typeLabel = optionLabel(frame, type ?? kind);
    return side ? `${typeLabel} (${ui.side[side as "FRONT" | "BACK"]})` : typeLabel;
  };
  const mine = uploaded.filter((doc) => doc.individual_id === (requirement.individual_id ?? null));
  return html`<section class="document" aria-labelledby="${id}-title">
<h2 id="${id}-title">${ui.documentFor(name)}</h2>
${requirement.code === "DOCUMENT_REJECTED" ? html`<p class="hint">${ui.rejectedDocument}</p>` : ""}
${mine.length > 0 ? html`<ul class="uploaded">${mine.map((doc) => html`<li>${ui.uploaded(doc.file_name)}</li>`)}</ul>` : ""}
<form method="post" action="${frame.base}/documents" enctype="multipart/form-data" novalidate>
${csrfField(frame)}
${requirement.individual_id ? html`<input type="hidden" name="individual_id" value="${requirement.individual_id}">` : ""}
<div class="field"><label for="${id}-kind">${ui.documentKind}</label>
<select id="${id}-kind" name="kind">${kindsOf(requirement).map((kind) => html`<option value="${kind}">${kindLabel(kind)}</option>`)}</select></div>
<div class="field${error ? " field--error" : ""}"><label for="${id}-file">${ui.documentFile}</label>
<p class="hint" id="${id}-file-hint">${ui.documentFileHint}</p>
${error ? html`<p class="error-message" id="${id}-file-error"><span class="visually-hidden">${ui.errorPrefix}</span> ${error}</p>` : ""}
<input type="file" id="${id}-file" name="file" accept="image/*,application/pdf" aria-describedby="${id}-file-hint${error ? ` ${id}-file-error` : ""}"${
    error ? html` aria-invalid="true"` : ""
  }></div>
<button type="submit" class="button">${ui.upload}</button>
</form>
</section>`;
}

/** The documents step: one upload form per document still needed, with what was uploaded so far. */
export function documentsPage(
  frame: PageFrame,
  step: Extract<Step, { kind: "documents" }>,
  uploaded: UploadedDocument[],
  error?: { index: number; detail: string },
): string {
  const { ui } = frame.messages;
  const errors: PageError[] = error ? [{ target: `doc-${error.index}-file`, detail: error.detail }] : [];
  const body = html`<p>${ui.documentsIntro}</p>
${step.requirements.map((requirement, index) => documentForm(frame, requirement, index, uploaded, error?.index === index ? error.detail : undefined))}
<p><a class="button button--secondary" href="${frame.base}/step/confirm">${ui.continueLater}</a></p>`;
  return layout({
    ...pageFrame(frame),
    title: ui.documentsTitle,
    back: backOf(frame, step),
    progress: progressOf(frame),
    errors,
    body,
  });
}

/** Where a field can be changed: its step, at the field (none for what the customer was not asked on this page). */
const changeLinkOf = (frame: PageFrame) => (pointer: string) => {
  const step = frame.steps.find((candidate) => candidate.kind === "fields" && candidate.fields.some((field) => field.pointer === pointer));
  return step ? `${frame.base}/step/${step.id}#${inputId(pointer)}` : undefined;
};

/** The documents uploaded, with a "Change" link to the documents step, when there is one. */
function documentsSummary(frame: PageFrame, uploaded: readonly UploadedDocument[]): SafeHtml | string {
  const step = frame.steps.find((candidate) => candidate.kind === "documents");
  if (!step && uploaded.length === 0) {
    return "";
  }
  const { ui } = frame.messages;
  const rows = uploaded.map((doc) => ({ pointer: "/documents", title: optionLabel(frame, doc.type), value: doc.file_name }));
  const change = () => (step ? `${frame.base}/step/${step.id}` : undefined);
  return html`<h3>${ui.documentsTitle}</h3>${summaryList(frame, rows, change)}`;
}

/** What is still needed from the integrator: the field's name in the page's language, else the requirement's message. */
function unresolvedText(frame: PageFrame, requirement: Requirement): string {
  const info = subjectsOf(frame.application)
    .flatMap((subject) => flatten(subject.fields))
    .find((candidate) => candidate.pointer === requirement.pointer);
  return info ? labelOf(frame, info) : requirement.message;
}

/** One of the boxes of the last step, with the integrator's link beside it (its terms, its privacy notice), if any. */
function confirmBox(frame: PageFrame, name: "terms" | "attest", label: string, link: { href?: string; text: string }, error?: string) {
  const { ui } = frame.messages;
  const describedBy = [link.href ? `c-${name}-link` : "", error ? `c-${name}-error` : ""].filter(Boolean).join(" ");
  return html`<div class="field${error ? " field--error" : ""}">${
    error ? html`<p class="error-message" id="c-${name}-error"><span class="visually-hidden">${ui.errorPrefix}</span> ${error}</p>` : ""
  }<div class="choice"><input type="checkbox" id="c-${name}" name="${name}" value="yes"${error ? html` aria-invalid="true"` : ""}${
    describedBy ? html` aria-describedby="${describedBy}"` : ""
  }><label for="c-${name}">${label}</label></div>${
    link.href ? html`<p class="hint confirm-link">${newTabLink(frame.messages, link.href, link.text, `c-${name}-link`)}</p>` : ""
  }</div>`;
}

/**
 * The last step: everything on file (each answer given on the page with a "Change" link to its step), what only the
 * integrator can still give, the terms and the attestation with the integrator's links beside them, submit.
 */
export function confirmPage(
  frame: PageFrame,
  step: Extract<Step, { kind: "confirm" }>,
  errors: { terms?: string; attest?: string; other?: string },
  uploaded: readonly UploadedDocument[] = [],
): string {
  const { ui } = frame.messages;
  const { brand } = frame;
  const pageErrors: PageError[] = [
    ...(errors.terms ? [{ target: "c-terms", detail: errors.terms }] : []),
    ...(errors.attest ? [{ target: "c-attest", detail: errors.attest }] : []),
    ...(errors.other ? [{ detail: errors.other }] : []),
  ];
  const body = html`<p>${ui.confirmIntro}</p>
<h2>${ui.summaryTitle}</h2>
${fullSummary(frame, frame.application, changeLinkOf(frame))}
${documentsSummary(frame, uploaded)}
${step.unresolved.length > 0 ? html`<div class="notice"><p>${ui.notOnThisPage}</p><ul>${step.unresolved.map((requirement) => html`<li>${unresolvedText(frame, requirement)}</li>`)}</ul></div>` : ""}
<form method="post" action="${frame.base}/submit" novalidate>
${csrfField(frame)}
${confirmBox(frame, "terms", ui.acceptTerms(brand.name ?? ui.theService), { href: brand.termsUrl, text: ui.readTerms }, errors.terms)}
${confirmBox(frame, "attest", ui.attest, { href: brand.privacyUrl, text: ui.readPrivacy }, errors.attest)}
<button type="submit" class="button">${ui.submit}</button>
</form>`;
  const title = ui.confirmTitle;
  return layout({ ...pageFrame(frame), title, back: backOf(frame, step), progress: progressOf(frame), errors: pageErrors, body });
}

/** A page that is not a step: a link that cannot be used, a finished session, a refusal. */
export function messagePage(wording: PageWording, title: string, text: string, link?: { href: string; label: string }): string {
  const body = html`<p>${text}</p>${link ? html`<p><a class="button" href="${link.href}">${link.label}</a></p>` : ""}`;
  return layout({ ...pageFrame(wording), title, body });
}

export type { Messages };
