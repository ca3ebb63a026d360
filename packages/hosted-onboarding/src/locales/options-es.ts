/** A no-break space: amounts are grouped by thousands with it, as Spanish style asks, and never split across lines. */
const S = "\u00a0";

/** "United States", abbreviated as Spanish does, never split across lines. */
const US = `EE.${S}UU.`;

/**
 * How every value the page offers in a list reads in Spanish: the same keys as OPTIONS_EN. Words that describe the
 * company agree with "la empresa"; a value shared by two enums has one wording that fits both.
 */
export const OPTIONS_ES: Record<string, string> = {
  // Shared by several enums.
  OTHER: "Otro",
  NONE: "Ninguna de las anteriores",

  // US residency status.
  US_CITIZEN: "Ciudadanía estadounidense",
  RESIDENT_ALIEN: `Residente en ${US} sin ciudadanía`,
  NON_RESIDENT_ALIEN: `No residente en ${US}`,

  // Employment status.
  EMPLOYEE: "Con empleo",
  SELF_EMPLOYED: "Trabajo por cuenta propia",
  RETIRED: "Jubilación o retiro",
  UNEMPLOYED: "Sin empleo",

  // Source of funds (LOAN, TRUST and INVESTMENT are also a primary business, a legal form and an exemption reason).
  EMPLOYMENT: "Ingresos laborales",
  SAVINGS: "Ahorros",
  WINNINGS: "Premios o ganancias de juegos",
  MARITAL: "Acuerdo de matrimonio o divorcio",
  REAL_ESTATE: "Bienes raíces",
  TRUST: "Fideicomiso",
  INVESTMENT: "Inversiones",
  COMPANY: "Ingresos de la empresa",
  COMPANY_CAPITAL: "Capital de la empresa",
  LOAN: "Préstamos",
  PRIVATE_CAPITAL: "Capital privado",
  GRANT: "Subvención",

  // Asset size (ONEHUNDREDK_TO_1M is also a monthly value).
  UPTO_10K: `Hasta 10${S}000${S}USD`,
  TEN_TO_100K: `De 10${S}000 a 100${S}000${S}USD`,
  ONEHUNDREDK_TO_1M: `De 100${S}000 a 1${S}000${S}000${S}USD`,
  ONE_TO_10M: `De 1 a 10 millones de${S}USD`,
  TEN_TO_50M: `De 10 a 50 millones de${S}USD`,
  FIFTY_TO_250M: `De 50 a 250 millones de${S}USD`,
  MORE_THAN_250M: `Más de 250 millones de${S}USD`,

  // Monthly count.
  UPTO_5: "Hasta 5",
  FIVE_TO_10: "De 5 a 10",
  TEN_TO_25: "De 10 a 25",
  MORE_THAN_25: "Más de 25",

  // Monthly value.
  UPTO_1K: `Hasta 1000${S}USD`,
  ONE_TO_100K: `De 1000 a 100${S}000${S}USD`,
  MILLION_TO_5M: `De 1 a 5 millones de${S}USD`,
  MORE_THAN_5M: `Más de 5 millones de${S}USD`,

  // Crypto investment experience and strategy.
  LITTLE: "Poca",
  MODERATE: "Moderada",
  SIGNIFICANT: "Amplia",
  LOW_RISK: "Riesgo bajo",
  MEDIUM_RISK: "Riesgo medio",
  HIGH_RISK: "Riesgo alto",

  // How deposits reach the account.
  DEPOSIT: "Depósito",
  WIRE: "Transferencia bancaria",

  // Transaction frequency.
  DAILY: "Diaria",
  WEEKLY: "Semanal",
  BIWEEKLY: "Quincenal",
  MONTHLY: "Mensual",
  QUARTERLY: "Trimestral",
  SEMI_ANNUALLY: "Semestral",

  // Crypto investment plans.
  CUSTODY: "Custodia",
  STAKING: "Participación (staking)",
  TRADING: "Compraventa (trading)",
  LENDING: "Otorgar préstamos",
  BORROWING: "Tomar préstamos",

  // Trades a month.
  UPTO_20: "Hasta 20",
  TWENTYONE_TO_30: "De 21 a 30",
  THIRTYONE_TO_100: "De 31 a 100",
  ONEHUNDREDANDONE_TO_200: "De 101 a 200",
  TWOHUNDREDANDONE_TO_400: "De 201 a 400",
  MORE_THAN_400: "Más de 400",

  // Activities.
  ADULT_ENTERTAINMENT: "Entretenimiento para adultos",
  DRUGS: "Drogas o sustancias controladas",
  FIREARMS: "Armas de fuego",
  GAMBLING: "Juegos de azar y apuestas",
  MARIJUANA: "Marihuana o cannabis",
  TUMBLING: "Mezcla de criptomonedas (tumbling)",

  // Counterparties.
  SELF: "Cuentas propias",
  INDIVIDUALS: "Particulares",
  BUSINESSES: "Empresas",
  FINANCIAL_INSTITUTIONS: "Instituciones financieras",
  EXCHANGES: "Plataformas de intercambio (exchanges)",
  MERCHANTS: "Comercios",
  GOVERNMENT: "Gobierno",

  // Primary business (HNWI is also a legal form; INSURANCE, COMMODITIES and POOLED_INVESTMENT also exemption reasons).
  SOFTWARE: "Empresa de software",
  ATM: "Operador de cajeros automáticos o quioscos",
  BROKER: "Corredor o intermediario de valores",
  CHARITY: "Organización benéfica",
  COMMODITIES: "Empresa de materias primas",
  DEFI_EXCHANGE: "Plataforma de intercambio descentralizada (DeFi)",
  GOVERNMENT_FOREIGN: `Gobierno fuera de ${US}`,
  GOVERNMENT_US: `Gobierno de ${US}`,
  HNWI: "Persona de alto patrimonio",
  INSURANCE: "Compañía de seguros",
  ADVISOR: "Asesor de inversiones",
  MINER: "Minería de criptomonedas",
  NFT: "NFT (tokens no fungibles)",
  NON_BANK_CUSTODIAN: "Custodio no bancario",
  PENSION: "Fondo de pensiones",
  WHV: "Vehículo de tenencia patrimonial",
  POOLED_INVESTMENT: "Vehículo de inversión colectiva",
  PROP_TRADING: "Inversión por cuenta propia (prop trading)",
  PUBLIC: "Empresa que cotiza en bolsa",
  SPV: "Vehículo de propósito especial (SPV)",
  STATE_FOREIGN: `Empresa estatal fuera de ${US}`,
  STATE_US: `Empresa estatal de ${US}`,
  SUPRANATIONAL_BODY: "Organismo supranacional",
  PAYMENT_PROCESSOR: "Procesador de pagos",
  TOKEN_PROJECT: "Proyecto o emisor de tokens",
  TRUST_PERSONAL: "Fideicomiso personal",
  TRUST_CORP: "Fideicomiso empresarial",
  BANK_US: `Banco de ${US}`,
  BANK_FOREIGN: `Banco fuera de ${US}`,
  CRYPTO_MSB_US: `Empresa de servicios monetarios de ${US}, con criptomonedas`,
  CRYPTO_MSB_FOREIGN: `Empresa de servicios monetarios fuera de ${US}, con criptomonedas`,
  NON_CRYPTO_MSB_US: `Empresa de servicios monetarios de ${US}, sin criptomonedas`,
  NON_CRYPTO_MSB_FOREIGN: `Empresa de servicios monetarios fuera de ${US}, sin criptomonedas`,

  // Regulated status (REGULATED is also an exemption reason: the company is regulated).
  REGULATED: "Regulada",
  REGISTERED: "Registrada",
  LICENSED: "Con licencia",
  NOT_REQUIRED: "No se requiere",

  // Why a corporation need not name its control persons.
  PUBLICLY_TRADED: "Empresa que cotiza en bolsa",
  PUBLIC_SUBSIDIARY: "Filial de una empresa que cotiza en bolsa",
  PUBLIC_ACCOUNTING: "Firma de contadores públicos registrada",
  GOVERNMENT_AGENCY: "Organismo de gobierno",
  BANK_HOLDING: "Sociedad controladora de bancos",
  SAVINGS_LOAN: "Sociedad controladora de entidades de ahorro y préstamo",
  FMU: "Infraestructura del mercado financiero",
  FOREIGN_PRIVATE_BANK: `Banco privado fuera de ${US}`,
  FOREIGN_INSTITUTION: `Institución financiera fuera de ${US}`,
  ISSUER: "Emisor de valores registrados",
  NON_GOVERNMENT_SUBDIVISION: `Dependencia o subdivisión de un gobierno fuera de ${US}`,
  NON_ENTITY: "No es una persona jurídica",

  // Legal form.
  C_CORP_PRIVATE: "Corporación C, privada",
  C_CORP_PUBLIC: "Corporación C, pública",
  LLC: "Sociedad de responsabilidad limitada (LLC)",
  LLP: "Sociedad colectiva de responsabilidad limitada (LLP)",
  LP: "Sociedad en comandita (LP)",
  S_CORP: "Corporación S",
  SOLE_PROP: "Empresa unipersonal",
  NON_PROFIT: "Organización sin fines de lucro",

  // A person's roles on a corporate application.
  OFFICER: "Cargo directivo",
  BENEFICIAL_OWNER: "Beneficiario final",
  CONTROL_PERSON: "Persona con control",
  AUTHORIZED_PERSON: "Persona autorizada",

  // Document types.
  PASSPORT: "Pasaporte",
  NATIONAL_ID: "Documento nacional de identidad",
  DRIVERS_LICENSE: "Licencia de conducir",
  PROOF_OF_ADDRESS: "Comprobante de domicilio",
  CERTIFICATE_OF_INCORPORATION: "Certificado de constitución",
  ARTICLES_OF_ASSOCIATION: "Estatutos sociales",
  OWNERSHIP_STRUCTURE: "Organigrama de propiedad",
  TAX_FORM: "Formulario fiscal",
};
