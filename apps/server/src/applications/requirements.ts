import {
  CorporateIndividualSchema,
  CorporationApplicationSchema,
  IndividualApplicationSchema,
  type OpenField,
  openFields,
  type Requirement,
  RequirementCodeSchema,
} from "@onboarding/core";
import type { ApplicationRecord, CorporationDetails, IndividualRecord } from "./application.ts";

/*
 * Which fields are needed before submission is said by core's schemas (their field facts); here are only the rules
 * that span more than one field: terms, attestation, the people of a corporation, and the review's requests.
 */

/** Everything computed here holds up the submission. */
const BEFORE_SUBMISSION = { impact: "BLOCKS_SUBMISSION" } as const;
const FROM_CUSTOMER = { awaiting_action_from: "END_CUSTOMER", ...BEFORE_SUBMISSION } as const;

const missing = (open: OpenField, individualId?: string): Requirement => ({
  pointer: open.pointer,
  code: "MISSING",
  description: open.description,
  ...(individualId ? { individual_id: individualId } : {}),
  awaiting_action_from: open.awaiting_action_from,
  ...BEFORE_SUBMISSION,
  message: open.message,
  ...(open.required_when ? { required_when: open.required_when } : {}),
});

const roles = (individual: IndividualRecord) => individual.details.individual_type;

function corporationRequirements(details: CorporationDetails, individuals: readonly IndividualRecord[]): Requirement[] {
  const requirements = openFields(CorporationApplicationSchema, details, "/customer_details").map((open) => missing(open));
  if (!individuals.some((individual) => roles(individual).some((role) => role === "CONTROL_PERSON" || role === "OFFICER"))) {
    requirements.push({
      pointer: "/individuals",
      code: "MISSING_CONTROL_PERSON",
      description: "Add at least one control person or officer.",
      ...FROM_CUSTOMER,
      message: "Please add at least one control person or officer of the company.",
    });
  }
  const exemption = details.kyc_profile?.control_exemption_reason;
  const owners = individuals.filter((individual) => roles(individual).includes("BENEFICIAL_OWNER"));
  if (owners.length === 0 && (exemption === undefined || exemption === "NONE")) {
    requirements.push({
      pointer: "/individuals",
      code: "MISSING_BENEFICIAL_OWNER",
      description: "Add every beneficial owner (over 25 % ownership), or state kyc_profile.control_exemption_reason.",
      ...FROM_CUSTOMER,
      message: "Please add every person who owns more than 25 % of the company, or say why the company is exempt.",
    });
  }
  const total = owners.reduce((sum, owner) => sum + (owner.details.percentage_ownership ?? 0), 0);
  if (total > 100) {
    requirements.push({
      pointer: "/individuals",
      code: "OWNERSHIP_EXCEEDS_100",
      description: "The owners' percentages add up to more than 100.",
      ...FROM_CUSTOMER,
      message: "The owners' shares add up to more than 100 %: please correct them.",
    });
  }
  for (const individual of individuals) {
    const open = openFields(CorporateIndividualSchema, individual.details, `/individuals/${individual.id}`);
    requirements.push(...open.map((field) => missing(field, individual.id)));
  }
  return requirements;
}

/** Everything that still blocks submission, computed from the application alone. */
export function requirementsOf(application: ApplicationRecord): Requirement[] {
  const requirements: Requirement[] = [];
  if (!application.termsAccepted) {
    requirements.push({
      pointer: "/terms_and_conditions_accepted",
      code: "NOT_ACCEPTED",
      description: "The customer must accept the terms and conditions.",
      ...FROM_CUSTOMER,
      message: "Please read and accept the terms and conditions.",
    });
  }
  if (!application.attested) {
    requirements.push({
      pointer: "/information_attested",
      code: "NOT_ATTESTED",
      description:
        "The customer (for corporations: the ultimate beneficial owner, the CEO or a control person) must attest the information; the platform may not.",
      ...FROM_CUSTOMER,
      message: "Please confirm that the information you gave is true, accurate and up to date.",
    });
  }
  requirements.push(
    ...(application.type === "INDIVIDUAL"
      ? openFields(IndividualApplicationSchema, application.details, "/customer_details").map((open) => missing(open))
      : corporationRequirements(application.details, application.individuals)),
  );
  for (const pointer of application.changesRequested) {
    requirements.push({
      pointer,
      code: RequirementCodeSchema.enum.CHANGES_REQUESTED,
      description: "The review asked for this to be changed.",
      ...FROM_CUSTOMER,
      message: "Our review asked for a change here: please check and correct it.",
    });
  }
  return requirements;
}
