import type { VerificationCheck, VerificationReasonCode, VerificationStatus } from "@onboarding/core";

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
      tax_id: string | undefined;
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

/** A provider's answer for one check: never PENDING. */
export interface ProviderOutcome {
  status: Exclude<VerificationStatus, "PENDING">;
  reason_code: VerificationReasonCode;
  reason: string | null;
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

/**
 * The built-in provider, for development and sandbox: it checks nothing, and answers by documented magic values so an
 * integrator can rehearse every branch (see the verifications guide). Everything else passes.
 */
export const magicValueProvider: VerificationProvider = {
  name: "built-in (magic values)",
  async verify(subject, check) {
    if (subject.kind === "DOCUMENT") {
      return check === "DOCUMENT" && lower(subject.file_name).includes("unreadable")
        ? { status: "FAILED", reason_code: "DOCUMENT_UNREADABLE", reason: "The document could not be read." }
        : passed;
    }
    const name = subject.kind === "PERSON" ? subject.last_name : subject.legal_name;
    const hasWord = (word: string) =>
      lower(name)
        .split(/[^a-z]+/)
        .includes(word);
    switch (check) {
      case "WATCHLIST":
        if (hasWord("sanctioned")) {
          return { status: "FAILED", reason_code: "WATCHLIST_MATCH", reason: "The name matches an entry of a sanctions list." };
        }
        return hasWord("watchlist")
          ? {
              status: "NEEDS_REVIEW",
              reason_code: "POSSIBLE_WATCHLIST_MATCH",
              reason: "The name is close to an entry of a sanctions list.",
            }
          : passed;
      case "PEP":
        return subject.kind === "PERSON" && hasWord("exposed")
          ? { status: "NEEDS_REVIEW", reason_code: "PEP_MATCH", reason: "The person may be politically exposed." }
          : passed;
      case "TAX_ID":
        return (subject.tax_id ?? "").replace(/\D/g, "").endsWith("0000")
          ? { status: "FAILED", reason_code: "TAX_ID_MISMATCH", reason: "The tax number does not match the name." }
          : passed;
      case "DATE_OF_BIRTH":
        return subject.kind === "PERSON" && subject.date_of_birth === "1900-01-01"
          ? { status: "FAILED", reason_code: "DATE_OF_BIRTH_MISMATCH", reason: "The date of birth does not match the records." }
          : passed;
      case "IDENTITY":
        return subject.kind === "PERSON" && lower(subject.first_name) === "unverified"
          ? { status: "FAILED", reason_code: "NAME_MISMATCH", reason: "The identity could not be verified." }
          : passed;
      case "ADDRESS":
        return lower(subject.address?.address_line1).includes("unverifiable")
          ? { status: "FAILED", reason_code: "ADDRESS_UNVERIFIED", reason: "The address could not be verified." }
          : passed;
      default:
        return passed;
    }
  },
};
