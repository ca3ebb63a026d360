import {
  type Application,
  CorporationApplicationSchema,
  corporateIndividualFields,
  type FieldInfo,
  fieldsOf,
  IndividualApplicationSchema,
} from "@onboarding/core";
import { z } from "zod";

/** Whose details a step is about: the applicant (or corporation) itself, or one person of a corporation. */
export type Subject = { kind: "application" } | { kind: "individual"; id: string; name: string };

const personSchema = z.strictObject(corporateIndividualFields);

// The applicant's and the corporation's fields, walked once (every page reads them several times).
const INDIVIDUAL_FIELDS = fieldsOf(IndividualApplicationSchema, "/customer_details");
const CORPORATION_FIELDS = fieldsOf(CorporationApplicationSchema, "/customer_details");

/** The details schema of a subject, with the base its pointers start from. */
export function subjectsOf(application: Application): { subject: Subject; base: string; fields: FieldInfo[] }[] {
  if (application.application_type === "INDIVIDUAL") {
    return [{ subject: { kind: "application" }, base: "/customer_details", fields: INDIVIDUAL_FIELDS }];
  }
  return [
    { subject: { kind: "application" }, base: "/customer_details", fields: CORPORATION_FIELDS },
    ...application.individuals.map((individual) => ({
      subject: {
        kind: "individual" as const,
        id: individual.id,
        name: [individual.first_name, individual.last_name].filter(Boolean).join(" ") || individual.id,
      },
      base: `/individuals/${individual.id}`,
      fields: fieldsOf(personSchema, `/individuals/${individual.id}`),
    })),
  ];
}
