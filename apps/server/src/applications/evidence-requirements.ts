import {
  type DocumentSide,
  type DocumentStatus,
  type DocumentType,
  type Requirement,
  TWO_SIDED_DOCUMENT_TYPES,
  type Verification,
} from "@onboarding/core";
import type { ApplicationRecord, IndividualRecord } from "./application.ts";

/** What the requirements need to know of a document: its subject, kind and review. */
export interface DocumentSummary {
  id: string;
  individual_id: string | null;
  type: DocumentType;
  side: DocumentSide | null;
  status: DocumentStatus;
  reason_code: string | null;
  reason: string | null;
  created_at: Date;
}

/** A person's proof of identity: any one of these (both sides of a two-sided one). */
const IDENTITY_DOCUMENTS: DocumentType[] = ["PASSPORT", "NATIONAL_ID", "DRIVERS_LICENSE"];

/**
 * The evidence approval waits for: documents (asked up front, from the application's subjects) and the review of
 * checks that need a person. Unlike the fields, these hold up the approval, not the submission: documents may be
 * uploaded before or after submitting, and the review sees the checks.
 */
const BEFORE_APPROVAL = { impact: "BLOCKS_APPROVAL" } as const;

const roles = (individual: IndividualRecord) => individual.details.individual_type;

/** The subjects of an application and the documents each needs. */
function neededDocuments(application: ApplicationRecord): { individualId: string | null; types: DocumentType[]; what: string }[] {
  if (application.type === "INDIVIDUAL") {
    return [{ individualId: null, types: IDENTITY_DOCUMENTS, what: "a passport, national ID card or driver's licence" }];
  }
  return [
    { individualId: null, types: ["CERTIFICATE_OF_INCORPORATION"], what: "the company's certificate of incorporation" },
    ...application.individuals
      .filter((individual) => roles(individual).includes("BENEFICIAL_OWNER"))
      .map((owner) => ({
        individualId: owner.id,
        types: IDENTITY_DOCUMENTS,
        what: `a passport, national ID card or driver's licence of ${[owner.details.first_name, owner.details.last_name].filter(Boolean).join(" ") || "this owner"}`,
      })),
  ];
}

/**
 * Whether a document is refused for good: rejected by the review, or quarantined by the malware scan (treated alike).
 * One still SCANNING counts like one awaiting review.
 */
const refused = (doc: DocumentSummary) => doc.status === "REJECTED" || doc.status === "QUARANTINED";

/** Whether the subject's documents of `type` meet the need: one that is not refused (on each side). */
function met(documents: DocumentSummary[], individualId: string | null, type: DocumentType): boolean {
  const usable = documents.filter((doc) => doc.individual_id === individualId && doc.type === type && !refused(doc));
  return TWO_SIDED_DOCUMENT_TYPES.includes(type)
    ? usable.some((doc) => doc.side === "FRONT") && usable.some((doc) => doc.side === "BACK")
    : usable.length > 0;
}

const pointerOf = (individualId: string | null) => (individualId ? `/individuals/${individualId}/documents` : "/documents");

/** The documents still needed for approval, and those the review rejected (or the scan quarantined) without a replacement yet. */
export function documentRequirements(application: ApplicationRecord, documents: DocumentSummary[]): Requirement[] {
  const requirements: Requirement[] = [];
  const reported = new Set<string>();
  const rejected = (individualId: string | null, types: DocumentType[]) =>
    documents
      .filter((doc) => doc.individual_id === individualId && types.includes(doc.type) && refused(doc))
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
  const push = (individualId: string | null, types: DocumentType[], what: string) => {
    const last = rejected(individualId, types);
    const common = {
      pointer: pointerOf(individualId),
      ...(individualId ? { individual_id: individualId } : {}),
      awaiting_action_from: "END_CUSTOMER",
      ...BEFORE_APPROVAL,
      document_types: types,
    } as const;
    if (last) {
      reported.add(last.id);
      requirements.push({
        ...common,
        code: "DOCUMENT_REJECTED",
        description: `${last.status === "QUARANTINED" ? "The malware scan quarantined" : "The review rejected"} ${last.type}${last.side ? ` (${last.side})` : ""}: ${last.reason_code ?? last.status}. Upload ${what} again.`,
        message: `Please upload ${what} again${last.reason ? `: ${last.reason}` : "."}`,
        document_id: last.id,
      });
    } else {
      requirements.push({
        ...common,
        code: "DOCUMENT_REQUIRED",
        description: `Upload ${what}${types.some((type) => TWO_SIDED_DOCUMENT_TYPES.includes(type)) ? " (both sides of a two-sided one)" : ""}.`,
        message: `Please upload ${what}.`,
      });
    }
  };
  for (const need of neededDocuments(application)) {
    if (!need.types.some((type) => met(documents, need.individualId, type))) {
      push(need.individualId, need.types, need.what);
    }
  }
  // Any other document the review rejected (or the scan quarantined) comes back as a requirement until one of its type replaces it.
  for (const doc of documents) {
    if (refused(doc) && !reported.has(doc.id) && !met(documents, doc.individual_id, doc.type)) {
      const newest = rejected(doc.individual_id, [doc.type]);
      if (newest?.id === doc.id) {
        push(doc.individual_id, [doc.type], `the ${doc.type.toLowerCase().replaceAll("_", " ")}`);
      }
    }
  }
  return requirements;
}

/**
 * A person whose IDENTITY check failed is asked for a passport or a national ID card (both sides), uploaded after the
 * check failed: the reviewer then has something to decide on.
 */
export function identityDocumentRequirements(checks: Verification[], documents: DocumentSummary[]): Requirement[] {
  const types: DocumentType[] = ["PASSPORT", "NATIONAL_ID"];
  return checks
    .filter((check) => check.check === "IDENTITY" && check.status === "FAILED")
    .filter((check) => {
      const since = Date.parse(check.updated_at);
      const newer = documents.filter((doc) => doc.created_at.getTime() >= since);
      return !types.some((type) => met(newer, check.individual_id, type));
    })
    .map((check) => ({
      pointer: pointerOf(check.individual_id),
      code: "DOCUMENT_REQUIRED",
      description: "The identity check failed: upload a passport or a national ID card (both sides).",
      ...(check.individual_id ? { individual_id: check.individual_id } : {}),
      awaiting_action_from: "END_CUSTOMER",
      ...BEFORE_APPROVAL,
      message: "We could not confirm your identity: please upload your passport or both sides of your national ID card.",
      document_types: types,
      verification_id: check.id,
    }));
}

/** Checks of the latest submission that wait for a reviewer: those that need review, and those that failed (until overridden). */
export function checkRequirements(checks: Verification[]): Requirement[] {
  return checks
    .filter((check) => check.status === "NEEDS_REVIEW" || check.status === "FAILED")
    .map((check) => ({
      pointer: check.individual_id ? `/individuals/${check.individual_id}` : "/customer_details",
      code: check.status === "NEEDS_REVIEW" ? "CHECK_NEEDS_REVIEW" : "CHECK_FAILED",
      description: `The ${check.check} check ${check.status === "NEEDS_REVIEW" ? "needs a reviewer" : "failed"} (${check.reason_code ?? "no reason code"}).`,
      ...(check.individual_id ? { individual_id: check.individual_id } : {}),
      awaiting_action_from: "REVIEWER",
      ...BEFORE_APPROVAL,
      message: "Your application is being reviewed.",
      verification_id: check.id,
    }));
}
