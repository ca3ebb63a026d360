import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database } from "../db/database.ts";

export interface BruteForceOptions {
  failuresPerClient: number;
  failuresPerAddress: number;
  windowS: number;
}

/** rate-limiter-flexible's PostgreSQL store over our Database (PostgreSQL or PGlite, through the same gate). */
const storeClient = (db: Database) => ({
  query: async (query: { text: string; values?: unknown[] }) => {
    const rows = await db.query(query.text, query.values);
    return { rows, rowCount: rows.length };
  },
});

/**
 * Failed client authentications, counted per client id and per address in the database (table rate_limits), so
 * every instance shares the counts. Past the limit the token endpoint answers 429 with Retry-After until the
 * window ends, even for the right secret.
 */
export class BruteForceGuard {
  readonly #perClient: RateLimiterPostgres;
  readonly #perAddress: RateLimiterPostgres;

  constructor(db: Database, options: BruteForceOptions) {
    const common = {
      storeClient: storeClient(db),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      duration: options.windowS,
    };
    this.#perClient = new RateLimiterPostgres({ ...common, keyPrefix: "authfail:client", points: options.failuresPerClient });
    this.#perAddress = new RateLimiterPostgres({ ...common, keyPrefix: "authfail:addr", points: options.failuresPerAddress });
  }

  /** Seconds until the client id or the address may try again; 0 when neither is blocked. */
  async retryAfter(clientId: string | undefined, address: string): Promise<number> {
    const [client, addr] = await Promise.all([clientId ? this.#perClient.get(clientId) : null, this.#perAddress.get(address)]);
    const blocked = [
      client && client.consumedPoints >= this.#perClient.points ? client.msBeforeNext : 0,
      addr && addr.consumedPoints >= this.#perAddress.points ? addr.msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...blocked) / 1000);
  }

  async recordFailure(clientId: string | undefined, address: string): Promise<void> {
    await Promise.all([clientId ? this.#perClient.penalty(clientId, 1) : undefined, this.#perAddress.penalty(address, 1)]);
  }
}
