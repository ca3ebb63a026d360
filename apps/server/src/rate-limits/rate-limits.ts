import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterRedis } from "rate-limiter-flexible";
import type { Database } from "../db/database.ts";
import type { Config } from "../platform/config.ts";
import { ApiError } from "../platform/errors.ts";
import type { Logger } from "../platform/logger.ts";
import { clientLimitsStore } from "./client-limits-store.ts";
import { databaseCounter } from "./database-counter.ts";
import { type Decision, LeasedLimiter, type SharedCounter } from "./leased-limiter.ts";

/**
 * The limits: per client on /v1, per client on /oauth once authenticated, per address on /oauth and public paths, and
 * per onboarding session (and per link) on the hosted onboarding page.
 */
export type PolicyName = "api" | "oauth" | "address" | "page";
const POLICIES: readonly PolicyName[] = ["api", "oauth", "address", "page"];

/** How often each instance reads the per-client limits an operator set (they apply within this delay). */
const OVERRIDES_REFRESH_MS = 5000;

export interface PolicyDecision extends Decision {
  /** A request policy, or the daily budget of document bytes (counted in bytes, not requests). */
  policy: PolicyName | "document_bytes";
  windowS: number;
}

/** The window of the document bytes' budget: a day. */
const DAY_S = 86_400;
/** Document bytes are counted in KiB: the shared counters are 32-bit integers. */
const KIB = 1024;

/**
 * How long a value used once (a client assertion's or a DPoP proof's jti) is remembered: longer than either is
 * accepted for (an assertion expires within five minutes, a proof's iat is a minute old at most).
 */
export const ONE_TIME_WINDOW_S = 600;

function sharedCounter(
  policy: PolicyName | "document_bytes" | "once",
  windowS: number,
  db: Database,
  redis: Redis | undefined,
): SharedCounter & RateLimiterAbstract {
  const common = { keyPrefix: `rl:${policy}`, points: Number.MAX_SAFE_INTEGER, duration: windowS };
  return redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : databaseCounter(db, common);
}

/**
 * The rate limits of one server instance. Each limit is a fixed window shared by every instance — through Redis
 * when REDIS_URL is set, else the database's rate_limits table — and checked without a round trip per request (see
 * LeasedLimiter). An operator may set a client's own api and oauth limits; every instance reads them every 5 s.
 */
