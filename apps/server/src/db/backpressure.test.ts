import { describe, expect, test } from "vitest";
import { useTestServer } from "../../test/harness.ts";

const server = useTestServer({ database: { maxQueue: 8, maxWaitMs: 500 } });

describe("backpressure in front of the database", () => {
  test("200 concurrent requests all get an answer: served, or refused with 503 and Retry-After", async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => server.fetch("/health/ready")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    const refused = responses.filter((response) => response.status === 503);
    for (const response of refused) {
      expect(((await response.json()) as { status: string }).status).toBe("unavailable");
    }
    // After the burst the service serves normally again.
    expect((await server.fetch("/health/ready")).status).toBe(200);
  });
});
