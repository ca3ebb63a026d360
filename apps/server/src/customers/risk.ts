import type { RiskFactor, RiskRating } from "@onboarding/core";
import type { Applicant } from "../verifications/subjects.ts";

/** The risk model: the platform's configuration (RISK_… variables; see the monitoring and risk guide). */
export interface RiskModel {
  /** What each factor adds to the score. */
  weights: Record<RiskFactor["code"], number>;
  /** The least score rated MEDIUM, and HIGH. */
  thresholds: { MEDIUM: number; HIGH: number };
  /** Months between periodic reviews, per rating. */
  reviewMonths: Record<RiskRating, number>;
  /** ISO 3166-1 alpha-2 codes, upper-case. */
  highRiskCountries: ReadonlySet<string>;
  /** Words that, found in an occupation or a business description, make it a higher-risk one (lower-case). */
  occupations: readonly string[];
  /** The expected monthly value deposited or withdrawn (a ValueBucket) from which EXPECTED_VOLUME counts. */
  volumeFrom: string;
}

/** The monthly value buckets, in order: EXPECTED_VOLUME counts from the model's bucket upwards. */
const VALUE_BUCKETS = ["UPTO_1K", "ONE_TO_100K", "ONEHUNDREDK_TO_1M", "MILLION_TO_5M", "MORE_THAN_5M"];

/** What the rating reads beside the application: whether a PEP stands among the customer's people. */
export interface RiskFacts {
  /** The names of people established as PEPs (cleared at onboarding with their PEP matches, or confirmed by an alert). */
  peps: readonly string[];
}

type Details = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const objectOf = (value: unknown): Details => (value && typeof value === "object" ? (value as Details) : {});

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The countries a person's details name: nationality, citizenships and the address the person lives at. */
function personCountries(details: Details): string[] {
  return [text(details.nationality), ...texts(details.citizenship), text(objectOf(details.mailing_address).country_code)].filter(
    (country): country is string => country !== undefined,
  );
}

/**
 * Rates an applicant: each factor of the model that applies, with its weight and what raised it, and the rating their
 * sum reaches. Every factor is read from the approved application's own answers (and the PEPs established), so the
 * same application rates the same until a factor changes.
 */
export function rate(applicant: Applicant, facts: RiskFacts, model: RiskModel): { rating: RiskRating; factors: RiskFactor[] } {
  const factors: RiskFactor[] = [];
  const add = (code: RiskFactor["code"], detail: string) => {
    if (!factors.some((factor) => factor.code === code) && model.weights[code] > 0) {
      factors.push({ code, weight: model.weights[code], detail: detail.slice(0, 300) });
    }
  };
  const details = applicant.details as unknown as Details;
  const people = [
    ...(applicant.type === "INDIVIDUAL" ? [details] : []),
    ...applicant.individuals.map((individual) => individual.details as unknown as Details),
  ];
  const countries = [
    ...people.flatMap(personCountries),
    ...(applicant.type === "CORPORATION"
      ? [text(details.country_of_incorporation), text(objectOf(details.registered_address).country_code)].filter(
          (country): country is string => country !== undefined,
        )
      : []),
  ].map((country) => country.toUpperCase());
  const risky = [...new Set(countries.filter((country) => model.highRiskCountries.has(country)))];
  if (risky.length > 0) {
    add("HIGH_RISK_COUNTRY", `Connected to ${risky.join(", ")}`);
  }
  if (facts.peps.length > 0) {
    add("PEP", `Politically exposed: ${facts.peps.join(", ")}`);
  }
  const described = [
    ...people.map((person) => text(person.occupation)),
    ...(applicant.type === "CORPORATION" ? [text(details.naics_description), text(objectOf(details.kyc_profile).primary_business)] : []),
  ].filter((value): value is string => value !== undefined);
  const occupation = described.find((value) => model.occupations.some((word) => value.toLowerCase().includes(word)));
  // The activities the KYC profile declares (gambling, firearms…) count as the occupation's do.
  const activities = [details, ...people]
    .flatMap((answers) => texts(objectOf(answers.kyc_profile).engage_in_activities))
    .filter((activity) => activity !== "NONE");
  if (occupation !== undefined) {
    add("OCCUPATION", `Occupation or business: ${occupation}`);
  } else if (activities.length > 0) {
    add("OCCUPATION", `Declared activities: ${[...new Set(activities)].join(", ")}`);
  }
  const investment = objectOf(details.investment_profile);
  const from = VALUE_BUCKETS.indexOf(model.volumeFrom);
  const volume = [
    "monthly_investment_deposit",
    "monthly_investment_withdrawal",
    "monthly_crypto_investment_deposit",
    "monthly_crypto_investment_withdrawal",
  ]
    .map((field) => [field, text(investment[field])] as const)
    .find(([, bucket]) => bucket !== undefined && from >= 0 && VALUE_BUCKETS.indexOf(bucket) >= from);
  if (volume) {
    add("EXPECTED_VOLUME", `Expected ${volume[0].replace(/_/g, " ")}: ${volume[1]}`);
  }
  if (applicant.type === "CORPORATION") {
    const owned = applicant.individuals.reduce((sum, individual) => {
      const person = individual.details as unknown as Details;
      return sum + (typeof person.percentage_ownership === "number" ? person.percentage_ownership : 0);
    }, 0);
    if (owned < 50) {
      add("CORPORATE_STRUCTURE", `Named beneficial owners hold ${owned} % of the corporation`);
    }
  }
  const score = factors.reduce((sum, factor) => sum + factor.weight, 0);
  const rating: RiskRating = score >= model.thresholds.HIGH ? "HIGH" : score >= model.thresholds.MEDIUM ? "MEDIUM" : "LOW";
  return { rating, factors };
}

/** When a customer rated `rating` at `at` is due for its periodic review. */
export function nextReviewAt(model: RiskModel, rating: RiskRating, at: Date): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + model.reviewMonths[rating]);
  return next;
}
