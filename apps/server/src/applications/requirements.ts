import type { Requirement } from "@onboarding/core";
import type { ApplicationRecord, Details, IndividualRecord } from "./application.ts";

const ADDRESS_FIELDS = ["address_line1", "city", "postal_code", "country_code"];
const ADDRESSES = new Set(["mailing_address", "registered_address", "physical_address"]);

/** Fields required before submission, as paths below customer_details (or the individual). */
const INDIVIDUAL_FIELDS = [
  "first_name",
  "last_name",
  "email_address",
  "telephone_number",
  "date_of_birth",
  "nationality",
  "citizenship",
  "ip_address",
  "tax_reference_number",
  "tax_reference_number_country",
  "us_residency_status",
  "employment_status",
  "occupation",
  "mailing_address",
  "investment_profile.primary_source_of_funds",
  "investment_profile.total_assets",
  "kyc_profile.engage_in_activities",
  "kyc_profile.vendors_and_counterparties",
];

const CORPORATION_FIELDS = [
  "registered_name",
  "registered_number",
  "corporate_tax_reference_number",
  "registered_address",
  "telephone_number",
  "email_address",
  "country_of_incorporation",
  "established_on",
  "corporate_entity_type",
  "investment_profile.primary_source_of_funds",
  "kyc_profile.primary_business",
];

const PERSON_ON_CORPORATION_FIELDS = [
  "first_name",
  "last_name",
  "email_address",
  "date_of_birth",
  "nationality",
  "tax_reference_number",
  "mailing_address",
];

const valueAt = (details: Details, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Details)[key] : undefined), details);

const present = (value: unknown) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

function missingFields(details: Details, fields: readonly string[], base: string, individualId?: string): Requirement[] {
  const requirements: Requirement[] = [];
  const add = (path: string) =>
    requirements.push({
      pointer: `${base}/${path.replaceAll(".", "/")}`,
      code: "MISSING",
      description: `${path.replaceAll(".", " ")} is required before submission.`,
      ...(individualId ? { individual_id: individualId } : {}),
    });
  for (const field of fields) {
    const value = valueAt(details, field);
    if (!present(value)) {
      add(field);
    } else if (ADDRESSES.has(field)) {
      const address = value as Details;
      for (const part of ADDRESS_FIELDS.filter((name) => !present(address[name]))) {
        add(`${field}.${part}`);
      }
      if (address.country_code === "US" && !present(address.state)) {
        add(`${field}.state`);
      }
    }
  }
  return requirements;
}

function individualRequirements(details: Details): Requirement[] {
  const requirements = missingFields(details, INDIVIDUAL_FIELDS, "/customer_details");
  if (details.us_residency_status === "NON_RESIDENT_ALIEN" && !present(details.passport_number)) {
    requirements.push({
      pointer: "/customer_details/passport_number",
      code: "MISSING",
      description: "passport_number is required for non-resident aliens.",
    });
  }
  if (details.employment_status === "EMPLOYEE" && !present(details.employer_name)) {
    requirements.push({
      pointer: "/customer_details/employer_name",
      code: "MISSING",
      description: "employer_name is required for employees.",
    });
  }
  return requirements;
}

const roles = (individual: IndividualRecord) => (individual.details.individual_type as string[] | undefined) ?? [];

function corporationRequirements(details: Details, individuals: readonly IndividualRecord[]): Requirement[] {
  const requirements = missingFields(details, CORPORATION_FIELDS, "/customer_details");
  if (details.corporate_entity_type === "OTHER" && !present(details.corporate_entity_type_description)) {
    requirements.push({
      pointer: "/customer_details/corporate_entity_type_description",
      code: "MISSING",
      description: "Describe the legal form when it is OTHER.",
    });
  }
  if (!individuals.some((individual) => roles(individual).some((role) => role === "CONTROL_PERSON" || role === "OFFICER"))) {
    requirements.push({
      pointer: "/individuals",
      code: "MISSING_CONTROL_PERSON",
      description: "Add at least one control person or officer.",
    });
  }
  const exemption = (details.kyc_profile as Details | undefined)?.control_exemption_reason;
  const owners = individuals.filter((individual) => roles(individual).includes("BENEFICIAL_OWNER"));
  if (owners.length === 0 && (exemption === undefined || exemption === "NONE")) {
    requirements.push({
      pointer: "/individuals",
      code: "MISSING_BENEFICIAL_OWNER",
      description: "Add every beneficial owner (over 25 % ownership), or state kyc_profile.control_exemption_reason.",
    });
  }
  const total = owners.reduce((sum, owner) => sum + ((owner.details.percentage_ownership as number | undefined) ?? 0), 0);
  if (total > 100) {
    requirements.push({
      pointer: "/individuals",
      code: "OWNERSHIP_EXCEEDS_100",
      description: "The owners' percentages add up to more than 100.",
    });
  }
  for (const individual of individuals) {
    const base = `/individuals/${individual.id}`;
    requirements.push(...missingFields(individual.details, PERSON_ON_CORPORATION_FIELDS, base, individual.id));
    if (roles(individual).includes("BENEFICIAL_OWNER") && !present(individual.details.percentage_ownership)) {
      requirements.push({
        pointer: `${base}/percentage_ownership`,
        code: "MISSING",
        description: "A beneficial owner's percentage_ownership is required.",
        individual_id: individual.id,
      });
    }
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
    });
  }
  if (!application.attested) {
    requirements.push({
      pointer: "/information_attested",
      code: "NOT_ATTESTED",
      description:
        "The customer (for corporations: the ultimate beneficial owner, the CEO or a control person) must attest the information; the platform may not.",
    });
  }
  requirements.push(
    ...(application.type === "INDIVIDUAL"
      ? individualRequirements(application.details)
      : corporationRequirements(application.details, application.individuals)),
  );
  for (const pointer of application.changesRequested) {
    requirements.push({ pointer, code: "CHANGES_REQUESTED", description: "The review asked for this to be changed." });
  }
  return requirements;
}
