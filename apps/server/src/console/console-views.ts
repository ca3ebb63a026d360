import {
  type CorporateIndividual,
  CorporateIndividualSchema,
  CorporationApplicationSchema,
  type FieldInfo,
  fieldsOf,
  fieldTitle,
  type IndividualApplication,
  IndividualApplicationSchema,
  type ScreeningMatch,
  type Verification,
} from "@onboarding/core";
import type { z } from "zod";
import { type ApplicationRecord, maskValue } from "../applications/index.ts";
import { laneOf, QUEUE_FILTERS, type QueueFilter } from "../cases/case-values.ts";
import type { Queryable } from "../db/database.ts";
import type { Operator } from "../operators/operators.ts";
import type { Services } from "../services.ts";
import type {
  CasePage,
  QueuePage,
  ScreenedSubject,
  ShownAlert,
  ShownCustomer,
  ShownField,
  ShownMatch,
  ShownScreening,
  SignedIn,
} from "./views/model.ts";
import { queuePath } from "./views/words.ts";

/** Rows of the queue on a page. */
export const QUEUE_PAGE_SIZE = 50;

export const signedInAs = (operator: Operator, csrf: string): SignedIn => ({
  operatorId: operator.id,
  email: operator.email,
  name: operator.name,
  roles: operator.roles,
  csrf,
});

/** The queue's cursor in a link: the last row's deadline and id. */
const cursorOf = (row: { dueAt: Date; id: string }) => `${row.dueAt.getTime()}.${row.id}`;
function parseCursor(text: unknown): { dueAt: Date; id: string } | undefined {
  const match = typeof text === "string" ? /^(\d{1,15})\.(case_[0-9A-Z]{26})$/.exec(text) : null;
  return match ? { dueAt: new Date(Number(match[1])), id: match[2] as string } : undefined;
}

/** The queue's page for the operator, from the query's filter and cursor (unknown values mean the defaults). */
export async function queueView(db: Queryable, services: Services, operator: Operator, query: Record<string, unknown>): Promise<QueuePage> {
  const filter = (QUEUE_FILTERS as readonly string[]).includes(String(query.filter)) ? (query.filter as QueueFilter) : "all";
  const { rows, hasMore, counts, now } = await services.cases.queue(db, operator, {
    filter,
    after: parseCursor(query.after),
    limit: QUEUE_PAGE_SIZE,
  });
  const holders = new Map(
    (await services.operators.findMany(db, [...new Set(rows.flatMap((row) => row.holderId ?? []))])).map((o) => [o.id, o]),
  );
  const last = rows.at(-1);
  return {
    filter,
    counts,
    now,
    rows: rows.map((row) => {
      const holder = row.holderId ? holders.get(row.holderId) : undefined;
      return {
        caseId: row.id,
        applicationId: row.applicationId,
        applicationType: row.applicationType,
        name: row.name,
        reason: row.reason,
        status: row.status,
        checks: row.checks,
        documentsPending: row.documentsPending,
        alertsOpen: row.alertsOpen,
        ...(holder ? { holder: { operatorId: holder.id, email: holder.email, name: holder.name } } : {}),
        dueAt: row.dueAt,
        openedAt: row.openedAt,
        ...(row.now.getTime() === now.getTime() ? {} : { now: row.now }),
      };
    }),
    ...(hasMore && last ? { next: `${queuePath(filter)}${filter === "all" ? "?" : "&"}after=${encodeURIComponent(cursorOf(last))}` } : {}),
  };
}

/** The leaf fields of a details schema (nested objects flattened), each with its pointer below the details. */
const leaves = (infos: FieldInfo[]): FieldInfo[] => infos.flatMap((info) => (info.children.length > 0 ? leaves(info.children) : [info]));

const valueAt = (details: Record<string, unknown>, pointer: string): unknown =>
  pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), details);

/**
 * The details as the reviewer sees them, in the schema's order with each field's name for people: a sensitive value
 * masked, with the pointer to reveal it, unless it is the one `revealed` (after a reason was given and audited).
 */
