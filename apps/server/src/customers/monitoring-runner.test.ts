import { expect, test, vi } from "vitest";
import type { Database } from "../db/database.ts";
import { overloaded } from "../platform/errors.ts";
import { createLogger } from "../platform/logger.ts";
import type { CustomerMonitoring } from "./monitoring.ts";
import { createMonitoringRunner } from "./monitoring-runner.ts";

test("a batch rolled back (past the database's deadline) halves the next one; each batch that commits doubles it back; other failures keep it", async () => {
  const sizes: number[] = [];
  const outcomes = ["fail", "fail", 25, 50, "other", 0] as const;
  const monitoring = {
    runOnce: async (_db: Database, options: { batchSize?: number } = {}) => {
      sizes.push(options.batchSize as number);
      const outcome = outcomes[sizes.length - 1] ?? 0;
      if (outcome === "fail") {
        throw overloaded("The database's deadline passed.");
      }
      if (outcome === "other") {
        throw new Error("the lists could not be read");
      }
      return outcome;
    },
  } as unknown as CustomerMonitoring;
  const runner = createMonitoringRunner({
    db: {} as Database,
    monitoring,
    logger: createLogger("silent"),
    pollMs: 1,
    ratePerSecond: Number.POSITIVE_INFINITY,
    batchSize: 100,
  });
  runner.start();
  await vi.waitFor(() => expect(sizes.length).toBeGreaterThanOrEqual(6), { timeout: 10_000 });
  await runner.stop();
  expect(sizes.slice(0, 5)).toEqual([100, 50, 25, 50, 100]);
  expect(sizes[5]).toBe(100);
  expect(runner.batchSize).toBe(100);
});
