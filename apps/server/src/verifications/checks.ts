import { type VerificationCheck, VerificationCheckSchema } from "@onboarding/core";

/**
 * What a check is about: a person (the applicant of an INDIVIDUAL application, or a person of a corporation), a
 * corporation itself, or a document.
 */
export type SubjectKind = "PERSON" | "CORPORATION" | "DOCUMENT";

/**
 * Every check of core's enum, declared once with the subjects it applies to. The checks a submission plans follow
 * from here, and so do the subjects each answer of a provider built with `answering` is given: a check added to core
 * does not compile until it is declared here and every such provider answers it.
 */
export const CHECKS = {
  IDENTITY: { subjects: ["PERSON"] },
  DATE_OF_BIRTH: { subjects: ["PERSON"] },
  ADDRESS: { subjects: ["PERSON", "CORPORATION"] },
  TAX_ID: { subjects: ["PERSON", "CORPORATION"] },
  DOCUMENT: { subjects: ["DOCUMENT"] },
  WATCHLIST: { subjects: ["PERSON", "CORPORATION"] },
  PEP: { subjects: ["PERSON"] },
} as const satisfies Record<VerificationCheck, { subjects: readonly SubjectKind[] }>;

/** The kinds of subject a check applies to. */
export type SubjectKindOf<C extends VerificationCheck> = (typeof CHECKS)[C]["subjects"][number];

/** Whether a check applies to a subject of this kind. */
export const appliesTo = (check: VerificationCheck, kind: SubjectKind): boolean =>
  CHECKS[check].subjects.some((subject) => subject === kind);

/** The checks of a subject of this kind, in the order of core's enum. */
export const checksOf = (kind: SubjectKind): VerificationCheck[] =>
  VerificationCheckSchema.options.filter((check) => appliesTo(check, kind));