function shownFields(schema: z.ZodObject, details: Record<string, unknown>, base: string, revealed: string | undefined): ShownField[] {
  return leaves(fieldsOf(schema)).flatMap((info) => {
    const value = valueAt(details, info.pointer);
    if (value === undefined || value === null || value === "") {
      return [];
    }
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    const pointer = `${base}${info.pointer}`;
    const masked = info.facts?.sensitive && pointer !== revealed;
    return [{ label: fieldTitle(info), value: masked ? maskValue(text) : text, ...(masked ? { revealPointer: pointer } : {}) }];
  });
}

const nameOf = (record: ApplicationRecord) =>
  record.type === "CORPORATION"
    ? String(record.details.registered_name ?? record.id)
    : [record.details.first_name, record.details.last_name].filter(Boolean).join(" ") || record.id;

/** The checks that screen a subject's name against the sanctions and PEP lists. */
const SCREENING_CHECKS: ReadonlySet<string> = new Set(["WATCHLIST", "PEP"]);

const personScreened = (details: IndividualApplication | CorporateIndividual): ScreenedSubject => ({
  kind: "person",
  name: [details.first_name, details.middle_name, details.last_name].filter((part) => part?.trim()).join(" "),
  dateOfBirth: details.date_of_birth ?? null,
  nationality: details.nationality ?? null,
});

/** Whom a check screened, as the application names them now: the applicant, or the person of a corporation. */
function screenedSubject(record: ApplicationRecord, individualId: string | null): ScreenedSubject | undefined {
  if (individualId !== null) {
    const individual = record.individuals.find((candidate) => candidate.id === individualId);
    return individual && personScreened(individual.details);
  }
  return record.type === "INDIVIDUAL"
    ? personScreened(record.details)
    : { kind: "organization", name: record.details.registered_name ?? "", country: record.details.country_of_incorporation ?? null };
}

const shownMatch = (match: ScreeningMatch): ShownMatch => ({
  source: match.source,
  entryId: match.entry_id,
  entryName: match.entry_name,
  matchedName: match.matched_name,
  score: match.score,
  corroborated: match.corroborated,
  contradicted: match.contradicted,
});

/** A WATCHLIST or PEP check's screening as the reviewer compares it: the subject, the matches, the list versions. */
function screeningOf(record: ApplicationRecord, check: Verification): ShownScreening | undefined {
  if (!SCREENING_CHECKS.has(check.check)) {
    return undefined;
  }
  const subject = screenedSubject(record, check.individual_id);
  return {
    ...(subject ? { subject } : {}),
    matches: check.matches.map(shownMatch),
    lists: check.screened_against.map((list) => ({
      id: list.id,
      source: list.source,
      publishedAt: list.published_at ? new Date(list.published_at) : null,
      entryCount: list.entry_count,
    })),
  };
}

/** The approved customer of a case opened after approval (a monitoring alert, a periodic review); none for onboarding's. */
async function customerOf(db: Queryable, services: Services, reason: CasePage["reason"], applicationId: string) {
  if (laneOf(reason) === "ONBOARDING") {
    return {};
  }
  const customer = await services.monitoring.customerOfApplication(db, applicationId);
  const shown: ShownCustomer | undefined = customer && {
    customerId: customer.customer_id,
    status: customer.status,
    riskRating: customer.risk_rating,
    riskFactors: customer.risk_factors,
    ratedAt: new Date(customer.rated_at),
    nextReviewAt: customer.next_review_at === null ? null : new Date(customer.next_review_at),
  };
  return shown ? { customer: shown } : {};
}

/** A monitoring alert case's open alerts, each with whom it screened: the name as screened, the details as applied. */
async function alertsOf(db: Queryable, services: Services, record: ApplicationRecord, subject: (id: string | null) => string) {
  const open = await services.monitoring.openAlertsOfApplication(db, record.id);
  return open.map(
    (alert): ShownAlert => ({
      alertId: alert.id,
      check: alert.check,
      subject: subject(alert.individual_id),
      screened: {
        ...(screenedSubject(record, alert.individual_id) ?? { kind: "person", dateOfBirth: null, nationality: null }),
        name: alert.subject_name,
      },
      match: shownMatch(alert.match),
      raisedAt: new Date(alert.created_at),
    }),
  );
}

