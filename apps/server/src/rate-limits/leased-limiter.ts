import { RateLimiterMemory } from "rate-limiter-flexible";

/** The shared counter (rate-limiter-flexible's PostgreSQL or Redis store): adds points to a key's fixed window. */
export interface SharedCounter {
  penalty(key: string, points: number): Promise<{ consumedPoints: number; msBeforeNext: number }>;
}

export interface Decision {
  allowed: boolean;
  limit: number;
  /** Requests left in the window, as this instance knows it. */
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetS: number;
}

interface Lease {
  /** Points this instance holds for the window, and how many of them it has spent. */
  granted: number;
  used: number;
  /** The shared count right after this lease: every instance's leases in the window. */
  sharedConsumed: number;
  windowEnd: number;
  /** The shared budget is spent: refuse until windowEnd without asking the store. */
  exhausted: boolean;
}

export interface LeasedLimiterOptions {
  windowS: number;
  /** How long a lease may wait for the shared store before this instance counts alone (default 250 ms). */
  storeTimeoutMs?: number;
}

/**
 * How many points one lease takes: a tenth of the limit (1 to 100), or as many as requests are waiting for it, never
 * more than is left.
 */
const leaseSize = (limit: number, sharedConsumed: number, waiting = 1) =>
  Math.max(1, Math.min(Math.max(Math.min(Math.ceil(limit / 10), 100), waiting), limit - sharedConsumed));

/**
 * A fixed-window limit shared by every instance without a round trip per request. Each instance leases points from
 * the shared counter in chunks (a tenth of the limit) and spends them locally; it asks the store again only when its
 * lease is spent. The shared counter counts every leased point, so the instances together never admit more than the
 * limit in a window; an instance may hold up to one lease it does not use, so a client spread over N instances can
 * be refused up to N leases early. When the store does not answer within `storeTimeoutMs` (it is down or stalled),
 * the instance counts alone, in memory, until the store answers again — the limit then holds per instance.
 */
export class LeasedLimiter {
  readonly #leases = new Map<string, Lease>();
  readonly #pending = new Map<string, Promise<boolean>>();
  /** Requests waiting for a lease, per key: the next lease takes enough points for all of them. */
  readonly #waiting = new Map<string, number>();
  readonly #fallback: RateLimiterMemory;
  readonly #storeTimeoutMs: number;
  #storeDownUntil = 0;
  /** Trips to the shared store, for tests and the benchmark. */
  storeTrips = 0;

  constructor(
    private readonly store: SharedCounter,
    options: LeasedLimiterOptions,
  ) {
    this.#storeTimeoutMs = options.storeTimeoutMs ?? 250;
    this.#fallback = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: options.windowS });
  }

  /**
   * Takes a point from this instance's lease of `key` when it has one to give, without waiting (most requests):
   * undefined when the lease is spent, over or missing, and `take` has to ask the store.
   */
  takeLeased(key: string, limit: number): Decision | undefined {
    const lease = this.#leases.get(key);
    const now = Date.now();
    if (lease && now < lease.windowEnd && lease.used < lease.granted) {
      lease.used++;
      return this.#decision(true, limit, lease, now);
    }
    return undefined;
  }

  /** Takes one request from `key`'s budget of `limit` per window. */
  async take(key: string, limit: number): Promise<Decision> {
    // Each lease raises the shared count, so this ends: with a point, or with the budget spent.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const fromLease = this.takeLeased(key, limit);
      if (fromLease) {
        return fromLease;
      }
      const now = Date.now();
      let lease = this.#leases.get(key);
      if (lease && now >= lease.windowEnd) {
        this.#leases.delete(key);
        lease = undefined;
      }
      if (lease?.exhausted) {
        return this.#decision(false, limit, lease, now);
      }
      if (now < this.#storeDownUntil) {
        return this.#alone(key, limit);
      }
      this.#waiting.set(key, (this.#waiting.get(key) ?? 0) + 1);
      // Callers arriving together wait for one lease; it is asked for on the next tick, sized for all of them.
      let pending = this.#pending.get(key);
      if (!pending) {
        pending = Promise.resolve().then(() => this.#lease(key, limit, lease));
        this.#pending.set(key, pending);
      }
      const leased = await pending;
      const waiting = (this.#waiting.get(key) ?? 1) - 1;
      if (waiting > 0) {
        this.#waiting.set(key, waiting);
      } else {
        this.#waiting.delete(key);
      }
      if (!leased) {
        return this.#alone(key, limit);
      }
    }
    const lease = this.#leases.get(key);
    return lease ? this.#decision(false, limit, lease, Date.now()) : this.#alone(key, limit);
  }

  /**
   * The refusal the next request of `key` would get, when this instance already knows that `key` has spent its budget
   * for the window (its last lease took what was left of the shared budget, or, counting alone, its own count is
   * over); undefined when it would, or might, be admitted. Spends nothing and asks no store.
   */
  async refused(key: string, limit: number): Promise<Decision | undefined> {
    const now = Date.now();
    const lease = this.#leases.get(key);
    if (lease && now < lease.windowEnd && lease.used >= lease.granted && lease.exhausted) {
      return this.#decision(false, limit, lease, now);
    }
    if (now < this.#storeDownUntil) {
      const counted = await this.#fallback.get(key);
      if (counted && counted.consumedPoints >= limit) {
        return { allowed: false, limit, remaining: 0, resetS: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) };
      }
    }
    return undefined;
  }

  /** Drops leases whose window is over (called now and then: keys come and go). */
  sweep(): void {
    const now = Date.now();
    for (const [key, lease] of this.#leases) {
      if (now >= lease.windowEnd) {
        this.#leases.delete(key);
      }
    }
  }

  /** Asks the store for a lease; false when it did not answer in time. */
  #lease(key: string, limit: number, previous: Lease | undefined): Promise<boolean> {
    const size = leaseSize(limit, previous?.sharedConsumed ?? 0, this.#waiting.get(key));
    this.storeTrips++;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.#storeTimeoutMs);
    });
    const asked = this.store.penalty(key, size).catch(() => undefined);
    return Promise.race([asked, timeout])
      .then((result) => {
        if (!result) {
          this.#storeDownUntil = Date.now() + 1000;
          return false;
        }
        const granted = Math.max(0, Math.min(size, limit - (result.consumedPoints - size)));
        this.#leases.set(key, {
          granted,
          used: 0,
          sharedConsumed: result.consumedPoints,
          windowEnd: Date.now() + Math.max(1, result.msBeforeNext),
          exhausted: granted < size || result.consumedPoints >= limit,
        });
        return true;
      })
      .finally(() => {
        clearTimeout(timer);
        this.#pending.delete(key);
      });
  }

  /** The store is unreachable: this instance's own count, in memory. */
  async #alone(key: string, limit: number): Promise<Decision> {
    const counted = await this.#fallback.penalty(key, 1);
    const resetS = Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
    return {
      allowed: counted.consumedPoints <= limit,
      limit,
      remaining: Math.max(0, limit - counted.consumedPoints),
      resetS,
    };
  }

  #decision(allowed: boolean, limit: number, lease: Lease, now: number): Decision {
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - lease.sharedConsumed) + (lease.granted - lease.used),
      resetS: Math.max(1, Math.ceil((lease.windowEnd - now) / 1000)),
    };
  }
}
