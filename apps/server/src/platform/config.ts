import { join } from "node:path";
import { RISK_FACTOR_CODES, ValueBucketSchema } from "@onboarding/core";
import { z } from "zod";
import { productionProblems, trustProxyProblem } from "./config-checks.ts";
import { durationMs } from "./duration.ts";
import { ListSourcesSchema, sampleSources, sandboxFixtureSource } from "./list-sources.ts";
import { DEFAULT_DATA_DIR, DEFAULT_DOCS_DIR, DEV_SECRETS_FILE, SAMPLE_LISTS_DIR } from "./paths.ts";

/**
 * Where development keeps its generated SECRET_PEPPER and ENCRYPTION_KEYS: inside the embedded database's
 * directory, or .data/ of the repository for PostgreSQL; nowhere (fresh each start) for memory://.
 */
function devSecretsFile(databaseUrl: string): string | undefined {
  if (databaseUrl === "memory://") {
    return undefined;
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return DEV_SECRETS_FILE;
  }
  return join(databaseUrl.replace(/^file:\/\//, ""), "dev-secrets.json");
}

const port = z.coerce.number().int().min(0).max(65_535);
const positive = z.coerce.number().int().positive();
/** A duration of minutes, hours or days ("90m", "24h", "2d"), in milliseconds. */
const minutesToDays = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,4}(m|h|d)$/, 'must be a number of minutes, hours or days, such as "90m", "24h" or "2d"')
    .default(fallback)
    .transform((text) => durationMs(text) as number);

/**
 * `NAME=number,…` naming every one of `names` once, each an integer in [min, max] (the risk model's settings), as a
 * record by name.
 */
const pairs = <N extends string>(names: readonly N[], what: string, min: number, max: number, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const values = {} as Record<N, number>;
      for (const pair of text.split(",")) {
        const [name, value] = pair.split("=").map((part) => part.trim());
        const number = Number(value);
        if (!names.includes(name as N) || !Number.isInteger(number) || number < min || number > max) {
          ctx.addIssue({ code: "custom", message: `"${pair}": must be NAME=value with NAME one of ${names.join(", ")} and value ${what}` });
          return z.NEVER;
        }
        values[name as N] = number;
      }
      const missing = names.filter((name) => values[name] === undefined);
      if (missing.length > 0) {
        ctx.addIssue({ code: "custom", message: `must name ${missing.join(", ")} too` });
        return z.NEVER;
      }
      return values;
    });

/**
 * The countries rated high-risk unless RISK_HIGH_RISK_COUNTRIES says otherwise: the FATF's "call for action" and
 * "increased monitoring" lists as of 2025. The operator keeps its own list current.
 */
const DEFAULT_HIGH_RISK_COUNTRIES = "KP,IR,MM,DZ,AO,BG,BF,CM,CI,HR,CD,HT,KE,LA,LB,ML,MC,MZ,NA,NG,ZA,SS,SY,TZ,VE,VN,YE";
/** Words of higher-risk occupations and businesses (cash-intensive, arms, gambling, money services, dealers in valuables). */
const DEFAULT_RISK_OCCUPATIONS =
  "casino,gambling,gaming,arms,weapon,firearm,defense contractor,money service,money transfer,remittance,currency exchange,pawn,precious metal,jewel,art dealer,cannabis,marijuana,adult entertainment,politician,diplomat";

/** A 32-byte key, base64-encoded (SECRET_PEPPER, and each key of ENCRYPTION_KEYS). */
export const Base64KeySchema = z.string().transform((value, ctx) => {
  const key = Buffer.from(value, "base64");
  if (key.length !== 32) {
    ctx.addIssue({ code: "custom", message: "must be 32 bytes, base64-encoded (openssl rand -base64 32)" });
  }
  return key;
});

