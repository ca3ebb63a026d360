import type { Application, FieldInfo, OnboardingEditablePart, Requirement } from "@onboarding/core";
import { type Control, controlOf } from "./controls.ts";
import { type Subject, subjectsOf } from "./subjects.ts";

/** One field asked for on a step: where it goes, how it is asked, and what the schema knows of it. */
export interface StepField {
  /** The JSON pointer into the application, as the requirements and the API's errors name it. */
  pointer: string;
  info: FieldInfo;
  control: Control;
  /** Present while the field is needed only for one answer (of another field on the same step). */
  requiredWhen?: { pointer: string; value: string; label: string; countries: boolean };
  /** Asked again because the review asked for a change (the current value is shown, unless sensitive). */
  changeRequested: boolean;
}

/** A step of the page; `open` while something on it is still needed (else it was answered, and can be changed). */
export type Step =
  | { id: string; kind: "fields"; open: boolean; subject: Subject; group: FieldInfo | undefined; fields: StepField[] }
  | { id: string; kind: "documents"; open: boolean; requirements: Requirement[] }
  | { id: string; kind: "confirm"; open: true; unresolved: Requirement[] };

/** Requirements the customer can answer with a field on the page (not documents, checks or the rules across people). */
const FIELD_CODES = new Set(["MISSING", "INVALID", "CHANGES_REQUESTED"]);
const DOCUMENT_CODES = new Set(["DOCUMENT_REQUIRED", "DOCUMENT_REJECTED"]);

/** Whether the page asks the customer for a requirement (a field or a document), so that its step is kept once met. */
export const askable = (requirement: Requirement) =>
  (FIELD_CODES.has(requirement.code) || DOCUMENT_CODES.has(requirement.code)) && requirement.awaiting_action_from === "END_CUSTOMER";

const askedKey = (requirement: Requirement) => `${requirement.pointer} ${requirement.individual_id ?? ""}`;

/**
 * The requirements asked in the session so far, with those open now that are not yet among them (what is stored of
 * the session); `undefined` when nothing is new.
 */
export function askedWith(asked: readonly Requirement[], requirements: readonly Requirement[]): Requirement[] | undefined {
  const known = new Set(asked.map(askedKey));
  const added = requirements.filter((requirement) => askable(requirement) && !known.has(askedKey(requirement)));
  return added.length > 0 ? [...asked, ...added] : undefined;
}

/**
 * What was asked before and is met now, as a requirement the page still makes a step of (so that the answer can be
 * changed): a field as MISSING would be, a document as DOCUMENT_REQUIRED.
 */
function answeredOf(asked: readonly Requirement[], requirements: readonly Requirement[]): Requirement[] {
  const open = new Set(requirements.map(askedKey));
  return asked
    .filter((requirement) => !open.has(askedKey(requirement)))
    .map((requirement) => ({ ...requirement, code: DOCUMENT_CODES.has(requirement.code) ? "DOCUMENT_REQUIRED" : "MISSING" }));
}

export const flatten = (fields: FieldInfo[]): FieldInfo[] => fields.flatMap((info) => [info, ...flatten(info.children)]);

/** A condition with the label of the field it depends on. */
function conditionOf(fields: FieldInfo[], when: { pointer: string; value: string }) {
  const decider = flatten(fields).find((info) => info.pointer === when.pointer);
  const control = decider && controlOf(decider.schema);
  return {
    ...when,
    label: decider?.facts?.label ?? decider?.key ?? when.pointer,
    countries: control?.kind === "select" && control.countries,
  };
}

/** The leaf fields a requirement's pointer names: the field itself, or every field inside the object it names. */
function leavesAt(fields: FieldInfo[], pointer: string): FieldInfo[] {
  const found = flatten(fields).find((info) => info.pointer === pointer);
  if (!found) {
    return [];
  }
  return found.children.length > 0 ? flatten(found.children).filter((info) => info.children.length === 0) : [found];
}

/**
 * The fields steps of one subject (the applicant or corporation, or a person): its top-level fields, then one step per
 * object with something asked, in the schema's order. `asked` collects the requirements they ask; a step is open
 * while one of them is not `answered` already.
 */
