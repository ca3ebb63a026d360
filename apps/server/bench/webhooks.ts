import type autocannon from "autocannon";
import { startReceiver } from "../test/receiver.ts";
import type { Fixtures } from "./fixtures.ts";
import { accessToken, scenarios } from "./scenarios.ts";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Subscribes a loopback receiver, runs the create scenario, then waits for every APPLICATION_CREATED to arrive.
 * The delay of each is its arrival time minus its event_date (set in the creating transaction, just before commit).
 */
export async function measureWebhooks(
  url: string,
  fixtures: Fixtures,
  measure: (title: string, options: autocannon.Options) => Promise<{ rps: number; ok: number }>,
) {
  const arrivals: { at: number; eventDate: number }[] = [];
  const receiver = await startReceiver((request) => {
    arrivals.push({ at: Date.now(), eventDate: Date.parse(JSON.parse(request.body).event_date) });
    return 200;
  });
  const token = await accessToken(url, fixtures, "applications:read subscriptions:write");
  await fetch(`${url}/v1/subscriptions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ url: receiver.url, event_types: ["APPLICATION_CREATED"] }),
  });
  const create = scenarios.find((scenario) => scenario.title.startsWith("create application")) as (typeof scenarios)[number];
  const loadStarted = Date.now();
  const load = await measure("create while delivering", await create.prepare({ url, fixtures }));
  const loadEnded = Date.now();
  const created = load.ok;
  // Wait until the arrivals stop growing (the backlog is drained), at most 120 s.
  let last = -1;
  const deadline = Date.now() + 120_000;
  while (arrivals.length !== last && Date.now() < deadline) {
    last = arrivals.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  await receiver.close();
  const delays = arrivals.map((arrival) => arrival.at - arrival.eventDate).sort((a, b) => a - b);
  const duringLoad = arrivals.filter((arrival) => arrival.at <= loadEnded);
  const after = arrivals.filter((arrival) => arrival.at > loadEnded);
  const lastAt = after.at(-1)?.at;
  return {
    createRps: load.rps,
    created,
    delivered: arrivals.length,
    duringLoadRps: Math.round(duringLoad.length / ((loadEnded - loadStarted) / 1000)),
    drainRps: after.length > 50 && lastAt ? Math.round(after.length / ((lastAt - loadEnded) / 1000)) : undefined,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
  };
}
