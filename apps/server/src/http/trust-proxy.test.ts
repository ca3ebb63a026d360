import { describe, expect, test } from "vitest";
import { useTestServer } from "../../test/harness.ts";
import { loadConfig } from "../platform/config.ts";

const LIMIT = { RATE_LIMIT_ADDRESS: "2", RATE_LIMIT_ADDRESS_WINDOW_S: "60" };
const behindProxy = useTestServer({ env: { ...LIMIT, TRUST_PROXY: "loopback" } });
const direct = useTestServer({ env: LIMIT });

/** The statuses of GET /health/live sent with X-Forwarded-For `from` (the endpoint counts against the address). */
const statuses = async (server: typeof direct, from: string[]) => {
  const answers: number[] = [];
  for (const address of from) {
    answers.push((await server.fetch("/health/live", { headers: { "x-forwarded-for": address } })).status);
  }
  return answers;
};

describe("the caller's address behind a proxy (TRUST_PROXY)", () => {
  test("behind a trusted proxy, each forwarded address has its own budget", async () => {
    expect(await statuses(behindProxy, ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2"])).toEqual([200, 200, 429, 200]);
  });

  test("without TRUST_PROXY, X-Forwarded-For is ignored: the connection's address is the caller's", async () => {
    expect(await statuses(direct, ["203.0.113.1", "203.0.113.1", "203.0.113.2"])).toEqual([200, 200, 429]);
  });

  test("TRUST_PROXY is a number of hops or a list of addresses and subnets; anything else stops start-up", () => {
    const base = { ONBOARDING_ENV: "development", DATABASE_URL: "memory://" };
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
    expect(() => loadConfig({ ...base, TRUST_PROXY: "every proxy" })).toThrow(/TRUST_PROXY/);
  });
});
