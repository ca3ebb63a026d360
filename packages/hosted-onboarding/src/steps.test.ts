import type { Application, Requirement } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { patchOf } from "./form-values.ts";
import { stepsOf } from "./steps.ts";

const application = {
  application_type: "INDIVIDUAL",
  customer_details: { first_name: "Jane", last_name: "Doe", tax_reference_number: "*****6789" },
} as unknown as Application;

const requirement = (pointer: string, extra: Partial<Requirement> = {}): Requirement => ({
  pointer,
  code: "MISSING",
  description: `${pointer} is required before submission.`,
  awaiting_action_from: "END_CUSTOMER",
  impact: "BLOCKS_SUBMISSION",
  message: "Please provide it.",
  ...extra,
});

const ALL = ["CUSTOMER_DETAILS", "INDIVIDUALS", "DOCUMENTS"] as const;

describe("the steps of the hosted page", () => {
  test("ask only what the requirements say is missing: top-level fields first, then one step per object, then documents, then confirm", () => {
    const steps = stepsOf(
      application,
      [
        requirement("/customer_details/mailing_address/city"),
        requirement("/customer_details/date_of_birth"),
        requirement("/customer_details/employer_name", {
          required_when: { pointer: "/customer_details/employment_status", value: "EMPLOYEE" },
        }),
        requirement("/customer_details/employment_status"),
        requirement("/documents", { code: "DOCUMENT_REQUIRED", impact: "BLOCKS_APPROVAL", document_types: ["PASSPORT"] }),
        requirement("/terms_and_conditions_accepted", { code: "NOT_ACCEPTED" }),
      ],
      ALL,
    );
    expect(steps.map((step) => step.id)).toEqual(["details", "details-mailing_address", "documents", "confirm"]);
    const [details] = steps;
    expect(details?.kind === "fields" && details.fields.map((field) => field.pointer)).toEqual([
      "/customer_details/date_of_birth",
      "/customer_details/employment_status",
      "/customer_details/employer_name",
    ]);
    expect(details?.kind === "fields" && details.fields[2]?.requiredWhen).toMatchObject({ label: "Employment status", value: "EMPLOYEE" });
    expect(steps.at(-1)).toEqual({ id: "confirm", kind: "confirm", open: true, unresolved: [] });
  });

  test("a requested change of an object asks for each of its fields again", () => {
    const [step] = stepsOf(application, [requirement("/customer_details/mailing_address", { code: "CHANGES_REQUESTED" })], ALL);
    expect(step?.kind === "fields" && step.fields.map((field) => field.info.key)).toContain("address_line1");
    expect(step?.kind === "fields" && step.fields.every((field) => field.changeRequested)).toBe(true);
  });

  test("what the session does not let the customer change is not asked, but listed on the last step", () => {
    const city = requirement("/customer_details/mailing_address/city");
    const steps = stepsOf(
      application,
      [city, requirement("/documents", { code: "DOCUMENT_REQUIRED", impact: "BLOCKS_APPROVAL" })],
      ["DOCUMENTS"],
    );
    expect(steps.map((step) => step.id)).toEqual(["documents", "confirm"]);
    expect(steps.at(-1)).toEqual({ id: "confirm", kind: "confirm", open: true, unresolved: [city] });
  });

  test("the address the customer applies from is not asked: the page records it", () => {
    const steps = stepsOf(application, [requirement("/customer_details/ip_address", { awaiting_action_from: "INTEGRATOR" })], ALL);
    expect(steps).toEqual([{ id: "confirm", kind: "confirm", open: true, unresolved: [] }]);
  });
});

describe("a step's form as a merge patch", () => {
  test("types each value as the API takes it and leaves out what was left empty", () => {
    const [step] = stepsOf(
      application,
      [
        requirement("/customer_details/mailing_address/city"),
        requirement("/customer_details/mailing_address/postal_code"),
        requirement("/customer_details/mailing_address/address_line1"),
      ],
      ALL,
    );
    if (step?.kind !== "fields") {
      throw new Error("a fields step");
    }
    const form = { "/customer_details/mailing_address/city": "  Austin ", "/customer_details/mailing_address/postal_code": "" };
    expect(patchOf(step.fields, form, "/customer_details")).toEqual({ mailing_address: { city: "Austin" } });
  });
});