/** ENCRYPTION_KEYS: `id:base64,id:base64`, the first being the key new values are encrypted with. */
export const EncryptionKeysSchema = z.string().transform((text, ctx) => {
  const keys = new Map<string, Buffer>();
  const entries = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [id, value] = entry.split(":");
    if (!id || !value || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
      ctx.addIssue({ code: "custom", message: "entries are id:base64key, separated by commas" });
      continue;
    }
    const key = Base64KeySchema.safeParse(value);
    if (key.success) {
      keys.set(id, key.data);
    } else {
      ctx.addIssue({ code: "custom", message: `key ${id}: must be 32 bytes, base64-encoded (openssl rand -base64 32)` });
    }
  }
  if (entries.length === 0) {
    ctx.addIssue({ code: "custom", message: "at least one key is needed" });
  }
  return keys;
});

/** A check that reports `schema`'s issues on the value and keeps the value as it is (the text, not what it decodes to). */
const checkedBy =
  (schema: z.ZodType<unknown, string>) =>
  (value: string, ctx: z.core.$RefinementCtx<string>): void => {
    const result = schema.safeParse(value);
    for (const issue of result.success ? [] : result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message });
    }
  };

const TRUST_PROXY_FORM = /^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/;

export const ConfigSchema = z
  .object({
    ONBOARDING_ENV: z.enum(["development", "sandbox", "production"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|memory:\/\/$|file:\/\/|\/)/, "must be postgres://…, memory:// or an absolute directory")
      .optional(),
    DATABASE_POOL_SIZE: positive.max(100).default(10),
    DATABASE_MAX_QUEUE: positive.default(200),
    DATABASE_MAX_WAIT_MS: positive.default(2000),
    PUBLIC_URL: z.url().optional(),
    // Which proxies in front of the service to believe about the caller's address (X-Forwarded-For): a number of hops,
    // or a comma-separated list of addresses, subnets or Express's names (loopback, linklocal, uniquelocal).
    // Checked with Express's own parser, so that a value it would refuse is reported here with every other problem.
    TRUST_PROXY: z
      .string()
      .regex(TRUST_PROXY_FORM, "must be a number of hops or a comma-separated list of addresses or subnets")
      .superRefine((value, ctx) => {
        const problem = TRUST_PROXY_FORM.test(value) ? trustProxyProblem(value) : undefined;
        if (problem) {
          ctx.addIssue({ code: "custom", message: problem });
        }
      })
      .optional(),
    DOCS_URL: z.url().optional(),
    DOCS_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: positive.default(10_000),
    REQUEST_BODY_TIMEOUT_MS: positive.max(300_000).default(30_000),
    UPLOAD_MIN_BYTES: positive.default(32 * 1024),
    UPLOAD_PROGRESS_INTERVAL_MS: positive.max(300_000).default(10_000),
    UPLOAD_TIMEOUT_MS: positive.max(3_600_000).default(900_000),
    // Checked here, so that a bad key is reported with every other problem; the keyring decodes them at start-up.
    SECRET_PEPPER: z.string().superRefine(checkedBy(Base64KeySchema)).optional(),
    ENCRYPTION_KEYS: z.string().superRefine(checkedBy(EncryptionKeysSchema)).optional(),
    AUTH_FAILURES_PER_CLIENT: positive.default(10),
    AUTH_FAILURES_PER_ADDRESS: positive.default(30),
    AUTH_FAILURE_WINDOW_S: positive.default(300),
    RATE_LIMIT_API: positive.default(100),
    RATE_LIMIT_API_WINDOW_S: positive.max(3600).default(1),
    RATE_LIMIT_OAUTH: positive.default(60),
    RATE_LIMIT_OAUTH_WINDOW_S: positive.max(3600).default(60),
    RATE_LIMIT_ADDRESS: positive.default(600),
    RATE_LIMIT_ADDRESS_WINDOW_S: positive.max(3600).default(60),
    RATE_LIMIT_PAGE: positive.default(120),
    RATE_LIMIT_PAGE_WINDOW_S: positive.max(3600).default(60),
    // Bytes of documents a client may upload a day (1 GiB); counted in KiB, so at most 1 TiB.
    DOCUMENT_BYTES_PER_DAY: positive.max(2 ** 40).default(2 ** 30),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be redis://… or rediss://…")
      .optional(),
    REVOCATION_MAX_DELAY_MS: positive.max(60_000).default(1000),
    DEMO_CLIENT: z.enum(["true", "false"]).default("true"),
    IDEMPOTENCY_RETENTION_H: positive.max(24 * 90).default(24),
    WEBHOOK_WORKER: z.enum(["in-process", "off"]).default("in-process"),
    WEBHOOK_POLL_MS: positive.max(60_000).default(250),
    WEBHOOK_BATCH_SIZE: positive.max(200).default(16),
    VERIFICATION_PROVIDER: z.enum(["magic-values", "manual-review"]).optional(),
    // The review console's single sign-on: the platform's own OpenID Connect provider (all three, or none).
    CONSOLE_OIDC_ISSUER: z.url().optional(),
    CONSOLE_OIDC_CLIENT_ID: z.string().min(1).optional(),
    CONSOLE_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    // How long a review case may wait for a decision: minutes, hours or days ("90m", "24h", "2d").
    REVIEW_SLA: minutesToDays("24h"),
    // The sanctions and PEP lists screened against (name=format:location,…), the least score that is a match, and how
    // often the worker loads them again.
    SCREENING_SOURCES: ListSourcesSchema.optional(),
    SCREENING_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.9),
    SCREENING_REFRESH: minutesToDays("24h"),
    // Monitoring of approved customers: how often each is screened again at least, and how fast a worker goes through
    // them (customers a second, per transaction) so that a new list version does not starve the API.
    MONITORING_INTERVAL: minutesToDays("1d"),
    MONITORING_RATE: positive.default(500),
    MONITORING_BATCH: positive.max(1000).default(100),
    // The risk model (customers/risk.ts): each factor's weight, the scores rated MEDIUM and HIGH, the months between
    // periodic reviews per rating, the high-risk countries, the words of higher-risk occupations, and the expected
    // monthly value from which EXPECTED_VOLUME counts.
    RISK_WEIGHTS: pairs(
      RISK_FACTOR_CODES,
      "a weight of 0 to 1000",
      0,
      1000,
      "HIGH_RISK_COUNTRY=40,PEP=40,OCCUPATION=20,EXPECTED_VOLUME=20,CORPORATE_STRUCTURE=20",
    ),
    RISK_THRESHOLDS: pairs(["MEDIUM", "HIGH"], "a score of 1 to 10000", 1, 10_000, "MEDIUM=30,HIGH=60"),
    RISK_REVIEW_MONTHS: pairs(["LOW", "MEDIUM", "HIGH"], "a number of months from 1 to 120", 1, 120, "LOW=36,MEDIUM=24,HIGH=12"),
    RISK_HIGH_RISK_COUNTRIES: z
      .string()
      .regex(/^([A-Za-z]{2}(,[A-Za-z]{2})*)?$/, "must be ISO 3166-1 alpha-2 codes separated by commas, such as KP,IR,MM")
      .default(DEFAULT_HIGH_RISK_COUNTRIES),
    RISK_OCCUPATIONS: z.string().max(2000).default(DEFAULT_RISK_OCCUPATIONS),
    RISK_EXPECTED_VOLUME: ValueBucketSchema.default("ONEHUNDREDK_TO_1M"),
    CLAMD_ADDRESS: z
      .string()
      .regex(/^(\/\S+|(\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5})$/, "must be host:port (TCP) or the absolute path of clamd's unix socket")
      .optional(),
  })
  .transform((env) => {
    const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATA_DIR;
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return {
      env: env.ONBOARDING_ENV,
      port: env.PORT,
      // Development listens on loopback only; deployed environments on every interface.
      host: env.HOST ?? (env.ONBOARDING_ENV === "development" ? "127.0.0.1" : "0.0.0.0"),
      database: {
        url: databaseUrl,
        poolSize: env.DATABASE_POOL_SIZE,
        maxQueue: env.DATABASE_MAX_QUEUE,
        maxWaitMs: env.DATABASE_MAX_WAIT_MS,
      },
      publicUrl,
      // Express's "trust proxy": none by default (the caller's address is the connection's).
      trustProxy: env.TRUST_PROXY === undefined ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
      // Problem types link to the error reference of this documentation site (the server's own /docs by default).
      docsUrl: (env.DOCS_URL ?? `${publicUrl}/docs`).replace(/\/$/, ""),
      docsDir: env.DOCS_DIR ?? DEFAULT_DOCS_DIR,
      logLevel: env.LOG_LEVEL,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      // How long a body may take to arrive: any request's within one budget; an upload (multipart) as long as it keeps
      // bringing minBytes every intervalMs (a phone on a weak network), up to timeoutMs in all.
      bodies: {
        timeoutMs: env.REQUEST_BODY_TIMEOUT_MS,
        upload: { minBytes: env.UPLOAD_MIN_BYTES, intervalMs: env.UPLOAD_PROGRESS_INTERVAL_MS, timeoutMs: env.UPLOAD_TIMEOUT_MS },
      },
      idempotencyRetentionMs: env.IDEMPOTENCY_RETENTION_H * 3_600_000,
      webhooks: {
        // The server delivers webhooks itself unless told that `pnpm worker` processes do it.
        inProcessWorker: env.WEBHOOK_WORKER === "in-process",
        pollMs: env.WEBHOOK_POLL_MS,
        batchSize: env.WEBHOOK_BATCH_SIZE,
        // Development delivers to any URL (local receivers); sandbox and production only to public https endpoints.
        publicUrlsOnly: env.ONBOARDING_ENV !== "development",
      },
      auth: {
        // The tokens' iss and the metadata's issuer: the service's public URL.
        issuer: publicUrl,
        // Token lifetime: 12 hours in development, 15 minutes in sandbox and production.
        tokenLifetimeS: env.ONBOARDING_ENV === "development" ? 43_200 : 900,
        failuresPerClient: env.AUTH_FAILURES_PER_CLIENT,
        failuresPerAddress: env.AUTH_FAILURES_PER_ADDRESS,
        failureWindowS: env.AUTH_FAILURE_WINDOW_S,
        revocationMaxDelayMs: env.REVOCATION_MAX_DELAY_MS,
        demoClient: env.ONBOARDING_ENV === "development" && env.DEMO_CLIENT === "true",
      },
      // Requests per window: per client on /v1 ("api") and on /oauth ("oauth", counted once authenticated), per
      // address on /oauth, the public endpoints and the hosted onboarding page ("address"), per onboarding session and
      // link on that page ("page"). Shared through Redis when REDIS_URL is set, else the database.
      rateLimits: {
        redisUrl: env.REDIS_URL,
        api: { limit: env.RATE_LIMIT_API, windowS: env.RATE_LIMIT_API_WINDOW_S },
        oauth: { limit: env.RATE_LIMIT_OAUTH, windowS: env.RATE_LIMIT_OAUTH_WINDOW_S },
        address: { limit: env.RATE_LIMIT_ADDRESS, windowS: env.RATE_LIMIT_ADDRESS_WINDOW_S },
        page: { limit: env.RATE_LIMIT_PAGE, windowS: env.RATE_LIMIT_PAGE_WINDOW_S },
        // Bytes of documents per client a day, through the API and the hosted page together.
        documentBytesPerDay: env.DOCUMENT_BYTES_PER_DAY,
      },
      // Who answers the verification checks: the built-in magic values (development and sandbox), or, by default in
      // production until a real provider is plugged in, nobody: every check then awaits a reviewer.
      verificationProvider: env.VERIFICATION_PROVIDER ?? (env.ONBOARDING_ENV === "production" ? "manual-review" : "magic-values"),
      // Sanctions and PEP screening (screening/lists.ts): development screens against the sample lists out of the box;
      // sandbox and production against the lists the operator configures, and without any the WATCHLIST and PEP
      // checks are answered as the other checks (magic values, or a reviewer).
      screening: {
        sources: env.SCREENING_SOURCES ?? (env.ONBOARDING_ENV === "development" ? sampleSources(SAMPLE_LISTS_DIR) : []),
        threshold: env.SCREENING_THRESHOLD,
        refreshMs: env.SCREENING_REFRESH,
        // Development and sandbox: the list fixture that names a customer a month after its approval (monitoring only).
        sandboxFixture: env.ONBOARDING_ENV === "production" ? undefined : sandboxFixtureSource(SAMPLE_LISTS_DIR),
      },
      monitoring: { intervalMs: env.MONITORING_INTERVAL, ratePerSecond: env.MONITORING_RATE, batchSize: env.MONITORING_BATCH },
      risk: {
        weights: env.RISK_WEIGHTS,
        thresholds: env.RISK_THRESHOLDS,
        reviewMonths: env.RISK_REVIEW_MONTHS,
        highRiskCountries: new Set(
          env.RISK_HIGH_RISK_COUNTRIES.split(",")
            .filter(Boolean)
            .map((code) => code.toUpperCase()),
        ),
        occupations: env.RISK_OCCUPATIONS.split(",")
          .map((word) => word.trim().toLowerCase())
          .filter(Boolean),
        volumeFrom: env.RISK_EXPECTED_VOLUME,
      },
      // ClamAV's daemon, which scans every new document for malware (documents/scanner.ts); without it (development,
      // sandbox) documents are not scanned, and the server says so at start.
      clamdAddress: env.CLAMD_ADDRESS,
      // The review console (/console): signed in through single sign-on when it is configured; in development also
      // by one-time links. Production without single sign-on serves no console at all.
      console: {
        sso:
          env.CONSOLE_OIDC_ISSUER && env.CONSOLE_OIDC_CLIENT_ID && env.CONSOLE_OIDC_CLIENT_SECRET
            ? {
                issuer: env.CONSOLE_OIDC_ISSUER,
                clientId: env.CONSOLE_OIDC_CLIENT_ID,
                clientSecret: env.CONSOLE_OIDC_CLIENT_SECRET,
                redirectUri: `${publicUrl}/console/sign-in/callback`,
              }
            : undefined,
        loginLinks: env.ONBOARDING_ENV === "development",
        reviewSlaMs: env.REVIEW_SLA,
      },
      secrets: {
        env: env.ONBOARDING_ENV,
        pepper: env.SECRET_PEPPER,
        encryptionKeys: env.ENCRYPTION_KEYS,
        devSecretsFile: devSecretsFile(databaseUrl),
      },
    };
  });

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * The rules between variables, read from the raw values so that they are reported together with every problem of
 * the values themselves (a schema's transform runs only once every value is valid).
 */
function combinationProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const deployed = env.ONBOARDING_ENV === "sandbox" || env.ONBOARDING_ENV === "production";
  if (env.ONBOARDING_ENV === "production" && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) {
    problems.push("DATABASE_URL: production needs PostgreSQL (postgres://…); the embedded database is for development");
  }
  if (env.ONBOARDING_ENV === "production" && env.VERIFICATION_PROVIDER === "magic-values") {
    problems.push("VERIFICATION_PROVIDER: magic values verify nothing; production uses a real provider, or manual-review");
  }
  if (env.ONBOARDING_ENV === "production" && env.CLAMD_ADDRESS === undefined) {
    problems.push("CLAMD_ADDRESS: production needs a malware scanner (clamd: host:port or a unix socket path)");
  }
  const sso = ["CONSOLE_OIDC_ISSUER", "CONSOLE_OIDC_CLIENT_ID", "CONSOLE_OIDC_CLIENT_SECRET"];
  const given = sso.filter((name) => env[name] !== undefined);
  if (given.length > 0 && given.length < sso.length) {
    problems.push(`${sso.filter((name) => env[name] === undefined).join(", ")}: single sign-on needs all of ${sso.join(", ")}`);
  }
  for (const name of ["SECRET_PEPPER", "ENCRYPTION_KEYS"]) {
    if (deployed && env[name] === undefined) {
      problems.push(`${name}: required outside development (development generates its own)`);
    }
  }
  return [...problems, ...productionProblems(env)];
}

/** Reads the configuration from the environment; a bad value stops start-up with every problem listed at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== "")) as Record<
    string,
    string
  >;
  const result = ConfigSchema.safeParse(given);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`)),
    ...combinationProblems(given),
  ];
  if (!result.success || problems.length > 0) {
    throw new ConfigError(problems);
  }
  return result.data;
}
