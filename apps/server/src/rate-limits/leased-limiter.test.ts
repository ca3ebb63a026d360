import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LeasedLimiter, type SharedCounter } from "./leased-limiter.ts";

/** One fixed window that never ends, as a shared store would count it. */
function sharedCounter(): SharedCounter & { consumed: number } {
  const counter = {
    consumed: 0,
    penalty: async (_key: string, points: number) => {
      counter.consumed += points;
      return { consumedPoints: counter.consumed, msBeforeNext: 60_000 };
    },
  };
  return counter;
}

describe("leases from one shared counter", () => {
  test("any number of instances, any interleaving: together they never admit more than the limit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 400 }),
        async (limit, callers) => {
          const store = sharedCounter();
          const instances = Array.from({ length: 4 }, () => new LeasedLimiter(store, { windowS: 60 }));
          const decisions = await Promise.all(callers.map((index) => (instances[index] as LeasedLimiter).take("client", limit)));
          const admitted = decisions.filter((decision) => decision.allowed).length;
          expect(admitted).toBeLessThanOrEqual(limit);
          // Unused leases are the only waste: at most one lease (a tenth of the limit) per instance.
          const used = new Set(callers).size;
          expect(admitted).toBeGreaterThanOrEqual(Math.min(callers.length, limit - used * Math.ceil(limit / 10)));
        },
      ),
      { numRuns: 200 },
    );
  });

  test("when the store does not answer, each instance counts alone rather than refusing or waiting", async () => {
    const silent: SharedCounter = { penalty: () => new Promise(() => undefined) };
    const limiter = new LeasedLimiter(silent, { windowS: 60, storeTimeoutMs: 20 });
    const decisions = [];
    for (let n = 0; n < 4; n++) {
      decisions.push(await limiter.take("client", 3));
    }
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(limiter.storeTrips).toBe(1);
  });
});
