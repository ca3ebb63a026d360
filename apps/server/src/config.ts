import { join } from "node:path";
import { z } from "zod";
import { DEFAULT_DATA_DIR, DEFAULT_DOCS_DIR, DEV_SECRETS_FILE } from "./paths.ts";

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
    DOCS_URL: z.url().optional(),
    DOCS_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: positive.default(10_000),
    SECRET_PEPPER: z.string().optional(),
    ENCRYPTION_KEYS: z.string().optional(),
    AUTH_FAILURES_PER_CLIENT: positive.default(10),
    AUTH_FAILURES_PER_ADDRESS: positive.default(30),
    AUTH_FAILURE_WINDOW_S: positive.default(300),
    RATE_LIMIT_API: positive.default(100),
    RATE_LIMIT_API_WINDOW_S: positive.max(3600).default(1),
    RATE_LIMIT_OAUTH: positive.default(60),
    RATE_LIMIT_OAUTH_WINDOW_S: positive.max(3600).default(60),
    RATE_LIMIT_ADDRESS: positive.default(600),
    RATE_LIMIT_ADDRESS_WINDOW_S: positive.max(3600).default(60),
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
  })
  .transform((env, ctx) => {
    const production = env.ONBOARDING_ENV === "production";
    const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATA_DIR;
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    if (production && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "production needs PostgreSQL (postgres://…); the embedded database is for development",
      });
    }
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
      // Problem types link to the error reference of this documentation site (the server's own /docs by default).
      docsUrl: (env.DOCS_URL ?? `${publicUrl}/docs`).replace(/\/$/, ""),
      docsDir: env.DOCS_DIR ?? DEFAULT_DOCS_DIR,
      logLevel: env.LOG_LEVEL,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
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
      // address on /oauth and the public endpoints ("address"). Shared through Redis when REDIS_URL is set, else the database.
      rateLimits: {
        redisUrl: env.REDIS_URL,
        api: { limit: env.RATE_LIMIT_API, windowS: env.RATE_LIMIT_API_WINDOW_S },
        oauth: { limit: env.RATE_LIMIT_OAUTH, windowS: env.RATE_LIMIT_OAUTH_WINDOW_S },
        address: { limit: env.RATE_LIMIT_ADDRESS, windowS: env.RATE_LIMIT_ADDRESS_WINDOW_S },
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

/** Reads the configuration from the environment; a bad value stops start-up with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = ConfigSchema.safeParse(known);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`));
  }
  return result.data;
}
