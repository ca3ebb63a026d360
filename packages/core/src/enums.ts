import type { z } from "zod";
import { enumOf } from "./enum-of.ts";

export const ApplicationTypeSchema = enumOf(
  "ApplicationType",
  ["INDIVIDUAL", "CORPORATION"],
  "Whether the application onboards a person or a corporation.",
);

/** The statuses of an application, in the order of its life (tables by status follow it). */
export const APPLICATION_STATUSES = [
  "INCOMPLETE",
  "READY_FOR_SUBMISSION",
  "SUBMITTED",
  "PROCESSING",
  "CHANGES_REQUESTED",
  "APPROVED",
  "REJECTED",
  "CANCELLED",
] as const;

export const ApplicationStatusSchema = enumOf(
  "ApplicationStatus",
  APPLICATION_STATUSES,
  "Status of an application. Set by the service, never by the client.",
);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;
export type ApplicationType = z.infer<typeof ApplicationTypeSchema>;

export const UsResidencyStatusSchema = enumOf(
  "UsResidencyStatus",
  ["US_CITIZEN", "RESIDENT_ALIEN", "NON_RESIDENT_ALIEN"],
  "US residency status of a person.",
);

export const EmploymentStatusSchema = enumOf(
  "EmploymentStatus",
  ["EMPLOYEE", "SELF_EMPLOYED", "RETIRED", "UNEMPLOYED", "OTHER"],
  "Employment status of a person.",
);

export const SourceOfFundsSchema = enumOf(
  "SourceOfFunds",
  [
    "EMPLOYMENT",
    "SAVINGS",
    "WINNINGS",
    "MARITAL",
    "REAL_ESTATE",
    "TRUST",
    "INVESTMENT",
    "OTHER",
    "COMPANY",
    "COMPANY_CAPITAL",
    "LOAN",
    "PRIVATE_CAPITAL",
    "GRANT",
  ],
  "Primary source of the customer's funds.",
);

export const AssetSizeBucketSchema = enumOf(
  "AssetSizeBucket",
  ["UPTO_10K", "TEN_TO_100K", "ONEHUNDREDK_TO_1M", "ONE_TO_10M", "TEN_TO_50M", "FIFTY_TO_250M", "MORE_THAN_250M"],
  "Bucket of a USD value of assets.",
);

export const CountBucketSchema = enumOf(
  "CountBucket",
  ["UPTO_5", "FIVE_TO_10", "TEN_TO_25", "MORE_THAN_25"],
  "Bucket of a monthly number of transactions.",
);

export const ValueBucketSchema = enumOf(
  "ValueBucket",
  ["UPTO_1K", "ONE_TO_100K", "ONEHUNDREDK_TO_1M", "MILLION_TO_5M", "MORE_THAN_5M"],
  "Bucket of a monthly USD value.",
);

export const InvestmentExperienceSchema = enumOf(
  "InvestmentExperience",
  ["LITTLE", "MODERATE", "SIGNIFICANT"],
  "Experience with crypto investment.",
);
export const InvestmentStrategySchema = enumOf(
  "InvestmentStrategy",
  ["LOW_RISK", "MEDIUM_RISK", "HIGH_RISK", "OTHER"],
  "Crypto investment strategy.",
);
export const DepositSourceSchema = enumOf("DepositSource", ["DEPOSIT", "WIRE"], "How deposits reach the account.");
export const TransactionFrequencySchema = enumOf(
  "TransactionFrequency",
  ["DAILY", "WEEKLY", "BIWEEKLY", "MONTHLY", "QUARTERLY", "SEMI_ANNUALLY"],
  "How often transactions happen.",
);
export const CryptoInvestmentPlanSchema = enumOf(
  "CryptoInvestmentPlan",
  ["CUSTODY", "STAKING", "TRADING", "LENDING", "BORROWING"],
  "Planned use of crypto assets.",
);
export const TradesPerMonthSchema = enumOf(
  "TradesPerMonth",
  ["UPTO_20", "TWENTYONE_TO_30", "THIRTYONE_TO_100", "ONEHUNDREDANDONE_TO_200", "TWOHUNDREDANDONE_TO_400", "MORE_THAN_400"],
  "Bucket of trades per month.",
);

