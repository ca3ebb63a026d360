import type { ListVersion, ScreeningMatch, VerificationCheck, VerificationReasonCode, VerificationStatus } from "@onboarding/core";
import { appliesTo, type SubjectKindOf } from "./checks.ts";

// #region provider
/** An address as the provider is given it. */
export interface SubjectAddress {
  address_line1?: string | undefined;
  city?: string | undefined;
  postal_code?: string | undefined;
  country_code?: string | undefined;
}

/**
 * What a check is about, with the details the provider needs, read from the application when the check runs (never
 * stored with the check): a person (the applicant, or a person of a corporation), a corporation, or a document.
 */
export type VerificationSubject =
  | {
      kind: "PERSON";
      first_name: string | undefined;
      last_name: string | undefined;
      date_of_birth: string | undefined;
      address: SubjectAddress | undefined;
      middle_name: string | undefined;
      tax_id: string | undefined;
      tax_id_country: string | undefined;
      nationality: string | undefined;
    }
  | {
      kind: "CORPORATION";
      legal_name: string | undefined;
      registration_number: string | undefined;
      address: SubjectAddress | undefined;
      tax_id: string | undefined;
      country: string | undefined;
    }
  | {
      kind: "DOCUMENT";
      document_type: string;
      file_name: string | null;
      content_type: string;
      size: number;
    };

/** A provider's answer for one check: never PENDING. A screening's answer names its matches and the lists screened against. */
export interface ProviderOutcome {
  status: Exclude<VerificationStatus, "PENDING">;
  reason_code: VerificationReasonCode;
  reason: string | null;
  screening?: { matches: ScreeningMatch[]; screened_against: ListVersion[] };
}

/**
 * What performs the checks. A deployment plugs in a real KYC provider (identity, sanctions, PEP, document
 * verification) behind this interface; it is called by the runner, outside any request, once per check, and may
 * throw (the check is then tried again later).
 */
export interface VerificationProvider {
  readonly name: string;
  verify(subject: VerificationSubject, check: VerificationCheck): Promise<ProviderOutcome>;
}
// #endregion provider

/** The subjects a check is about, as CHECKS declares them: a PERSON check is given only persons. */
export type SubjectOf<C extends VerificationCheck> = Extract<VerificationSubject, { kind: SubjectKindOf<C> }>;

/**
 * A provider's answer for every check, each given only the subjects CHECKS declares for it. It is keyed by every
 * check of core's enum: a provider missing one does not compile.
 */
export type CheckAnswers = {
  readonly [C in VerificationCheck]: (subject: SubjectOf<C>) => ProviderOutcome | Promise<ProviderOutcome>;
};

/** Whether a subject is of a kind the check applies to, as CHECKS declares. */
export const isSubjectOf = <C extends VerificationCheck>(check: C, subject: VerificationSubject): subject is SubjectOf<C> =>
  appliesTo(check, subject.kind);

/**
 * A provider from one answer per check. A check the runner asks about a subject it does not apply to is a programming
 * error: it throws (and the check is tried again later).
 */
export function answering(name: string, answers: CheckAnswers): VerificationProvider {
  const answer = async <C extends VerificationCheck>(check: C, subject: VerificationSubject): Promise<ProviderOutcome> => {
    if (!isSubjectOf(check, subject)) {
      throw new Error(`A ${check} check is not about a ${subject.kind}.`);
    }
    return answers[check](subject);
  };
  return { name, verify: (subject, check) => answer(check, subject) };
}

const passed: ProviderOutcome = { status: "PASSED", reason_code: "NO_MATCH", reason: null };

const lower = (value: string | undefined | null) => (value ?? "").toLowerCase();

/**
 * What production runs until a real provider is plugged in: it verifies nothing, so every check awaits a reviewer
 * (NEEDS_REVIEW, MANUAL_REVIEW), who clears or fails it with a reason.
 */
export const manualReviewProvider: VerificationProvider = {
  name: "manual review (no provider)",
  async verify() {
    return { status: "NEEDS_REVIEW", reason_code: "MANUAL_REVIEW", reason: "No verification provider is configured: a reviewer decides." };
  },
};

/** The provider a configuration names. */
export const providerNamed = (name: "magic-values" | "manual-review"): VerificationProvider =>
  name === "magic-values" ? magicValueProvider : manualReviewProvider;

/** Whether the name of a person (their last name) or a corporation (its legal name) has the word, in any case. */
const nameHas = (subject: SubjectOf<"WATCHLIST">, word: string) =>
  lower(subject.kind === "PERSON" ? subject.last_name : subject.legal_name)
    .split(/[^a-z]+/)
    .includes(word);

/**
 * The built-in provider, for development and sandbox: it checks nothing, and answers each check by documented magic
 * values so an integrator can rehearse every branch (see the verifications guide). Everything else passes.
 */
export const magicValueProvider: VerificationProvider = answering("built-in (magic values)", {
  WATCHLIST: (subject) => {
    if (nameHas(subject, "sanctioned")) {
      return { status: "FAILED", reason_code: "WATCHLIST_MATCH", reason: "The name matches an entry of a sanctions list." };
    }
    return nameHas(subject, "watchlist")
      ? { status: "NEEDS_REVIEW", reason_code: "POSSIBLE_WATCHLIST_MATCH", reason: "The name is close to an entry of a sanctions list." }
      : passed;
  },
  PEP: (subject) =>
    nameHas(subject, "exposed")
      ? { status: "NEEDS_REVIEW", reason_code: "PEP_MATCH", reason: "The person may be politically exposed." }
      : passed,
  TAX_ID: (subject) =>
    (subject.tax_id ?? "").replace(/\D/g, "").endsWith("0000")
      ? { status: "FAILED", reason_code: "TAX_ID_MISMATCH", reason: "The tax number does not match the name." }
      : passed,
  DATE_OF_BIRTH: (subject) =>
    subject.date_of_birth === "1900-01-01"
      ? { status: "FAILED", reason_code: "DATE_OF_BIRTH_MISMATCH", reason: "The date of birth does not match the records." }
      : passed,
  IDENTITY: (subject) =>
    lower(subject.first_name) === "unverified"
      ? { status: "FAILED", reason_code: "NAME_MISMATCH", reason: "The identity could not be verified." }
      : passed,
  ADDRESS: (subject) =>
    lower(subject.address?.address_line1).includes("unverifiable")
      ? { status: "FAILED", reason_code: "ADDRESS_UNVERIFIED", reason: "The address could not be verified." }
      : passed,
  DOCUMENT: (subject) =>
    lower(subject.file_name).includes("unreadable")
      ? { status: "FAILED", reason_code: "DOCUMENT_UNREADABLE", reason: "The document could not be read." }
      : passed,
});
