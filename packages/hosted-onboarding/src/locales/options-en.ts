/**
 * How every value the page offers in a list reads in English, keyed by the raw value: the values of the enums of the
 * details schemas and the document types (countries are named by Intl.DisplayNames instead). A value shared by two
 * enums (OTHER, NONE, REGULATED, LOAN, TRUST, INVESTMENT, …) has one wording that fits both.
 */
export const OPTIONS_EN: Record<string, string> = {
  // Shared by several enums.
  OTHER: "Other",
  NONE: "None of these",

  // US residency status.
  US_CITIZEN: "US citizen",
  RESIDENT_ALIEN: "US resident, not a citizen",
  NON_RESIDENT_ALIEN: "Not a US resident",

  // Employment status.
  EMPLOYEE: "Employed",
  SELF_EMPLOYED: "Self-employed",
  RETIRED: "Retired",
  UNEMPLOYED: "Not employed",

  // Source of funds (LOAN, TRUST and INVESTMENT are also a primary business, a legal form and an exemption reason).
  EMPLOYMENT: "Employment income",
  SAVINGS: "Savings",
  WINNINGS: "Prizes or winnings",
  MARITAL: "Marriage or divorce settlement",
  REAL_ESTATE: "Real estate",
  TRUST: "Trust",
  INVESTMENT: "Investments",
  COMPANY: "Company income",
  COMPANY_CAPITAL: "Company capital",
  LOAN: "Loans",
  PRIVATE_CAPITAL: "Private capital",
  GRANT: "Grant",

  // Asset size (ONEHUNDREDK_TO_1M is also a monthly value).
  UPTO_10K: "Up to $10,000",
  TEN_TO_100K: "$10,000 to $100,000",
  ONEHUNDREDK_TO_1M: "$100,000 to $1,000,000",
  ONE_TO_10M: "$1 million to $10 million",
  TEN_TO_50M: "$10 million to $50 million",
  FIFTY_TO_250M: "$50 million to $250 million",
  MORE_THAN_250M: "More than $250 million",

  // Monthly count.
  UPTO_5: "Up to 5",
  FIVE_TO_10: "5 to 10",
  TEN_TO_25: "10 to 25",
  MORE_THAN_25: "More than 25",

  // Monthly value.
  UPTO_1K: "Up to $1,000",
  ONE_TO_100K: "$1,000 to $100,000",
  MILLION_TO_5M: "$1 million to $5 million",
  MORE_THAN_5M: "More than $5 million",

  // Crypto investment experience and strategy.
  LITTLE: "Little",
  MODERATE: "Moderate",
  SIGNIFICANT: "Significant",
  LOW_RISK: "Low risk",
  MEDIUM_RISK: "Medium risk",
  HIGH_RISK: "High risk",

  // How deposits reach the account.
  DEPOSIT: "Deposit",
  WIRE: "Wire transfer",

  // Transaction frequency.
  DAILY: "Daily",
  WEEKLY: "Weekly",
  BIWEEKLY: "Every two weeks",
  MONTHLY: "Monthly",
  QUARTERLY: "Every three months",
  SEMI_ANNUALLY: "Twice a year",

  // Crypto investment plans.
  CUSTODY: "Custody",
  STAKING: "Staking",
  TRADING: "Trading",
  LENDING: "Lending",
  BORROWING: "Borrowing",

  // Trades a month.
  UPTO_20: "Up to 20",
  TWENTYONE_TO_30: "21 to 30",
  THIRTYONE_TO_100: "31 to 100",
  ONEHUNDREDANDONE_TO_200: "101 to 200",
  TWOHUNDREDANDONE_TO_400: "201 to 400",
  MORE_THAN_400: "More than 400",

  // Activities.
  ADULT_ENTERTAINMENT: "Adult entertainment",
  DRUGS: "Drugs or controlled substances",
  FIREARMS: "Firearms",
  GAMBLING: "Gambling",
  MARIJUANA: "Marijuana or cannabis",
  TUMBLING: "Crypto mixing (tumbling)",

  // Counterparties.
  SELF: "Own accounts",
  INDIVIDUALS: "Individuals",
  BUSINESSES: "Businesses",
  FINANCIAL_INSTITUTIONS: "Financial institutions",
  EXCHANGES: "Exchanges",
  MERCHANTS: "Merchants",
  GOVERNMENT: "Government",

  // Primary business (HNWI is also a legal form; INSURANCE, COMMODITIES and POOLED_INVESTMENT also exemption reasons).
  SOFTWARE: "Software company",
  ATM: "ATM or kiosk operator",
  BROKER: "Broker or dealer",
  CHARITY: "Charity",
  COMMODITIES: "Commodities firm",
  DEFI_EXCHANGE: "Decentralized exchange (DeFi)",
  GOVERNMENT_FOREIGN: "Government outside the US",
  GOVERNMENT_US: "US government",
  HNWI: "High-net-worth individual",
  INSURANCE: "Insurance company",
  ADVISOR: "Investment adviser",
  MINER: "Crypto mining",
  NFT: "NFTs (non-fungible tokens)",
  NON_BANK_CUSTODIAN: "Non-bank custodian",
  PENSION: "Pension fund",
  WHV: "Wealth holding vehicle",
  POOLED_INVESTMENT: "Pooled investment vehicle",
  PROP_TRADING: "Proprietary trading",
  PUBLIC: "Publicly traded company",
  SPV: "Special purpose vehicle (SPV)",
  STATE_FOREIGN: "State-owned enterprise outside the US",
  STATE_US: "US state-owned enterprise",
  SUPRANATIONAL_BODY: "Supranational body",
  PAYMENT_PROCESSOR: "Payment processor",
  TOKEN_PROJECT: "Token project or issuer",
  TRUST_PERSONAL: "Personal trust",
  TRUST_CORP: "Corporate trust",
  BANK_US: "US bank",
  BANK_FOREIGN: "Bank outside the US",
  CRYPTO_MSB_US: "US money services business, crypto",
  CRYPTO_MSB_FOREIGN: "Money services business outside the US, crypto",
  NON_CRYPTO_MSB_US: "US money services business, no crypto",
  NON_CRYPTO_MSB_FOREIGN: "Money services business outside the US, no crypto",

  // Regulated status (REGULATED is also an exemption reason: the corporation is regulated).
  REGULATED: "Regulated",
  REGISTERED: "Registered",
  LICENSED: "Licensed",
  NOT_REQUIRED: "Not required",

  // Why a corporation need not name its control persons.
  PUBLICLY_TRADED: "Publicly traded company",
  PUBLIC_SUBSIDIARY: "Subsidiary of a publicly traded company",
  PUBLIC_ACCOUNTING: "Registered public accounting firm",
  GOVERNMENT_AGENCY: "Government agency",
  BANK_HOLDING: "Bank holding company",
  SAVINGS_LOAN: "Savings and loan holding company",
  FMU: "Financial market utility",
  FOREIGN_PRIVATE_BANK: "Private bank outside the US",
  FOREIGN_INSTITUTION: "Financial institution outside the US",
  ISSUER: "Issuer of registered securities",
  NON_GOVERNMENT_SUBDIVISION: "Government department or subdivision outside the US",
  NON_ENTITY: "Not a legal entity",

  // Legal form.
  C_CORP_PRIVATE: "C corporation, private",
  C_CORP_PUBLIC: "C corporation, public",
  LLC: "Limited liability company (LLC)",
  LLP: "Limited liability partnership (LLP)",
  LP: "Limited partnership (LP)",
  S_CORP: "S corporation",
  SOLE_PROP: "Sole proprietorship",
  NON_PROFIT: "Non-profit organization",

  // A person's roles on a corporate application.
  OFFICER: "Officer",
  BENEFICIAL_OWNER: "Beneficial owner",
  CONTROL_PERSON: "Control person",
  AUTHORIZED_PERSON: "Authorized person",

  // Document types.
  PASSPORT: "Passport",
  NATIONAL_ID: "National identity card",
  DRIVERS_LICENSE: "Driver's license",
  PROOF_OF_ADDRESS: "Proof of address",
  CERTIFICATE_OF_INCORPORATION: "Certificate of incorporation",
  ARTICLES_OF_ASSOCIATION: "Articles of association",
  OWNERSHIP_STRUCTURE: "Ownership structure chart",
  TAX_FORM: "Tax form",
};
