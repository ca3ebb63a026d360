import { z } from "zod";
import { AddressSchema } from "./address.ts";
import { EmploymentStatusSchema, IndividualTypeSchema, UsResidencyStatusSchema } from "./enums.ts";
import { field, named } from "./fields.ts";
import {
  CountryCodeSchema,
  countryList,
  EmailAddressSchema,
  IpAddressSchema,
  PastDateSchema,
  PercentageSchema,
  PhoneNumberSchema,
  text,
} from "./formats.ts";
import { IndividualInvestmentProfileSchema, IndividualKycProfileSchema } from "./profiles.ts";

const name = (example: string) => text(100).meta({ example });

/** Tax and passport numbers: letters and digits with optional separators. */
export const TaxNumberSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{3,31}$/, "must be 4-32 letters, digits, spaces, '.', '/' or '-'")
  .meta({ example: "123-45-6789" });

export const PassportNumberSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{5,20}$/, "must be 5-20 letters and digits")
  .meta({ example: "X12345678" });

/** How responses show a sensitive identifier: asterisks then its last four characters. */
export const MaskedValueSchema = z
  .string()
  .max(32)
  .regex(/^\*+[^*]{0,4}$/)
  .meta({ id: "MaskedValue", description: "A sensitive identifier with all but its last four characters masked.", example: "*******6789" });

/**
 * Fields every person has, whether the applicant of an INDIVIDUAL application or a person on a corporate one. The
 * applicant answers more of them before submission than the people of a corporation.
 */
const personFields = (applicant: boolean) => ({
  first_name: field(name("Jane"), { label: "First name", help: "Given name.", required: true, autocomplete: "given-name" }),
  middle_name: field(name("Q"), { label: "Middle name", autocomplete: "additional-name" }),
  last_name: field(name("Doe"), { label: "Last name", help: "Family name.", required: true, autocomplete: "family-name" }),
  email_address: field(EmailAddressSchema, { label: "E-mail address", required: true, autocomplete: "email" }),
  mailing_address: field(AddressSchema, { label: "Mailing address", help: "Where the person lives.", required: true }),
  telephone_number: field(PhoneNumberSchema, {
    label: "Telephone number",
    help: "Telephone number in E.164 form.",
    required: applicant,
    autocomplete: "tel",
  }),
  tax_reference_number: field(TaxNumberSchema, {
    label: "Tax reference number",
    help: "Tax reference number (for example a US SSN or ITIN).",
    required: true,
    sensitive: true,
  }),
  tax_reference_number_country: field(CountryCodeSchema, {
    label: "Tax residence",
    help: "Country that issued the tax reference number.",
    required: applicant,
  }),
  passport_number: field(PassportNumberSchema, {
    label: "Passport number",
    help: "Passport number.",
    sensitive: true,
    required: applicant ? { field: "us_residency_status", value: "NON_RESIDENT_ALIEN" } : false,
  }),
  nationality: field(CountryCodeSchema, { label: "Nationality", help: "Country of nationality.", required: true }),
  citizenship: field(countryList("Countries of citizenship."), {
    label: "Citizenship",
    help: "Countries of citizenship.",
    required: applicant,
  }),
  date_of_birth: field(PastDateSchema, {
    label: "Date of birth",
    help: "Date of birth, YYYY-MM-DD.",
    required: true,
    autocomplete: "bday",
  }),
  us_residency_status: field(UsResidencyStatusSchema, { label: "US residency status", required: applicant }),
});

const personExample = {
  first_name: "Jane",
  last_name: "Doe",
  email_address: "jane.doe@example.com",
  mailing_address: { address_line1: "100 Congress Ave", city: "Austin", state: "TX", postal_code: "78701", country_code: "US" },
  telephone_number: "+15125550100",
  tax_reference_number: "123-45-6789",
  tax_reference_number_country: "US",
  nationality: "US",
  citizenship: ["US"],
  date_of_birth: "1990-04-21",
  us_residency_status: "US_CITIZEN",
};

export const IndividualApplicationSchema = z
  .strictObject({
    ...personFields(true),
    ip_address: field(IpAddressSchema, {
      label: "IP address",
      help: "The IPv4 or IPv6 address the customer applied from.",
      required: true,
      providedBy: "INTEGRATOR",
    }),
    employment_status: field(EmploymentStatusSchema, { label: "Employment status", required: true }),
    employment_description: field(text(500).meta({ example: "Full-time" }), {
      label: "Employment details",
      help: "Free-text detail of the employment.",
    }),
    employer_name: field(text(200).meta({ example: "Acme Corp" }), {
      label: "Employer name",
      help: "Name of the employer.",
      required: { field: "employment_status", value: "EMPLOYEE" },
      autocomplete: "organization",
    }),
    occupation: field(text(200).meta({ example: "Engineer" }), { label: "Occupation", required: true, autocomplete: "organization-title" }),
    investment_profile: field(IndividualInvestmentProfileSchema, { label: "Investment profile", required: true }),
    kyc_profile: field(IndividualKycProfileSchema, { label: "KYC profile", required: true }),
  })
  .meta({
    id: "IndividualApplication",
    description:
      "Details of the person applying (customer_details of an INDIVIDUAL application). Fields may be added over several calls; what is still missing is reported as requirements.",
    example: {
      ...personExample,
      ip_address: "203.0.113.7",
      employment_status: "EMPLOYEE",
      employer_name: "Acme Corp",
      occupation: "Engineer",
    },
  });
export type IndividualApplication = z.infer<typeof IndividualApplicationSchema>;

export const corporateIndividualFields = {
  ...personFields(false),
  // Given when the person is added (not a field that may be left out), but with a name for people all the same.
  individual_type: named(
    z
      .array(IndividualTypeSchema)
      .min(1)
      .max(4)
      .meta({ description: "Roles of the person; one person may hold several.", example: ["BENEFICIAL_OWNER", "OFFICER"] }),
    { label: "Roles" },
  ),
  title: field(text(100).meta({ example: "CEO" }), { label: "Job title" }),
  percentage_ownership: field(PercentageSchema.meta({ example: 40 }), {
    label: "Ownership",
    help: "Share of the corporation the person owns, over 25 and at most 100. Only a BENEFICIAL_OWNER has one.",
    required: { field: "individual_type", value: "BENEFICIAL_OWNER" },
  }),
};

const ownershipRule = (
  value: { individual_type?: string[] | undefined; percentage_ownership?: number | undefined | null },
  ctx: z.RefinementCtx,
) => {
  const owner = value.individual_type?.includes("BENEFICIAL_OWNER") ?? false;
  const hasPercentage = value.percentage_ownership !== undefined && value.percentage_ownership !== null;
  if (value.individual_type && !owner && hasPercentage) {
    ctx.addIssue({ code: "custom", path: ["percentage_ownership"], message: "only a BENEFICIAL_OWNER has a percentage_ownership" });
  }
  if (owner && hasPercentage && (value.percentage_ownership as number) <= 25) {
    ctx.addIssue({ code: "custom", path: ["percentage_ownership"], message: "a BENEFICIAL_OWNER owns more than 25 %" });
  }
};

export const CorporateIndividualSchema = z
  .strictObject(corporateIndividualFields)
  .superRefine(ownershipRule)
  .meta({
    id: "CorporateIndividual",
    description: "A person on a corporate application: an officer, beneficial owner, control person or authorized person.",
    example: { ...personExample, individual_type: ["BENEFICIAL_OWNER", "OFFICER"], title: "CEO", percentage_ownership: 40 },
  });
export type CorporateIndividual = z.infer<typeof CorporateIndividualSchema>;
