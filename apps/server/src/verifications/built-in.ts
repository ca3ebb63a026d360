import type { VerificationCheck } from "@onboarding/core";
import { validateEntity, validatePerson } from "stdnum";
import type { Clock } from "../platform/clock.ts";
import type { ListKind, ScreeningLists } from "../screening/lists.ts";
import type { ScreeningQuery } from "../screening/matcher.ts";
import { isSubjectOf, type ProviderOutcome, type SubjectOf, type VerificationProvider, type VerificationSubject } from "./provider.ts";

/** The least and most age a person applying may have. */
const ADULT_YEARS = 18;
const MAX_YEARS = 120;

/** A person's age in whole years on `today` (YYYY-MM-DD both). */
function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

/**
 * A US Individual Taxpayer Identification Number's format, which the library lacks (python-stdnum's `us.itin` was not
 * ported): nine digits starting with 9, the fourth and fifth in 50–65, 70–88, 90–92 or 94–99 (the IRS's ranges). People
 * without a Social Security Number (non-resident aliens among them) file with one, so a US person's number is either.
 */
function isItin(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^9\d{8}$/.test(digits)) {
    return false;
  }
  const group = Number(digits.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/**
 * TAX_ID: the number's format and check digits for its country (python-stdnum's rules, ported as the `stdnum`
 * package): one that cannot exist fails; one that can passes with FORMAT_VALID, which is not a confirmation by the
 * tax authority that it was issued, or to this subject. Undefined (someone else must check) without a number, or for a
 * country the library has no rule for.
 */
export function taxIdOutcome(subject: SubjectOf<"TAX_ID">): ProviderOutcome | undefined {
  const country = subject.kind === "PERSON" ? (subject.tax_id_country ?? subject.nationality) : subject.country;
  if (!subject.tax_id || !country) {
    return undefined;
  }
  const verdict = subject.kind === "PERSON" ? validatePerson(country, subject.tax_id) : validateEntity(country, subject.tax_id);
  if (!verdict.checked) {
    return undefined;
  }
  const itin = subject.kind === "PERSON" && country.toUpperCase() === "US" && isItin(subject.tax_id);
  if (!verdict.isValid && !itin) {
    return {
      status: "FAILED",
      reason_code: "INVALID_TAX_ID_FORMAT",
      reason: `Not a valid ${subject.kind === "PERSON" ? "personal" : "company"} tax number in ${country}: its format or check digits are wrong.`,
    };
  }
  const kinds = [
    ...(verdict.matchedValidators ?? []).map((validator) => validator.abbreviation ?? validator.name),
    ...(itin ? ["ITIN"] : []),
  ].join(" or ");
  return {
    status: "PASSED",
    reason_code: "FORMAT_VALID",
    reason: `A well-formed ${kinds} (${country}): its format and check digits are valid; the tax authority has not confirmed it.`,
  };
}

/** DATE_OF_BIRTH: an adult, born neither in the future nor over 120 years ago; undefined without a date. */
export function dateOfBirthOutcome(subject: SubjectOf<"DATE_OF_BIRTH">, today: string): ProviderOutcome | undefined {
  const birth = subject.date_of_birth;
  if (!birth) {
    return undefined;
  }
  const age = ageOn(birth, today);
  if (birth > today || age > MAX_YEARS) {
    return { status: "FAILED", reason_code: "DATE_OF_BIRTH_IMPLAUSIBLE", reason: `No one alive was born on ${birth}.` };
  }
  if (age < ADULT_YEARS) {
    return { status: "FAILED", reason_code: "UNDERAGE", reason: `The person is ${age}: under ${ADULT_YEARS}.` };
  }
  return { status: "PASSED", reason_code: "FORMAT_VALID", reason: "A plausible date of birth of an adult; not confirmed against records." };
}

const fullName = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join(" ");

/** What a person or a corporation is screened as: its full name, and the date of birth and country that corroborate. */
export const screeningQueryOf = (subject: SubjectOf<"WATCHLIST">): ScreeningQuery =>
  subject.kind === "PERSON"
    ? {
        name: fullName(subject.first_name, subject.middle_name, subject.last_name),
        kind: "person",
        ...(subject.date_of_birth ? { birthDate: subject.date_of_birth } : {}),
        ...(subject.nationality ? { country: subject.nationality } : {}),
      }
    : { name: subject.legal_name ?? "", kind: "organization", ...(subject.country ? { country: subject.country } : {}) };

/** WATCHLIST and PEP: the subject's name screened against the lists in force; undefined when no list of that kind is. */
export async function screeningOutcome(
  lists: ScreeningLists,
  subject: SubjectOf<"WATCHLIST">,
  kind: ListKind,
): Promise<ProviderOutcome | undefined> {
  const query = screeningQueryOf(subject);
  if (!query.name) {
    return undefined;
  }
  const outcome = await lists.screen(query, kind);
  if (!outcome) {
    return undefined;
  }
  const screening = { matches: outcome.matches, screened_against: outcome.lists };
  const versions = outcome.lists.map((list) => `${list.source} (${list.id})`).join(", ");
  const [best] = outcome.matches;
  if (!best) {
    return { status: "PASSED", reason_code: "NO_MATCH", reason: `No match at or above ${lists.threshold} on ${versions}.`, screening };
  }
  const count = outcome.matches.length === 1 ? "1 possible match" : `${outcome.matches.length} possible matches`;
  return {
    status: "NEEDS_REVIEW",
    reason_code: kind === "peps" ? "PEP_MATCH" : "POSSIBLE_WATCHLIST_MATCH",
    reason: `${count}; the closest: ${best.entry_name} (${best.source} ${best.entry_id}), score ${best.score}.`,
    screening,
  };
}

/** The checks the service performs itself, each given only the subjects CHECKS declares for it; undefined: it cannot. */
type BuiltInAnswers = {
  readonly [C in VerificationCheck]?: (subject: SubjectOf<C>) => ProviderOutcome | undefined | Promise<ProviderOutcome | undefined>;
};

function builtInAnswers(lists: ScreeningLists | undefined, clock: Clock): BuiltInAnswers {
  return {
    TAX_ID: taxIdOutcome,
    DATE_OF_BIRTH: (subject) => dateOfBirthOutcome(subject, clock.now().toISOString().slice(0, 10)),
    ...(lists && {
      WATCHLIST: (subject: SubjectOf<"WATCHLIST">) => screeningOutcome(lists, subject, "sanctions"),
      PEP: (subject: SubjectOf<"PEP">) => screeningOutcome(lists, subject, "peps"),
    }),
  };
}

/** The built-in answer of a check about a subject, if the service performs it. */
async function builtInOutcome<C extends VerificationCheck>(answers: BuiltInAnswers, check: C, subject: VerificationSubject) {
  const answer = answers[check] as ((subject: SubjectOf<C>) => ReturnType<NonNullable<BuiltInAnswers[C]>>) | undefined;
  return answer && isSubjectOf(check, subject) ? answer(subject) : undefined;
}

/**
 * The checks the service performs itself in every environment — sanctions and PEP screening against the configured
 * lists, tax numbers' format and check digits, the date of birth's plausibility — over the configured provider, which
 * answers the rest (identity, address, documents) and every check the service cannot (no list loaded, no rule for
 * the country). With the magic values (development, sandbox), a magic value still decides first, so every branch can
 * be rehearsed.
 */
export function withBuiltInChecks(
  provider: VerificationProvider,
  { lists, clock, magicFirst }: { lists: ScreeningLists | undefined; clock: Clock; magicFirst: boolean },
): VerificationProvider {
  const answers = builtInAnswers(lists, clock);
  return {
    name: `built-in checks over ${provider.name}`,
    async verify(subject, check) {
      const magic = magicFirst ? await provider.verify(subject, check) : undefined;
      if (magic && magic.status !== "PASSED") {
        return magic;
      }
      return (await builtInOutcome(answers, check, subject)) ?? magic ?? provider.verify(subject, check);
    },
  };
}
