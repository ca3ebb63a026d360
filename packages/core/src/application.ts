import { z } from "zod";
import { CorporationApplicationSchema } from "./corporation.ts";
import { ApplicationStatusSchema } from "./enums.ts";
import { ExternalIdSchema, serviceId, TimestampSchema } from "./formats.ts";
import { IndividualApplicationSchema } from "./person.ts";

export const ApplicationIdSchema = serviceId("app", "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM");
export const IndividualIdSchema = serviceId("ind", "ind_01JDQ6P3A8X7W4V3T2S1R0QPNM");

export const AssetTypeIdSchema = z
  .string()
  .max(64)
  .regex(/^[A-Z0-9]+_[A-Z0-9]+_[A-Z0-9]+$/, "must follow {CHAIN}_{NETWORK}_{CURRENCY}, for example FIAT_TESTNET_USD")
  .meta({ description: "Asset type, {CHAIN}_{NETWORK}_{CURRENCY}.", example: "FIAT_TESTNET_USD" });

export const ProductIdSchema = z
  .string()
  .max(64)
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, "must be an upper-case product identifier, for example DEPOSIT_BASIC")
  .meta({ description: "Product of the service's catalog.", example: "DEPOSIT_BASIC" });

export const AccountOpenSchema = z
  .strictObject({
    account_id: ExternalIdSchema,
    product_id: ProductIdSchema,
    asset_type_id: AssetTypeIdSchema,
  })
  .meta({
    id: "AccountOpen",
    description: "The account to open for the customer on approval. The product and asset type must exist in the catalog.",
    example: { account_id: "acct_000123", product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
  });
export type AccountOpen = z.infer<typeof AccountOpenSchema>;

const commonCreateFields = {
  account_to_open: AccountOpenSchema,
  terms_and_conditions_accepted: z.boolean().meta({
    description: "True when the end customer accepts all terms and conditions of the platform. Submission needs true.",
    example: true,
  }),
  information_attested: z.boolean().meta({
    description:
      "True when the customer attests that all information is true, accurate and up to date. For corporations the attesting party is the ultimate beneficial owner, the CEO or a control person; a platform subscriber may not attest on the customer's behalf. Submission needs true.",
    example: true,
  }),
  customer_id: ExternalIdSchema,
};

export const CreateIndividualApplicationSchema = z
  .strictObject({
    application_type: z.literal("INDIVIDUAL"),
    ...commonCreateFields,
    customer_details: IndividualApplicationSchema,
  })
  .meta({ id: "CreateIndividualApplicationRequest", description: "Creates an application for a person." });

export const CreateCorporationApplicationSchema = z
  .strictObject({
    application_type: z.literal("CORPORATION"),
    ...commonCreateFields,
    customer_details: CorporationApplicationSchema,
  })
  .meta({ id: "CreateCorporationApplicationRequest", description: "Creates an application for a corporation." });

export const CreateApplicationRequestSchema = z
  .discriminatedUnion("application_type", [CreateIndividualApplicationSchema, CreateCorporationApplicationSchema])
  .meta({ id: "CreateApplicationRequest", description: "The creation payload; application_type selects the variant." });
export type CreateApplicationRequest = z.infer<typeof CreateApplicationRequestSchema>;

export const ApplicationCreatedSchema = z
  .strictObject({ id: ApplicationIdSchema, status: ApplicationStatusSchema })
  .meta({ id: "ApplicationCreated", description: "Identifier and first status of a new application." });

export const applicationTimestamps = {
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  attested_at: TimestampSchema.nullable().meta({ description: "When information_attested became true, or null." }),
  submitted_at: TimestampSchema.nullable().meta({ description: "When the application was last submitted, or null." }),
  decided_at: TimestampSchema.nullable().meta({ description: "When the review decided, or null." }),
};
