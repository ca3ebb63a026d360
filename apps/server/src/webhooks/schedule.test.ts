import { describe, expect, test } from "vitest";
import { api } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { REFUSING_URL } from "../../test/receiver.ts";
import { purgeExpired } from "../maintenance.ts";
import { JITTER, MAX_ATTEMPTS, nextAttemptAt, nominalDelayMs } from "./schedule.ts";

const SCOPES = "applications:read subscriptions:read subscriptions:write";
const server = useTestServer();
const owner = useClient(server, SCOPES);
/** A client whose token is fresh at the server's (fake) time. */
const client = async () => api(server, await server.tokenFor(owner.credentials, SCOPES));

const HOUR = 3_600_000;

describe("the retry schedule", () => {
  test("exponential from 5 s, doubling, capped at 12 h, stretched by at most 20 % jitter, 20 attempts over 3 days", () => {
    expect([1, 2, 3, 4, 12, 13, 14, 15, 19].map(nominalDelayMs)).toEqual([
      5_000,
      10_000,
      20_000,
      40_000,
      10_240_000,
      20_480_000,
      40_960_000,
      12 * HOUR,
      12 * HOUR,
    ]);
    const now = new Date("2026-11-22T10:00:00Z");
    expect(nextAttemptAt(1, now, () => 0)?.getTime()).toBe(now.getTime() + 5_000);
    expect(nextAttemptAt(1, now, () => 1)?.getTime()).toBe(now.getTime() + 6_000);
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
    const shortest = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => nominalDelayMs(index + 1)).reduce(
      (sum, delay) => sum + delay,
      0,
    );
    expect(shortest).toBeGreaterThanOrEqual(72 * HOUR);
  });

  test("a receiver that is down: attempts follow the curve, then FAILED; failing for 5 days disables the subscription, with an event", async () => {
    const created = await (await client()).post("/v1/subscriptions", { url: REFUSING_URL, event_types: ["PING", "SUBSCRIPTION_DISABLED"] });
    const subscription = created.body.data.id as string;
    const log = async () => (await (await client()).get(`/v1/subscriptions/${subscription}/deliveries`)).body.data;
    const firstSent = server.clock.now().getTime();
    await (await client()).post(`/v1/subscriptions/${subscription}/test`);

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await server.worker.runOnce()).toBe(1);
      const [delivery] = await log();
      expect(delivery.attempts).toBe(attempt);
      expect(delivery.attempt_log[0]).toMatchObject({ attempt, status_code: null, error_class: "connection_refused" });
      if (attempt < MAX_ATTEMPTS) {
        const delay = Date.parse(delivery.next_attempt_at) - Date.parse(delivery.attempt_log[0].attempted_at);
        expect(delay).toBeGreaterThanOrEqual(nominalDelayMs(attempt));
        expect(delay).toBeLessThanOrEqual(nominalDelayMs(attempt) * (1 + JITTER) + 1);
        server.clock.advance(delay - 1);
        expect(await server.worker.runOnce()).toBe(0);
        server.clock.advance(1);
      } else {
        expect(delivery).toMatchObject({ status: "FAILED", next_attempt_at: null });
      }
    }
    expect(server.clock.now().getTime() - firstSent).toBeGreaterThanOrEqual(72 * HOUR);
    expect((await (await client()).get(`/v1/subscriptions/${subscription}`)).body.data.enabled).toBe(true);

    // Still failing with a new event, until five days after the first failure.
    await (await client()).post(`/v1/subscriptions/${subscription}/test`);
    while (server.clock.now().getTime() - firstSent < 5 * 24 * HOUR) {
      expect(await server.worker.runOnce()).toBe(1);
      const [latest] = await log();
      server.clock.advance(Date.parse(latest.next_attempt_at) - server.clock.now().getTime());
    }
    expect(await server.worker.runOnce()).toBe(1);
    const disabled = (await (await client()).get(`/v1/subscriptions/${subscription}`)).body.data;
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabled_reason).toMatch(/failed for 5 days/);
    const events = (await (await client()).get("/v1/events?event_type=SUBSCRIPTION_DISABLED")).body.data;
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ subscription_id: subscription });
    // Disabled: nothing more is attempted, not even the pending delivery.
    server.clock.advance(24 * HOUR);
    expect(await server.worker.runOnce()).toBe(0);

    // The log keeps a finished delivery 30 days; the pending one stays.
    server.clock.advance(30 * 24 * HOUR);
    expect((await purgeExpired(server.db, server.clock)).deliveries).toBe(1);
    expect(
      (await (await client()).get(`/v1/subscriptions/${subscription}/deliveries`)).body.data.map(
        (delivery: { status: string }) => delivery.status,
      ),
    ).toEqual(["PENDING"]);
  });
});
