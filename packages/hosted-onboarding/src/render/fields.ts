import type { FieldInfo } from "@onboarding/core";
import type { Control } from "../controls.ts";
import { attr, html, type SafeHtml } from "../html.ts";
import type { FieldErrorKey, Messages } from "../locales/messages.ts";
import type { StepField } from "../steps.ts";

/** The words a field is shown with, in the page's language. */
export interface Wording {
  messages: Messages;
  /** BCP 47 language, for country names. */
  lang: string;
}

/** The id of a field's input, from its pointer. */
export const inputId = (pointer: string) => `f${pointer.replace(/[^A-Za-z0-9]+/g, "-")}`;

export const labelOf = ({ messages }: Wording, info: Pick<FieldInfo, "facts" | "key">) => {
  const label = info.facts?.label ?? info.key;
  return messages.labels[label] ?? label;
};

const helpOf = ({ messages }: Wording, info: FieldInfo) => {
  const help = info.facts?.help;
  return help === undefined ? undefined : (messages.help[help] ?? help);
};

/** How an enumerated value reads: a country's name, a translated option, else the value in words. */
export function optionLabel(wording: Wording, value: string, countries = false): string {
  if (countries) {
    return new Intl.DisplayNames([wording.lang], { type: "region", fallback: "code" }).of(value) ?? value;
  }
  const known = wording.messages.options[value];
  if (known) {
    return known;
  }
  const words = value.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const sortedOptions = (wording: Wording, options: readonly string[], countries: boolean) => {
  const labelled = options.map((value) => ({ value, label: optionLabel(wording, value, countries) }));
  return countries ? labelled.sort((a, b) => a.label.localeCompare(b.label, wording.lang)) : labelled;
};

/**
 * What the page says is wrong with a field, from the code of the error alone (the API's English detail is never shown):
 * the field's own words for the code if it has them (a date out of range), else the code's.
 */
export function fieldErrorText(messages: Messages, key: string, code: string, control?: Control): string {
  const own = messages.fieldErrorsOf[`${key}:${code}`];
  if (own) {
    return own;
  }
  if (code === "required" && control && control.kind !== "text") {
    return messages.ui.chooseRequired;
  }
  if (code === "too_long" && control?.kind === "text" && control.maxLength) {
    return messages.ui.tooLong(control.maxLength);
  }
  return messages.fieldErrors[code as FieldErrorKey] ?? messages.fieldErrors.invalid;
}

/**
 * What the page says is wrong with a whole form (an upload, the submission): its first field's error if it names one,
 * else the error's code in words.
 */
export function formErrorText(messages: Messages, code: string, fields: readonly { pointer: string; code: string }[]): string {
  const [first] = fields;
  if (first) {
    return fieldErrorText(messages, first.pointer.split("/").at(-1) ?? "", first.code);
  }
  return messages.formErrors[code] ?? messages.formErrors.VALIDATION_FAILED ?? messages.ui.somethingWrong;
}

/**
 * What the field shows: the value posted back (after an error, a sensitive one too: it was typed in that same request),
 * else what is on file (never a sensitive value, which is shown masked beside it).
 */
export type Shown = string[];

/** What a browser may fill a text field in with: its facts' autofill token, and nothing for a sensitive field. */
const autocompleteOf = ({ info }: StepField) => (info.facts?.sensitive ? "off" : (info.facts?.autocomplete ?? "off"));

function input(field: StepField, control: Control, shown: Shown, describedBy: string, invalid: boolean): SafeHtml {
  const id = inputId(field.pointer);
  const common = html`id="${id}" name="${field.pointer}"${describedBy ? html` aria-describedby="${describedBy}"` : ""}${attr('aria-invalid="true"', invalid)}`;
  switch (control.kind) {
    case "text": {
      return html`<input ${common} type="${control.inputType}" value="${shown[0] ?? ""}" autocomplete="${autocompleteOf(field)}"${
        control.maxLength ? html` maxlength="${control.maxLength}"` : ""
      }${control.inputMode ? html` inputmode="${control.inputMode}"` : ""} spellcheck="false">`;
    }
    default:
      return html``;
  }
}

function choices(wording: Wording, field: StepField, control: Control, shown: Shown, describedBy: string, invalid: boolean): SafeHtml {
  const id = inputId(field.pointer);
  const described = html`${describedBy ? html` aria-describedby="${describedBy}"` : ""}${attr('aria-invalid="true"', invalid)}`;
  switch (control.kind) {
    case "select":
      return html`<select id="${id}" name="${field.pointer}"${described}${
        field.info.facts?.autocomplete ? html` autocomplete="${field.info.facts.autocomplete}"` : ""
      }><option value="">${wording.messages.ui.chooseOne}</option>${sortedOptions(wording, control.options, control.countries).map(
        (option) => html`<option value="${option.value}"${attr("selected", shown.includes(option.value))}>${option.label}</option>`,
      )}</select>`;
    case "multiselect":
      return html`<select id="${id}" name="${field.pointer}" multiple size="6"${described}>${sortedOptions(
        wording,
        control.options,
        control.countries,
      ).map(
        (option) => html`<option value="${option.value}"${attr("selected", shown.includes(option.value))}>${option.label}</option>`,
      )}</select>`;
    default:
      return input(field, control, shown, describedBy, invalid);
  }
}

/** A group of checkboxes or radios, in a fieldset whose legend is the field's label. */
function fieldset(wording: Wording, field: StepField, legend: SafeHtml, notes: SafeHtml, describedBy: string, shown: Shown): SafeHtml {
  const id = inputId(field.pointer);
  const { control } = field;
  const items =
    control.kind === "yesno"
      ? [
          { value: "true", label: wording.messages.ui.yes },
          { value: "false", label: wording.messages.ui.no },
        ]
      : control.kind === "checkboxes"
        ? control.options.map((value) => ({ value, label: optionLabel(wording, value) }))
        : [];
  const type = control.kind === "yesno" ? "radio" : "checkbox";
  return html`<fieldset class="field" id="${id}" tabindex="-1"${describedBy ? html` aria-describedby="${describedBy}"` : ""}>
<legend>${legend}</legend>${notes}
<div class="choices">${items.map(
    (item, index) =>
      html`<div class="choice"><input type="${type}" id="${id}-${index}" name="${field.pointer}" value="${item.value}"${attr(
        "checked",
        shown.includes(item.value),
      )}><label for="${id}-${index}">${item.label}</label></div>`,
  )}</div>
</fieldset>`;
}

/** One field of a step: label, help, the error if any, and its control. */
export function renderField(wording: Wording, field: StepField, shown: Shown, error: string | undefined, maskedOnFile?: string): SafeHtml {
  const { ui } = wording.messages;
  const id = inputId(field.pointer);
  const label = labelOf(wording, field.info);
  const help = helpOf(wording, field.info);
  const condition = field.requiredWhen;
  const hints = [
    help,
    field.control.kind === "text" && field.control.hint ? ui.forExample(field.control.hint) : undefined,
    condition
      ? ui.requiredIf(
          wording.messages.labels[condition.label] ?? condition.label,
          optionLabel(wording, condition.value, condition.countries),
        )
      : undefined,
    maskedOnFile ? ui.storedMasked(maskedOnFile) : undefined,
  ].filter((hint): hint is string => hint !== undefined);
  const notes = html`${hints.length > 0 ? html`<p class="hint" id="${id}-hint">${hints.join(" ")}</p>` : ""}${
    error ? html`<p class="error-message" id="${id}-error"><span class="visually-hidden">${ui.errorPrefix}</span> ${error}</p>` : ""
  }`;
  const describedBy = [hints.length > 0 ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const legend = html`${label}${condition ? html` <span class="optional">${ui.optional}</span>` : ""}`;
  if (field.control.kind === "yesno" || field.control.kind === "checkboxes") {
    return fieldset(wording, field, legend, notes, describedBy, shown);
  }
  return html`<div class="field${error ? " field--error" : ""}">
<label for="${id}">${legend}</label>${notes}
${choices(wording, field, field.control, shown, describedBy, error !== undefined)}
</div>`;
}
