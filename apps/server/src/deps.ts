import type { Auth } from "./auth/index.ts";
import type { Keyring } from "./crypto/keyring.ts";
import type { Database } from "./db/database.ts";
import type { Clock } from "./platform/clock.ts";
import type { Config } from "./platform/config.ts";
import type { Logger } from "./platform/logger.ts";
import type { RateLimits } from "./rate-limits/rate-limits.ts";
import type { Modules } from "./services.ts";
import type { Resolver } from "./webhooks/url-policy.ts";

/** What the app is built from: made by the runtime (runtime.ts) of the server, the benchmark and the tests (with a fake clock). */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  clock: Clock;
  keyring: Keyring;
  /** The authorization server: clients, signing keys, tokens, revocations. */
  auth: Auth;
  /** The request budgets per client and per address, shared by every instance. */
  rateLimits: RateLimits;
  /** How webhook hosts are resolved (the system resolver unless given). */
  resolve?: Resolver;
  /** The domain's modules, built once by the runtime (see services.ts). */
  modules: Modules;
}
