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
import { field } from "./fields.ts";
import { countryList, text } from "./formats.ts";

/** The answers on wealth and expected activity; a person also gives total assets before submission. */
const investmentFields = (person: boolean) => ({
  primary_source_of_funds: field(SourceOfFundsSchema, { label: "Source of funds", required: true }),
  primary_source_of_funds_description: field(text(500).meta({ example: "Salary" }), {
    label: "Source of funds details",
    help: "Free-text detail of the source of funds.",
  }),
  total_assets: field(AssetSizeBucketSchema, { label: "Total assets", required: person }),
  usd_value_of_fiat: field(AssetSizeBucketSchema, { label: "Fiat holdings (USD)" }),
  monthly_deposits: field(CountBucketSchema, { label: "Deposits a month" }),
  monthly_withdrawals: field(CountBucketSchema, { label: "Withdrawals a month" }),
  monthly_investment_deposit: field(ValueBucketSchema, { label: "Value deposited a month" }),
  monthly_investment_withdrawal: field(ValueBucketSchema, { label: "Value withdrawn a month" }),
  usd_value_of_crypto: field(AssetSizeBucketSchema, { label: "Crypto holdings (USD)" }),
  monthly_crypto_deposits: field(CountBucketSchema, { label: "Crypto deposits a month" }),
  monthly_crypto_withdrawals: field(CountBucketSchema, { label: "Crypto withdrawals a month" }),
  monthly_crypto_investment_deposit: field(ValueBucketSchema, { label: "Crypto value deposited a month" }),
  monthly_crypto_investment_withdrawal: field(ValueBucketSchema, { label: "Crypto value withdrawn a month" }),
});

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

export const IndividualInvestmentProfileSchema = z.strictObject(investmentFields(true)).meta({
  id: "IndividualInvestmentProfile",
  description: "Expected activity and wealth of a person.",
  example: investmentExample,
});

export const CorporateInvestmentProfileSchema = z
  .strictObject({
    ...investmentFields(false),
    total_investable_assets: field(AssetSizeBucketSchema, { label: "Investable assets" }),
    asset_allocation_to_crypto: field(AssetSizeBucketSchema, { label: "Allocation to crypto" }),
    investment_experience_crypto: field(InvestmentExperienceSchema, { label: "Crypto experience" }),
    investment_strategy_crypto: field(InvestmentStrategySchema, { label: "Crypto strategy" }),
    initial_deposit_source: field(DepositSourceSchema, { label: "Initial deposit source" }),
    ongoing_deposit_source: field(DepositSourceSchema, { label: "Ongoing deposit source" }),
    frequency_of_transactions: field(TransactionFrequencySchema, { label: "Transaction frequency" }),
    frequency_of_crypto_transactions: field(TransactionFrequencySchema, { label: "Crypto transaction frequency" }),
    crypto_investment_plans: field(z.array(CryptoInvestmentPlanSchema).max(5), { label: "Crypto investment plans" }),
    trades_per_month: field(TradesPerMonthSchema, { label: "Trades a month" }),
    perform_transfers_with_unhosted_wallets: field(z.boolean(), { label: "Transfers with unhosted wallets" }),
    trade_internationally: field(z.boolean(), { label: "Trades internationally" }),
    trade_jurisdictions: field(countryList("Countries the corporation trades in."), {
      label: "Trade jurisdictions",
      help: "Countries the corporation trades in.",
    }),
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
  .meta({ example: ["NONE"] });

/** The know-your-customer answers; a person also states activities and counterparties before submission. */
const kycFields = (person: boolean) => ({
  funds_send_receive_jurisdictions: field(countryList("Countries funds are sent to or received from."), {
    label: "Funds jurisdictions",
    help: "Countries funds are sent to or received from.",
  }),
  business_jurisdictions: field(countryList("Countries the customer does business in."), {
    label: "Business jurisdictions",
    help: "Countries the customer does business in.",
  }),
  engage_in_activities: field(activities, {
    label: "Activities",
    help: 'Activities the customer engages in; ["NONE"] when none apply.',
    required: person,
  }),
  vendors_and_counterparties: field(
    z
      .array(CounterpartySchema)
      .max(16)
      .meta({ example: ["SELF"] }),
    {
      label: "Counterparties",
      help: "Kinds of counterparties.",
      required: person,
    },
  ),
});

const kycExample = {
  funds_send_receive_jurisdictions: ["US"],
  business_jurisdictions: ["US"],
  engage_in_activities: ["NONE"],
  vendors_and_counterparties: ["SELF"],
};

export const IndividualKycProfileSchema = z.strictObject(kycFields(true)).meta({
  id: "IndividualKycProfile",
  description: "Know-your-customer answers of a person.",
  example: kycExample,
});

export const CorporateKycProfileSchema = z
  .strictObject({
    ...kycFields(false),
    primary_business: field(PrimaryBusinessSchema, { label: "Primary business", required: true }),
    description_of_business_nature: field(text(1000).meta({ example: "Payroll software" }), {
      label: "Nature of the business",
      help: "What the business does.",
    }),
    is_charitable: field(z.boolean(), { label: "Charity" }),
    new_york_office: field(z.boolean(), { label: "New York office" }),
    regulated_status: field(RegulatedStatusSchema, { label: "Regulated status" }),
    regulation_agency: field(text(200).meta({ example: "FinCEN" }), { label: "Regulator", help: "Regulator of the corporation." }),
    regulation_agency_regulation_number: field(text(100).meta({ example: "31000123456789" }), {
      label: "Regulator registration number",
      help: "Registration number with the regulator.",
    }),
    control_exemption_reason: field(ControlExemptionReasonSchema, {
      label: "Control exemption",
      help: "Why the corporation need not list its beneficial owners, if it need not; NONE otherwise.",
    }),
  })
  .meta({
    id: "CorporateKycProfile",
    description: "Know-your-customer answers of a corporation.",
    example: { ...kycExample, primary_business: "SOFTWARE", regulated_status: "NOT_REQUIRED", control_exemption_reason: "NONE" },
  });