/** The case page's data: the case, its application as the reviewer needs it, checks, documents, timeline. */
export type CaseView = Omit<CasePage, "flash">;

export async function caseView(db: Queryable, services: Services, caseId: string, revealed?: string): Promise<CaseView | undefined> {
  const found = await services.cases.find(db, caseId);
  const record = found && (await services.applications.gate.applicant(db, found.applicationId, false));
  if (!found || !record) {
    return undefined;
  }
  const owner = { db, clientId: record.clientId };
  const people = record.type === "CORPORATION" ? record.individuals : [];
  const personName = (id: string | null) => {
    const person = people.find((individual) => individual.id === id);
    return person ? [person.details.first_name, person.details.last_name].filter(Boolean).join(" ") || person.id : "the applicant";
  };
  const [status, checks, documents, timeline, fourEyes, operators] = [
    await services.applications.status(owner, record.id),
    await services.verifications.latest(db, record.id),
    await services.documents.list(owner, record.id, { limit: 100 }),
    await services.cases.timelineOf(db, record),
    await services.cases.fourEyes(db, record.id),
    await services.operators.findMany(
      db,
      [found.holderId, found.proposedBy].filter((id): id is string => id !== null),
    ),
  ];
  const customer = await customerOf(db, services, found.reason, record.id);
  const alerts =
    found.reason === "MONITORING_ALERT"
      ? { alerts: await alertsOf(db, services, record, (id) => (id === null ? "applicant" : personName(id))) }
      : {};
  const operator = (id: string | null) => operators.find((candidate) => candidate.id === id);
  const holder = operator(found.holderId);
  const proposer = operator(found.proposedBy);
  return {
    caseId: found.id,
    status: found.status,
    reason: found.reason,
    dueAt: found.dueAt,
    ...(holder ? { holder: { operatorId: holder.id, email: holder.email, name: holder.name } } : {}),
    ...(found.proposal && proposer
      ? {
          proposal: {
            decision: found.proposal,
            reason: found.proposalReason ?? "",
            proposedBy: { operatorId: proposer.id, email: proposer.email },
          },
        }
      : {}),
    fourEyes: fourEyes !== undefined,
    application: {
      id: record.id,
      type: record.type,
      status: record.status,
      name: nameOf(record),
      fields: shownFields(
        record.type === "CORPORATION" ? CorporationApplicationSchema : IndividualApplicationSchema,
        record.details as Record<string, unknown>,
        "/customer_details",
        revealed,
      ),
      people: people.map((person) => ({
        individualId: person.id,
        name: personName(person.id),
        roles: [person.details.individual_type].flat().filter(Boolean).join(", "),
        fields: shownFields(CorporateIndividualSchema, person.details as Record<string, unknown>, `/individuals/${person.id}`, revealed),
      })),
      requirements: status.requirements.map((requirement) => ({
        pointer: requirement.pointer,
        what: requirement.description,
        blocks: requirement.impact === "BLOCKS_SUBMISSION" ? "submission" : "approval",
      })),
    },
    checks: checks.map((check) => {
      const screening = screeningOf(record, check);
      return {
        verificationId: check.id,
        check: check.check,
        status: check.status,
        reasonCode: check.reason_code,
        reason: check.reason,
        subject: check.document_id ? `document ${check.document_id}` : personName(check.individual_id),
        ...(screening ? { screening } : {}),
      };
    }),
    documents: documents.items.map((document) => ({
      documentId: document.id,
      type: document.type,
      side: document.side,
      status: document.status,
      contentType: document.contentType,
      fileName: document.fileName,
      fileUrl: `/console/documents/${document.id}/file`,
      subject: personName(document.individualId),
    })),
    ...customer,
    ...alerts,
    timeline: timeline.map((line) => ({
      at: new Date(line.at),
      actor: line.actor,
      what: line.what,
      ...(line.detail ? { detail: line.detail } : {}),
    })),
    // The case's deadline is on its client's clock (a sandbox client's may run ahead).
    now: await services.clocks.now(db, record.clientId),
  };
}
