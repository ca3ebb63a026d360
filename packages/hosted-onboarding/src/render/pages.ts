import type { Application, Requirement } from "@onboarding/core";
import { valueAt } from "../form-values.ts";
import { html, type SafeHtml } from "../html.ts";
import type { Messages } from "../locales/messages.ts";
import type { Step, StepField } from "../steps.ts";
import { subjectsOf } from "../subjects.ts";
import { inputId, labelOf, optionLabel, renderField, type Shown, type Wording } from "./fields.ts";
import { layout, type PageError } from "./layout.ts";
import { filledFields, fullSummary, subjectHeading, summaryList } from "./summary.ts";

/** What every page of a session is drawn with. */
export interface PageFrame extends Wording {
  stylesheet: string;
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

const progressOf = (frame: PageFrame, step: Step) => {
  const left =
    frame.steps.length -
    Math.max(
      0,
      frame.steps.findIndex((candidate) => candidate.id === step.id),
    );
  return frame.messages.ui.stepsLeft(left);
};

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

/** The fields step: what is on file already for this part, then each field still needed. */
export function fieldsPage(
  frame: PageFrame,
  step: Extract<Step, { kind: "fields" }>,
  posted: Record<string, unknown> | undefined,
  errors: Map<string, string>,
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
  // A sensitive value is never sent back in clear: not what is on file, nor what was typed before an error.
  const shownOf = (field: StepField): Shown => {
    if (field.info.facts?.sensitive) {
      return [];
    }
    const raw = posted ? posted[field.pointer] : field.changeRequested ? valueAt(frame.application, field.pointer) : undefined;
    return (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map(String);
  };
  const masked = (field: StepField) => {
    const value = field.info.facts?.sensitive ? valueAt(frame.application, field.pointer) : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const pageErrors: PageError[] = step.fields
    .filter((field) => errors.has(field.pointer))
    .map((field) => ({ target: inputId(field.pointer), label: labelOf(frame, field.info), detail: errors.get(field.pointer) ?? "" }));
  const body = html`${onFile.length > 0 ? html`<details class="on-file"><summary>${frame.messages.ui.alreadyOnFile}</summary>${summaryList(onFile)}</details>` : ""}
<form method="post" action="${frame.base}/step/${step.id}" novalidate>
${csrfField(frame)}
${step.fields.map((field) => renderField(frame, field, shownOf(field), errors.get(field.pointer), masked(field)))}
<button type="submit" class="button">${frame.messages.ui.saveAndContinue}</button>
</form>`;
  return layout({ ...pageFrame(frame), title: stepTitle(frame, step), progress: progressOf(frame, step), errors: pageErrors, body });
}

const sameSubject = (a: { kind: string; id?: string }, b: { kind: string; id?: string }) => a.kind === b.kind && a.id === b.id;

const pageFrame = (frame: PageFrame) => ({ lang: frame.lang, messages: frame.messages, stylesheet: frame.stylesheet });

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
  return layout({ ...pageFrame(frame), title: ui.documentsTitle, progress: progressOf(frame, step), errors, body });
}

/** The last step: everything on file, what only the integrator can still give, the terms, the attestation, submit. */
export function confirmPage(
  frame: PageFrame,
  step: Extract<Step, { kind: "confirm" }>,
  errors: { terms?: string; attest?: string; other?: string },
): string {
  const { ui } = frame.messages;
  const checkbox = (name: "terms" | "attest", label: string, error: string | undefined) =>
    html`<div class="field${error ? " field--error" : ""}">${
      error ? html`<p class="error-message" id="c-${name}-error"><span class="visually-hidden">${ui.errorPrefix}</span> ${error}</p>` : ""
    }<div class="choice"><input type="checkbox" id="c-${name}" name="${name}" value="yes"${
      error ? html` aria-invalid="true" aria-describedby="c-${name}-error"` : ""
    }><label for="c-${name}">${label}</label></div></div>`;
  const pageErrors: PageError[] = [
    ...(errors.terms ? [{ target: "c-terms", detail: errors.terms }] : []),
    ...(errors.attest ? [{ target: "c-attest", detail: errors.attest }] : []),
    ...(errors.other ? [{ detail: errors.other }] : []),
  ];
  const body = html`<p>${ui.confirmIntro}</p>
<h2>${ui.summaryTitle}</h2>
${fullSummary(frame, frame.application)}
${step.unresolved.length > 0 ? html`<div class="notice"><p>${ui.notOnThisPage}</p><ul>${step.unresolved.map((requirement) => html`<li>${requirement.message}</li>`)}</ul></div>` : ""}
<form method="post" action="${frame.base}/submit" novalidate>
${csrfField(frame)}
${checkbox("terms", ui.acceptTerms, errors.terms)}
${checkbox("attest", ui.attest, errors.attest)}
<button type="submit" class="button">${ui.submit}</button>
</form>`;
  return layout({ ...pageFrame(frame), title: ui.confirmTitle, progress: progressOf(frame, step), errors: pageErrors, body });
}

/** A page that is not a step: a link that cannot be used, a finished session, a refusal. */
export function messagePage(
  wording: Wording & { stylesheet: string },
  title: string,
  text: string,
  link?: { href: string; label: string },
): string {
  const body = html`<p>${text}</p>${link ? html`<p><a class="button" href="${link.href}">${link.label}</a></p>` : ""}`;
  return layout({ lang: wording.lang, messages: wording.messages, stylesheet: wording.stylesheet, title, body });
}

export type { Messages };
