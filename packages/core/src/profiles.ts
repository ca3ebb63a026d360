import { z } from "zod";
import {
  ActivitySchema,
  AssetSizeBucketSchema,
  ControlExemptionReasonSchema,
  CountBucketSchema,
  CounterpartySchema,
  CryptoInvestmentPlanSchema,
  DepositSourceSchema,
  InvestmentExperienceSchema,
  InvestmentStrategySchema,
  PrimaryBusinessSchema,
  RegulatedStatusSchema,
  SourceOfFundsSchema,
  TradesPerMonthSchema,
  TransactionFrequencySchema,
  ValueBucketSchema,
} from "./enums.ts";
import { countryList, text } from "./formats.ts";

const investmentFields = {
  primary_source_of_funds: SourceOfFundsSchema.optional(),
  primary_source_of_funds_description: text(500)
    .optional()
    .meta({ description: "Free-text detail of the source of funds.", example: "Salary" }),
  total_assets: AssetSizeBucketSchema.optional(),
  usd_value_of_fiat: AssetSizeBucketSchema.optional(),
  monthly_deposits: CountBucketSchema.optional(),
  monthly_withdrawals: CountBucketSchema.optional(),
  monthly_investment_deposit: ValueBucketSchema.optional(),
  monthly_investment_withdrawal: ValueBucketSchema.optional(),
  usd_value_of_crypto: AssetSizeBucketSchema.optional(),
  monthly_crypto_deposits: CountBucketSchema.optional(),
  monthly_crypto_withdrawals: CountBucketSchema.optional(),
  monthly_crypto_investment_deposit: ValueBucketSchema.optional(),
  monthly_crypto_investment_withdrawal: ValueBucketSchema.optional(),
};

const investmentExample = {
  primary_source_of_funds: "EMPLOYMENT",
  total_assets: "UPTO_10K",
  usd_value_of_fiat: "UPTO_10K",
  monthly_deposits: "UPTO_5",
  monthly_withdrawals: "UPTO_5",
  monthly_investment_deposit: "UPTO_1K",
  monthly_investment_withdrawal: "UPTO_1K",
  usd_value_of_crypto: "UPTO_10K",
  monthly_crypto_deposits: "UPTO_5",
  monthly_crypto_withdrawals: "UPTO_5",
  monthly_crypto_investment_deposit: "UPTO_1K",
  monthly_crypto_investment_withdrawal: "UPTO_1K",
};

export const IndividualInvestmentProfileSchema = z.strictObject(investmentFields).meta({
  id: "IndividualInvestmentProfile",
  description: "Expected activity and wealth of a person.",
  example: investmentExample,
});

export const CorporateInvestmentProfileSchema = z
  .strictObject({
    ...investmentFields,
    total_investable_assets: AssetSizeBucketSchema.optional(),
    asset_allocation_to_crypto: AssetSizeBucketSchema.optional(),
    investment_experience_crypto: InvestmentExperienceSchema.optional(),
    investment_strategy_crypto: InvestmentStrategySchema.optional(),
    initial_deposit_source: DepositSourceSchema.optional(),
    ongoing_deposit_source: DepositSourceSchema.optional(),
    frequency_of_transactions: TransactionFrequencySchema.optional(),
    frequency_of_crypto_transactions: TransactionFrequencySchema.optional(),
    crypto_investment_plans: z.array(CryptoInvestmentPlanSchema).max(5).optional(),
    trades_per_month: TradesPerMonthSchema.optional(),
    perform_transfers_with_unhosted_wallets: z.boolean().optional(),
    trade_internationally: z.boolean().optional(),
    trade_jurisdictions: countryList("Countries the corporation trades in.").optional(),
  })
  .meta({
    id: "CorporateInvestmentProfile",
    description: "Expected activity and wealth of a corporation.",
    example: {
      ...investmentExample,
      primary_source_of_funds: "COMPANY",
      investment_experience_crypto: "MODERATE",
      trades_per_month: "UPTO_20",
    },
  });

const activities = z
  .array(ActivitySchema)
  .max(7)
  .refine((values) => !values.includes("NONE") || values.length === 1, "NONE excludes every other activity")
  .meta({ description: 'Activities the customer engages in; ["NONE"] when none apply.', example: ["NONE"] });

const kycFields = {
  funds_send_receive_jurisdictions: countryList("Countries funds are sent to or received from.").optional(),
  business_jurisdictions: countryList("Countries the customer does business in.").optional(),
  engage_in_activities: activities.optional(),
  vendors_and_counterparties: z
    .array(CounterpartySchema)
    .max(16)
    .optional()
    .meta({ description: "Kinds of counterparties.", example: ["SELF"] }),
};

const kycExample = {
  funds_send_receive_jurisdictions: ["US"],
  business_jurisdictions: ["US"],
  engage_in_activities: ["NONE"],
  vendors_and_counterparties: ["SELF"],
};

export const IndividualKycProfileSchema = z.strictObject(kycFields).meta({
  id: "IndividualKycProfile",
  description: "Know-your-customer answers of a person.",
  example: kycExample,
});

export const CorporateKycProfileSchema = z
  .strictObject({
    ...kycFields,
    primary_business: PrimaryBusinessSchema.optional(),
    description_of_business_nature: text(1000).optional().meta({ description: "What the business does.", example: "Payroll software" }),
    is_charitable: z.boolean().optional(),
    new_york_office: z.boolean().optional(),
    regulated_status: RegulatedStatusSchema.optional(),
    regulation_agency: text(200).optional().meta({ description: "Regulator of the corporation.", example: "FinCEN" }),
    regulation_agency_regulation_number: text(100)
      .optional()
      .meta({ description: "Registration number with the regulator.", example: "31000123456789" }),
    control_exemption_reason: ControlExemptionReasonSchema.optional(),
  })
  .meta({
    id: "CorporateKycProfile",
    description: "Know-your-customer answers of a corporation.",
    example: { ...kycExample, primary_business: "SOFTWARE", regulated_status: "NOT_REQUIRED", control_exemption_reason: "NONE" },
  });
