import type { Keyring } from "../crypto/keyring.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import type { UrlPolicy } from "../webhooks/url-policy.ts";
import { BruteForceGuard } from "./brute-force.ts";
import { createClients } from "./clients.ts";
import { Revocations } from "./revocations.ts";
import { SigningKeys } from "./signing-keys.ts";
import { Tokens } from "./tokens.ts";

export interface AuthDeps {
  db: Database;
  keyring: Keyring;
  clock: Clock;
  config: Config;
  /** Where a client's jwks_uri may be fetched from. */
  urls: UrlPolicy;
}

/** The authorization server's parts, built once per process. */
export function createAuth({ db, keyring, clock, config, urls }: AuthDeps) {
  const { auth } = config;
  const revocations = new Revocations(db, clock, auth.revocationMaxDelayMs);
  const keys = new SigningKeys(db, keyring, clock, auth.tokenLifetimeS);
  return {
    clients: createClients({ db, keyring, clock, tokenLifetimeS: auth.tokenLifetimeS, cacheMs: auth.revocationMaxDelayMs, urls }),
    keys,
    revocations,
    tokens: new Tokens(keys, revocations, clock, { issuer: auth.issuer, audience: `${auth.issuer}/v1`, lifetimeS: auth.tokenLifetimeS }),
    bruteForce: new BruteForceGuard(db, {
      failuresPerClient: auth.failuresPerClient,
      failuresPerAddress: auth.failuresPerAddress,
      windowS: auth.failureWindowS,
    }),
    /** Stops the background work (the revocation refresh). */
    close: () => revocations.stop(),
  };
}

export type Auth = ReturnType<typeof createAuth>;