export class RateLimits {
  readonly #limiters: Record<PolicyName, LeasedLimiter>;
  /** Each client's document bytes of the day (one trip per upload: uploads are few and large). */
  readonly #documentBytes: RateLimiterAbstract;
  /** The values used once, in the same shared store. */
  readonly #used: RateLimiterAbstract;
  readonly #overrides = new Map<string, { api: number | null; oauth: number | null }>();
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly config: Config["rateLimits"],
    private readonly redis: Redis | undefined,
  ) {
    this.#limiters = Object.fromEntries(
      POLICIES.map((policy) => [policy, new LeasedLimiter(sharedCounter(policy, config[policy].windowS, db, redis), config[policy])]),
    ) as Record<PolicyName, LeasedLimiter>;
    this.#documentBytes = sharedCounter("document_bytes", DAY_S, db, redis);
    this.#used = sharedCounter("once", ONE_TIME_WINDOW_S, db, redis);
    this.#timer = setInterval(() => {
      this.refreshOverrides().catch(() => undefined); // the database is down: keep the limits known
      for (const limiter of Object.values(this.#limiters)) {
        limiter.sweep();
      }
    }, OVERRIDES_REFRESH_MS);
    this.#timer.unref();
  }

  /** Where the counters are shared. */
  get store(): "redis" | "database" {
    return this.redis ? "redis" : "database";
  }

  /** Trips to the shared store so far, every policy together (the benchmark and tests read it). */
  get storeTrips(): number {
    return Object.values(this.#limiters).reduce((sum, limiter) => sum + limiter.storeTrips, 0);
  }

  /** The limit of `policy` for `key` (a client's own when an operator set one). */
  limitOf(policy: PolicyName, clientId?: string): number {
    const override =
      clientId !== undefined && (policy === "api" || policy === "oauth") ? this.#overrides.get(clientId)?.[policy] : undefined;
    return override ?? this.config[policy].limit;
  }

  /** Takes one request from the budget of `key` (a client id, or an address) under `policy`. */
  async take(policy: PolicyName, key: string): Promise<PolicyDecision> {
    return this.#under(policy, await this.#limiters[policy].take(key, this.limitOf(policy, key)));
  }

  /** `take`, when this instance's lease has the point to give now (no waiting); undefined when `take` must ask the store. */
  takeLeased(policy: PolicyName, key: string): PolicyDecision | undefined {
    const decision = this.#limiters[policy].takeLeased(key, this.limitOf(policy, key));
    return decision && this.#under(policy, decision);
  }

  /** A limiter's decision as the policy's (its name and window, for the RateLimit fields). */
  #under(policy: PolicyName, decision: Decision): PolicyDecision {
    return { ...decision, policy, windowS: this.config[policy].windowS };
  }

  /** The refusal the next request of `key` would get under `policy`, when already known here (nothing is spent). */
  async refused(policy: PolicyName, key: string): Promise<PolicyDecision | undefined> {
    const decision = await this.#limiters[policy].refused(key, this.limitOf(policy, key));
    return decision && this.#under(policy, decision);
  }

  /**
   * Takes `bytes` (counted in whole KiB) from the client's daily budget of document bytes. Past the budget the
   * upload is refused and its bytes given back (its body is not read). When the shared store does not answer, the
   * upload is let through: the database it would be stored in is likely away too.
   */
  async takeDocumentBytes(clientId: string, bytes: number): Promise<PolicyDecision> {
    const limit = this.config.documentBytesPerDay;
    const charged = Math.max(1, Math.ceil(bytes / KIB));
    const decision = (allowed: boolean, consumedKib: number, msBeforeNext: number): PolicyDecision => ({
      policy: "document_bytes",
      windowS: DAY_S,
      allowed,
      limit,
      remaining: Math.max(0, limit - consumedKib * KIB),
      resetS: Math.max(1, Math.ceil(msBeforeNext / 1000)),
    });
    let taken: { consumedPoints: number; msBeforeNext: number };
    try {
      taken = await this.#documentBytes.penalty(clientId, charged);
    } catch {
      return decision(true, 0, DAY_S * 1000);
    }
    if (taken.consumedPoints * KIB <= limit) {
      return decision(true, taken.consumedPoints, taken.msBeforeNext);
    }
    await this.#documentBytes.reward(clientId, charged).catch(() => undefined);
    return decision(false, taken.consumedPoints - charged, taken.msBeforeNext);
  }

  /**
   * Whether `key` is used for the first time, on any instance (Redis when REDIS_URL is set, else the database): a
   * client assertion's or a DPoP proof's jti. Remembered for ONE_TIME_WINDOW_S. When the store does not answer, the
   * value cannot be known to be new: 503, and the request is refused (never let through).
   */
  async firstUse(key: string): Promise<boolean> {
    const hashed = createHash("sha256").update(key).digest("base64url");
    try {
      return (await this.#used.penalty(hashed, 1)).consumedPoints === 1;
    } catch {
      throw new ApiError("SERVICE_UNAVAILABLE", "The service cannot check the request's one-time values now; retry shortly.", {
        headers: { "Retry-After": "1" },
      });
    }
  }

  /** Reads the per-client limits an operator set. */
  async refreshOverrides(): Promise<void> {
    const rows = await clientLimitsStore.list(this.db);
    this.#overrides.clear();
    for (const row of rows) {
      this.#overrides.set(row.client_id, { api: row.api_limit, oauth: row.oauth_limit });
    }
  }

  /** Whether the shared store answers (readiness): Redis when used; the database is checked on its own. */
  async ping(): Promise<boolean> {
    if (!this.redis) {
      return true;
    }
    try {
      return (await this.redis.ping()) === "PONG";
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    if (this.redis) {
      this.redis.disconnect();
    }
  }
}

/** Builds the instance's rate limits; with REDIS_URL, connects to Redis (a Redis that is down is waited for, not fatal). */
export async function createRateLimits({ db, config, logger }: { db: Database; config: Config; logger?: Logger }): Promise<RateLimits> {
  const { redisUrl } = config.rateLimits;
  let redis: Redis | undefined;
  if (redisUrl) {
    // Loaded only when used (the client alone is some 20 MB of memory).
    const { Redis } = await import("ioredis");
    // A Redis that stops answering fails its commands after a second (readiness says so; leases count alone).
    redis = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    let warned = false; // one warning per outage, not one per reconnection attempt
    redis.on("error", (error: Error) => {
      if (!warned) {
        warned = true;
        logger?.warn({ err: { message: error.message } }, "redis does not answer: rate limits count per instance until it does");
      }
    });
    redis.on("ready", () => {
      warned = false;
    });
    await redis.connect().catch(() => undefined);
  }
  const limits = new RateLimits(db, config.rateLimits, redis);
  await limits.refreshOverrides().catch(() => undefined);
  return limits;
}
