import { z } from "zod";
import { AddressSchema } from "./address.ts";
import { EmploymentStatusSchema, IndividualTypeSchema, UsResidencyStatusSchema } from "./enums.ts";
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

const name = (description: string, example: string) => text(100).meta({ description, example });

/** Tax and passport numbers: letters and digits with optional separators. Stored encrypted, returned masked. */
export const TaxNumberSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{3,31}$/, "must be 4-32 letters, digits, spaces, '.', '/' or '-'")
  .meta({ description: "Tax reference number. Stored encrypted; responses show only its last four characters.", example: "123-45-6789" });

export const PassportNumberSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{5,20}$/, "must be 5-20 letters and digits")
  .meta({ description: "Passport number. Stored encrypted; responses show only its last four characters.", example: "X12345678" });

/** How responses show a sensitive identifier: asterisks then its last four characters. */
export const MaskedValueSchema = z
  .string()
  .max(32)
  .regex(/^\*+[^*]{0,4}$/)
  .meta({ id: "MaskedValue", description: "A sensitive identifier with all but its last four characters masked.", example: "*******6789" });

/** Fields every person has, whether the applicant of an INDIVIDUAL application or a person on a corporate one. */
export const personFields = {
  first_name: name("Given name.", "Jane").optional(),
  middle_name: name("Middle name.", "Q").optional(),
  last_name: name("Family name.", "Doe").optional(),
  email_address: EmailAddressSchema.optional(),
  mailing_address: AddressSchema.optional(),
  telephone_number: PhoneNumberSchema.optional(),
  tax_reference_number: TaxNumberSchema.optional(),
  tax_reference_number_country: CountryCodeSchema.optional(),
  passport_number: PassportNumberSchema.optional(),
  nationality: CountryCodeSchema.optional(),
  citizenship: countryList("Countries of citizenship.").optional(),
  date_of_birth: PastDateSchema.optional(),
  us_residency_status: UsResidencyStatusSchema.optional(),
};

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
    ...personFields,
    ip_address: IpAddressSchema.optional(),
    employment_status: EmploymentStatusSchema.optional(),
    employment_description: text(500).optional().meta({ description: "Free-text detail of the employment.", example: "Full-time" }),
    employer_name: text(200).optional().meta({ description: "Name of the employer.", example: "Acme Corp" }),
    occupation: text(200).optional().meta({ description: "Occupation.", example: "Engineer" }),
    investment_profile: IndividualInvestmentProfileSchema.optional(),
    kyc_profile: IndividualKycProfileSchema.optional(),
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
  ...personFields,
  individual_type: z
    .array(IndividualTypeSchema)
    .min(1)
    .max(4)
    .meta({ description: "Roles of the person; one person may hold several.", example: ["BENEFICIAL_OWNER", "OFFICER"] }),
  title: text(100).optional().meta({ description: "Job title.", example: "CEO" }),
  percentage_ownership: PercentageSchema.optional().meta({
    description: "Share of the corporation the person owns, 0-100. Required for, and only for, BENEFICIAL_OWNER.",
    example: 40,
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