function fieldSteps(
  { subject, base, fields }: ReturnType<typeof subjectsOf>[number],
  all: readonly Requirement[],
  answered: ReadonlySet<Requirement>,
  asked: Set<Requirement>,
): Step[] {
  const groups = new Map<string, StepField[]>();
  const openGroups = new Set<string>();
  for (const requirement of all) {
    if (!FIELD_CODES.has(requirement.code) || requirement.awaiting_action_from !== "END_CUSTOMER") {
      continue;
    }
    if (!requirement.pointer.startsWith(`${base}/`)) {
      continue;
    }
    for (const info of leavesAt(fields, requirement.pointer)) {
      const top = info.pointer.slice(base.length + 1).split("/")[0] ?? "";
      const groupKey = info.parents.length > 0 ? top : "";
      const list = groups.get(groupKey) ?? [];
      if (!list.some((existing) => existing.pointer === info.pointer)) {
        list.push({
          pointer: info.pointer,
          info,
          control: controlOf(info.schema),
          ...(requirement.required_when ? { requiredWhen: conditionOf(fields, requirement.required_when) } : {}),
          changeRequested: requirement.code === "CHANGES_REQUESTED",
        });
      }
      groups.set(groupKey, list);
      asked.add(requirement);
      if (!answered.has(requirement)) {
        openGroups.add(groupKey);
      }
    }
  }
  const ownerId = subject.kind === "application" ? "details" : subject.id;
  const order = flatten(fields).map((candidate) => candidate.pointer);
  // Top-level fields first, then the objects in the schema's order.
  return [undefined, ...fields.filter((candidate) => candidate.children.length > 0)].flatMap((info): Step[] => {
    const list = groups.get(info?.key ?? "");
    if (!list || list.length === 0) {
      return [];
    }
    list.sort((a, b) => order.indexOf(a.pointer) - order.indexOf(b.pointer));
    const id = info ? `${ownerId}-${info.key}` : ownerId;
    return [{ id, kind: "fields", open: openGroups.has(info?.key ?? ""), subject, group: info, fields: list }];
  });
}

/**
 * The steps of the page for an application's open requirements: per subject, the fields at its top level, then one
 * step per object (an address, a profile) with something open; then the documents; then the check-and-submit step,
 * always last. Only what the session lets the customer change is asked; the rest is listed on the last step.
 */
export function stepsOf(
  application: Application,
  requirements: Requirement[],
  editable: readonly OnboardingEditablePart[],
  askedBefore: readonly Requirement[] = [],
): Step[] {
  const asked = new Set<Requirement>();
  const answered = new Set(answeredOf(askedBefore, requirements));
  const all = [...requirements, ...answered];
  const steps = subjectsOf(application)
    .filter(({ subject }) => editable.includes(subject.kind === "application" ? "CUSTOMER_DETAILS" : "INDIVIDUALS"))
    .flatMap((subject) => fieldSteps(subject, all, answered, asked));
  const documents = all.filter(
    (requirement) => DOCUMENT_CODES.has(requirement.code) && requirement.awaiting_action_from === "END_CUSTOMER",
  );
  if (editable.includes("DOCUMENTS") && documents.length > 0) {
    for (const requirement of documents) {
      asked.add(requirement);
    }
    const open = documents.some((requirement) => !answered.has(requirement));
    steps.push({ id: "documents", kind: "documents", open, requirements: documents });
  }
  const ownAnswers = new Set(["NOT_ACCEPTED", "NOT_ATTESTED"]);
  const unresolved = requirements.filter(
    (requirement) =>
      !asked.has(requirement) &&
      !ownAnswers.has(requirement.code) &&
      requirement.awaiting_action_from !== "REVIEWER" &&
      requirement.impact === "BLOCKS_SUBMISSION" &&
      // What the page records itself: the address the customer applies from.
      requirement.pointer !== "/customer_details/ip_address",
  );
  steps.push({ id: "confirm", kind: "confirm", open: true, unresolved });
  return steps;
}
