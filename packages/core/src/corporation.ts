import { z } from "zod";
import { AddressSchema } from "./address.ts";
import { CorporateEntityTypeSchema } from "./enums.ts";
import { field } from "./fields.ts";
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
    registered_name: field(text(200).meta({ example: "Acme Payments Inc." }), {
      label: "Legal name",
      help: "Legal name of the corporation.",
      required: true,
    }),
    trading_name: field(text(200).meta({ example: "Acme Pay" }), { label: "Trading name", help: "Name the corporation trades under." }),
    registered_number: field(text(64).meta({ example: "DE-5551234" }), {
      label: "Registration number",
      help: "Registration number with the registrar.",
      required: true,
    }),
    corporate_tax_reference_number: field(TaxNumberSchema.meta({ example: "12-3456789" }), {
      label: "Corporate tax number",
      help: "Corporate tax number (for example an EIN).",
      required: true,
      sensitive: true,
    }),
    registered_address: field(AddressSchema, { label: "Registered address", required: true }),
    physical_address: field(AddressSchema, {
      label: "Physical address",
      help: "Where the business operates, if not at its registered address.",
    }),
    telephone_number: field(PhoneNumberSchema, {
      label: "Telephone number",
      help: "Telephone number in E.164 form.",
      required: true,
      autocomplete: "tel",
    }),
    email_address: field(EmailAddressSchema, { label: "E-mail address", required: true, autocomplete: "email" }),
    website_address: field(WebsiteSchema, { label: "Website", help: "Web site address (http or https)." }),
    state_of_incorporation: field(SubdivisionCodeSchema, {
      label: "State of incorporation",
      help: "Subdivision part of an ISO 3166-2 code, for example DE.",
    }),
    country_of_incorporation: field(CountryCodeSchema, { label: "Country of incorporation", required: true }),
    established_on: field(PastDateSchema.meta({ example: "2015-06-01" }), {
      label: "Date of incorporation",
      help: "Date of incorporation, YYYY-MM-DD.",
      required: true,
    }),
    corporate_entity_type: field(CorporateEntityTypeSchema, { label: "Legal form", required: true }),
    corporate_entity_type_description: field(text(200).meta({ example: "Cooperative" }), {
      label: "Legal form description",
      help: "The legal form, when it is none of the listed ones.",
      required: { field: "corporate_entity_type", value: "OTHER" },
    }),
    naics: field(
      z
        .string()
        .regex(/^\d{2,6}$/, "must be a NAICS code of 2-6 digits")
        .meta({ example: "522320" }),
      { label: "NAICS code", help: "NAICS industry code." },
    ),
    naics_description: field(text(200).meta({ example: "Financial Transactions Processing" }), {
      label: "NAICS title",
      help: "NAICS industry title.",
    }),
    investment_profile: field(CorporateInvestmentProfileSchema, { label: "Investment profile", required: true }),
    kyc_profile: field(CorporateKycProfileSchema, { label: "KYC profile", required: true }),
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
