import { type Application, type FieldInfo, fieldTitle } from "@onboarding/core";
import { controlOf } from "../controls.ts";
import { valueAt } from "../form-values.ts";
import { html, type SafeHtml } from "../html.ts";
import { type Subject, subjectsOf } from "../subjects.ts";
import { labelOf, optionLabel, type Wording } from "./fields.ts";

const leaves = (fields: FieldInfo[]): FieldInfo[] => fields.flatMap((info) => (info.children.length > 0 ? leaves(info.children) : [info]));

/** A value on file as the customer reads it: options and countries by name, lists joined, yes/no in words. */
export function shownValue(wording: Wording, info: FieldInfo, value: unknown): string {
  const control = controlOf(info.schema);
  const values = Array.isArray(value) ? value : [value];
  if (control.kind === "yesno") {
    return value ? wording.messages.ui.yes : wording.messages.ui.no;
  }
  if (control.kind === "text") {
    return values.map(String).join(", ");
  }
  const countries = "countries" in control && control.countries;
  return values.map((item) => optionLabel(wording, String(item), countries)).join(", ");
}

/** The fields of `fields` that have a value in the application: label (with the objects it is in) and value. */
export function filledFields(wording: Wording, application: Application, fields: FieldInfo[]) {
  return leaves(fields)
    .map((info) => ({ info, value: valueAt(application, info.pointer) }))
    .filter(({ info }) => info.facts?.providedBy !== "INTEGRATOR")
    .filter(({ value }) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
    .map(({ info, value }) => ({
      pointer: info.pointer,
      title: fieldTitle({
        ...info,
        facts: info.facts && { ...info.facts, label: labelOf(wording, info) },
        parents: info.parents.map((p) => wording.messages.labels[p] ?? p),
      }),
      value: shownValue(wording, info, value),
    }));
}

/** Where a field on file can be changed (its step, at the field), if the customer may change it on the page. */
export type ChangeLink = (pointer: string) => string | undefined;

/** A summary row's "Change" link, whose name says what it changes. */
const changeCell = (wording: Wording, title: string, href: string | undefined) =>
  href
    ? html`<dd class="summary__change"><a href="${href}">${wording.messages.ui.change}<span class="visually-hidden"> ${title}</span></a></dd>`
    : html`<dd class="summary__change"></dd>`;

/** A description list of filled fields (sensitive ones as the API masks them), each with its "Change" link if any. */
export const summaryList = (wording: Wording, rows: { pointer: string; title: string; value: string }[], change?: ChangeLink): SafeHtml =>
  html`<dl class="summary">${rows.map(
    (row) =>
      html`<div class="summary__row"><dt>${row.title}</dt><dd>${row.value}</dd>${change ? changeCell(wording, row.title, change(row.pointer)) : ""}</div>`,
  )}</dl>`;

/** The heading of a subject's part of the summary. */
export const subjectHeading = (wording: Wording, subject: Subject, corporation: boolean) =>
  subject.kind === "individual" ? subject.name : corporation ? wording.messages.ui.aboutCompany : wording.messages.ui.aboutYou;

/** Everything on file, subject by subject: what the check-and-submit step shows. */
export function fullSummary(wording: Wording, application: Application, change?: ChangeLink): SafeHtml {
  const corporation = application.application_type === "CORPORATION";
  return html`${subjectsOf(application).map(({ subject, fields }) => {
    const rows = filledFields(wording, application, fields);
    return rows.length > 0 ? html`<h3>${subjectHeading(wording, subject, corporation)}</h3>${summaryList(wording, rows, change)}` : "";
  })}`;
}
