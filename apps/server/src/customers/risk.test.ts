import { describe, expect, test } from "vitest";
import { completeCorporation, completePerson, person } from "../../test/fixtures.ts";
import { loadConfig } from "../platform/config.ts";
import type { Applicant } from "../verifications/subjects.ts";
import { nextReviewAt, rate } from "./risk.ts";

const model = loadConfig({ DATABASE_URL: "memory://" }).risk;
const individual = (details: Record<string, unknown> = {}) =>
  ({ id: "app_1", type: "INDIVIDUAL", details: { ...completePerson(), ...details }, individuals: [] }) as unknown as Applicant;
const corporation = (owners: Record<string, unknown>[]) =>
  ({
    id: "app_2",
    type: "CORPORATION",
    details: completeCorporation(),
    individuals: owners.map((details, at) => ({ id: `ind_${at}`, details })),
  }) as unknown as Applicant;

describe("the risk rating", () => {
  test("an ordinary person has no factor and is rated LOW, reviewed in 36 months", () => {
    expect(rate(individual(), { peps: [] }, model)).toEqual({ rating: "LOW", factors: [] });
    expect(nextReviewAt(model, "LOW", new Date("2026-01-31T00:00:00Z")).toISOString()).toBe("2029-01-31T00:00:00.000Z");
    expect(nextReviewAt(model, "HIGH", new Date("2026-05-01T00:00:00Z")).toISOString()).toBe("2027-05-01T00:00:00.000Z");
  });

  test("each factor counts with its configured weight, and their sum decides the rating", () => {
    const risky = rate(
      individual({ nationality: "IR", occupation: "Casino manager", investment_profile: { monthly_investment_deposit: "MILLION_TO_5M" } }),
      { peps: ["Jane Doe"] },
      model,
    );
    expect(risky.factors.map((factor) => [factor.code, factor.weight])).toEqual([
      ["HIGH_RISK_COUNTRY", 40],
      ["PEP", 40],
      ["OCCUPATION", 20],
      ["EXPECTED_VOLUME", 20],
    ]);
    expect(risky.rating).toBe("HIGH");
    expect(risky.factors[0]?.detail).toBe("Connected to IR");
    expect(rate(individual({ citizenship: ["US", "KP"] }), { peps: [] }, model)).toMatchObject({ rating: "MEDIUM" });
    expect(rate(individual({ kyc_profile: { engage_in_activities: ["GAMBLING"] } }), { peps: [] }, model).factors).toEqual([
      { code: "OCCUPATION", weight: 20, detail: "Declared activities: GAMBLING" },
    ]);
  });

  test("a corporation whose named owners hold under half of it carries CORPORATE_STRUCTURE", () => {
    const opaque = rate(corporation([person(["BENEFICIAL_OWNER"], { percentage_ownership: 30 })]), { peps: [] }, model);
    expect(opaque.factors.map((factor) => factor.code)).toEqual(["CORPORATE_STRUCTURE"]);
    const owned = rate(corporation([person(["BENEFICIAL_OWNER"], { percentage_ownership: 60 })]), { peps: [] }, model);
    expect(owned).toEqual({ rating: "LOW", factors: [] });
  });

  test("the model is configuration: weights, thresholds, review months, countries and words", () => {
    const custom = loadConfig({
      DATABASE_URL: "memory://",
      RISK_WEIGHTS: "HIGH_RISK_COUNTRY=100,PEP=0,OCCUPATION=0,EXPECTED_VOLUME=0,CORPORATE_STRUCTURE=0",
      RISK_THRESHOLDS: "MEDIUM=50,HIGH=100",
      RISK_REVIEW_MONTHS: "LOW=48,MEDIUM=12,HIGH=6",
      RISK_HIGH_RISK_COUNTRIES: "us",
      RISK_OCCUPATIONS: "engineer",
    }).risk;
    expect(rate(individual(), { peps: ["Jane Doe"] }, custom)).toEqual({
      rating: "HIGH",
      factors: [{ code: "HIGH_RISK_COUNTRY", weight: 100, detail: "Connected to US" }],
    });
    expect(custom.reviewMonths).toEqual({ LOW: 48, MEDIUM: 12, HIGH: 6 });
    expect(() => loadConfig({ DATABASE_URL: "memory://", RISK_THRESHOLDS: "MEDIUM=30" })).toThrow(/RISK_THRESHOLDS.*HIGH/s);
    expect(() => loadConfig({ DATABASE_URL: "memory://", RISK_WEIGHTS: "NOPE=1" })).toThrow(/RISK_WEIGHTS/);
  });
});
