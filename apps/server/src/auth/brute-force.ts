import type { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database } from "../db/database.ts";
import { databaseCounter } from "../rate-limits/database-counter.ts";

export interface BruteForceOptions {
  failuresPerClient: number;
  failuresPerAddress: number;
  windowS: number;
}

/**
 * Failed client authentications, counted in the database (table rate_limits) so every instance shares the counts:
 * per client id and address together, and per address. Only failures touch the counters, and a right secret is
 * always accepted: client secrets are 256 random bits, so the counters are not what stops guessing — they bound what
 * one address can make the service do, and answer 429 with Retry-After to an address that keeps failing. A
 * stranger who knows a client id cannot lock that client out from another address.
 */
export class BruteForceGuard {
  readonly #perPair: RateLimiterPostgres;
  readonly #perAddress: RateLimiterPostgres;

  constructor(db: Database, options: BruteForceOptions) {
    this.#perPair = databaseCounter(db, { keyPrefix: "authfail:client", points: options.failuresPerClient, duration: options.windowS });
    this.#perAddress = databaseCounter(db, { keyPrefix: "authfail:addr", points: options.failuresPerAddress, duration: options.windowS });
  }

  /**
   * Counts one failure of `clientId` from `address`, atomically (concurrent failures each get their own count);
   * returns the seconds to wait when a limit is now exceeded, 0 otherwise.
   */
  async fail(clientId: string, address: string): Promise<number> {
    const counts = await Promise.all([this.#perPair.penalty(`${clientId}|${address}`, 1), this.#perAddress.penalty(address, 1)]);
    const over = [
      counts[0].consumedPoints > this.#perPair.points ? counts[0].msBeforeNext : 0,
      counts[1].consumedPoints > this.#perAddress.points ? counts[1].msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...over) / 1000);
  }
}
