import type { FieldErrorCode, OnboardingLocale } from "@onboarding/core";

/** The page's languages, as the onboarding session's `locale` names them: the session picks one. */
export type Locale = OnboardingLocale;

/**
 * What the page says is wrong with a field, by the code of the API's field error (never its English detail); "changes_requested"
 * is a field the review asked to change that is still unchanged.
 */
export type FieldErrorKey = FieldErrorCode | "changes_requested";

/** Every string the page shows that is not the customer's own data. */
export interface Messages {
  /** The page's words; functions where a value goes in. */
  ui: {
    pageTitle: string;
    skipToContent: string;
    stepsLeft: (count: number) => string;
    aboutYou: string;
    aboutCompany: string;
    aboutPerson: (name: string) => string;
    saveAndContinue: string;
    errorSummaryTitle: string;
    errorPrefix: string;
    optional: string;
    requiredIf: (field: string, value: string) => string;
    forExample: (example: string) => string;
    storedMasked: (masked: string) => string;
    chooseOne: string;
    alreadyOnFile: string;
    documentsTitle: string;
    documentsIntro: string;
    documentFor: (person: string) => string;
    documentKind: string;
    documentFile: string;
    documentFileHint: string;
    continueLater: string;
    upload: string;
    uploaded: (name: string) => string;
    rejectedDocument: string;
    side: { FRONT: string; BACK: string };
    confirmTitle: string;
    confirmIntro: string;
    summaryTitle: string;
    yes: string;
    no: string;
    /** The terms box, naming whose terms they are. */
    acceptTerms: (service: string) => string;
    attest: string;
    /** Who the customer deals with when the integrator gave no name. */
    theService: string;
    readTerms: string;
    readPrivacy: string;
    newTab: string;
    back: string;
    change: string;
    /** A choice's error (the text fields' "required" is fieldErrors.required). */
    chooseRequired: string;
    tooLong: (max: number) => string;
    mustAccept: string;
    mustAttest: string;
    submit: string;
    notOnThisPage: string;
    doneTitle: string;
    doneBody: string;
    continueTo: (host: string) => string;
    unavailableTitle: string;
    unavailableBody: string;
    tooManyRequests: string;
    fileTooLarge: string;
    /** An upload past the application's bounds on documents (of one kind, or in all). */
    documentLimitReached: string;
    /** An upload past the integrator's daily budget of document bytes. */
    uploadsPaused: string;
    /** A form the server could not read (not UTF-8, too large). */
    formUnreadable: string;
    somethingWrong: string;
    language: string;
  };
  /** What is wrong with a field, by its error's code. */
  fieldErrors: Record<FieldErrorKey, string>;
  /** Said instead of fieldErrors[code] for one field, keyed "field_key:code" (a date out of range, an exclusive choice). */
  fieldErrorsOf: Record<string, string>;
  /** What went wrong with a whole form (an upload, the submission), by the API's error code; absent: somethingWrong. */
  formErrors: Partial<Record<string, string>>;
  /** Field labels, by the English label the schemas give (absent: the English label). */
  labels: Record<string, string>;
  /** Field help, by the English help the schemas give (absent: the English help). */
  help: Record<string, string>;
  /** How an enumerated value reads (absent: the value, in words). */
  options: Record<string, string>;
}
