import { z } from "zod";
import { AddressSchema } from "./address.ts";
import { CorporateEntityTypeSchema } from "./enums.ts";
import {
  CountryCodeSchema,
  EmailAddressSchema,
  PastDateSchema,
  PhoneNumberSchema,
  SubdivisionCodeSchema,
  text,
  WebsiteSchema,
} from "./formats.ts";
import { TaxNumberSchema } from "./person.ts";
import { CorporateInvestmentProfileSchema, CorporateKycProfileSchema } from "./profiles.ts";

export const CorporationApplicationSchema = z
  .strictObject({
    registered_name: text(200).optional().meta({ description: "Legal name of the corporation.", example: "Acme Payments Inc." }),
    trading_name: text(200).optional().meta({ description: "Name the corporation trades under.", example: "Acme Pay" }),
    registered_number: text(64).optional().meta({ description: "Registration number with the registrar.", example: "DE-5551234" }),
    corporate_tax_reference_number: TaxNumberSchema.optional().meta({
      description: "Corporate tax number (for example an EIN). Stored encrypted; responses show only its last four characters.",
      example: "12-3456789",
    }),
    registered_address: AddressSchema.optional(),
    physical_address: AddressSchema.optional(),
    telephone_number: PhoneNumberSchema.optional(),
    email_address: EmailAddressSchema.optional(),
    website_address: WebsiteSchema.optional(),
    state_of_incorporation: SubdivisionCodeSchema.optional(),
    country_of_incorporation: CountryCodeSchema.optional(),
    established_on: PastDateSchema.optional().meta({ description: "Date of incorporation.", example: "2015-06-01" }),
    corporate_entity_type: CorporateEntityTypeSchema.optional(),
    corporate_entity_type_description: text(200)
      .optional()
      .meta({ description: "Legal form, when corporate_entity_type is OTHER.", example: "Cooperative" }),
    naics: z
      .string()
      .regex(/^\d{2,6}$/, "must be a NAICS code of 2-6 digits")
      .optional()
      .meta({ description: "NAICS industry code.", example: "522320" }),
    naics_description: text(200).optional().meta({ description: "NAICS industry title.", example: "Financial Transactions Processing" }),
    investment_profile: CorporateInvestmentProfileSchema.optional(),
    kyc_profile: CorporateKycProfileSchema.optional(),
  })
  .meta({
    id: "CorporationApplication",
    description:
      "Details of the corporation applying (customer_details of a CORPORATION application). People are added with the individuals endpoints.",
    example: {
      registered_name: "Acme Payments Inc.",
      registered_number: "DE-5551234",
      corporate_tax_reference_number: "12-3456789",
      registered_address: { address_line1: "1 Main St", city: "Wilmington", state: "DE", postal_code: "19801", country_code: "US" },
      telephone_number: "+13025550100",
      email_address: "ops@acme.example",
      state_of_incorporation: "DE",
      country_of_incorporation: "US",
      established_on: "2015-06-01",
      corporate_entity_type: "C_CORP_PRIVATE",
      naics: "522320",
    },
  });
export type CorporationApplication = z.infer<typeof CorporationApplicationSchema>;
