import type { OnboardingLocale } from "@onboarding/core";

/** The page's languages, as the onboarding session's `locale` names them: the session picks one. */
export type Locale = OnboardingLocale;

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
    acceptTerms: string;
    attest: string;
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
  /** Field labels, by the English label the schemas give (absent: the English label). */
  labels: Record<string, string>;
  /** Field help, by the English help the schemas give (absent: the English help). */
  help: Record<string, string>;
  /** How an enumerated value reads (absent: the value, in words). */
  options: Record<string, string>;
}