export const ActivitySchema = enumOf(
  "Activity",
  ["NONE", "ADULT_ENTERTAINMENT", "DRUGS", "FIREARMS", "GAMBLING", "MARIJUANA", "TUMBLING"],
  "Activity the customer engages in. NONE excludes the others.",
);

/**
 * Kinds of vendors and counterparties. The set is open to extension (adding a value is additive); the values
 * accepted today are listed here and in the docs.
 */
export const CounterpartySchema = enumOf(
  "Counterparty",
  ["SELF", "INDIVIDUALS", "BUSINESSES", "FINANCIAL_INSTITUTIONS", "EXCHANGES", "MERCHANTS", "GOVERNMENT", "OTHER"],
  "Kind of vendor or counterparty the customer transacts with. Open to extension: new values may be added within v1.",
);

export const PrimaryBusinessSchema = enumOf(
  "PrimaryBusiness",
  [
    "SOFTWARE",
    "ATM",
    "BROKER",
    "CHARITY",
    "COMMODITIES",
    "DEFI_EXCHANGE",
    "GOVERNMENT_FOREIGN",
    "GOVERNMENT_US",
    "HNWI",
    "INSURANCE",
    "ADVISOR",
    "LOAN",
    "MINER",
    "NFT",
    "NON_BANK_CUSTODIAN",
    "PENSION",
    "WHV",
    "POOLED_INVESTMENT",
    "PROP_TRADING",
    "PUBLIC",
    "SPV",
    "STATE_FOREIGN",
    "STATE_US",
    "SUPRANATIONAL_BODY",
    "PAYMENT_PROCESSOR",
    "TOKEN_PROJECT",
    "TRUST_PERSONAL",
    "TRUST_CORP",
    "BANK_US",
    "BANK_FOREIGN",
    "CRYPTO_MSB_US",
    "CRYPTO_MSB_FOREIGN",
    "NON_CRYPTO_MSB_US",
    "NON_CRYPTO_MSB_FOREIGN",
    "OTHER",
  ],
  "Primary business of a corporation.",
);

export const RegulatedStatusSchema = enumOf(
  "RegulatedStatus",
  ["REGULATED", "REGISTERED", "LICENSED", "NONE", "NOT_REQUIRED"],
  "Regulatory status of a corporation.",
);

export const ControlExemptionReasonSchema = enumOf(
  "ControlExemptionReason",
  [
    "REGULATED",
    "PUBLICLY_TRADED",
    "PUBLIC_SUBSIDIARY",
    "PUBLIC_ACCOUNTING",
    "INSURANCE",
    "GOVERNMENT_AGENCY",
    "BANK_HOLDING",
    "SAVINGS_LOAN",
    "FMU",
    "FOREIGN_PRIVATE_BANK",
    "FOREIGN_INSTITUTION",
    "ISSUER",
    "INVESTMENT",
    "COMMODITIES",
    "POOLED_INVESTMENT",
    "NON_GOVERNMENT_SUBDIVISION",
    "NON_ENTITY",
    "NONE",
  ],
  "Why a corporation is exempt from naming control persons, or NONE.",
);

export const CorporateEntityTypeSchema = enumOf(
  "CorporateEntityType",
  ["C_CORP_PRIVATE", "C_CORP_PUBLIC", "HNWI", "LLC", "LLP", "LP", "S_CORP", "SOLE_PROP", "TRUST", "NON_PROFIT", "OTHER"],
  "Legal form of a corporation. OTHER needs corporate_entity_type_description.",
);

export const IndividualTypeSchema = enumOf(
  "IndividualType",
  ["OFFICER", "BENEFICIAL_OWNER", "CONTROL_PERSON", "AUTHORIZED_PERSON"],
  "Role of a person on a corporate application.",
);
