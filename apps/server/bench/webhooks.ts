import type autocannon from "autocannon";
import { startReceiver } from "../test/receiver.ts";
import type { Fixtures } from "./fixtures.ts";
import { accessToken, scenarios } from "./scenarios.ts";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Measure = (title: string, options: autocannon.Options) => Promise<{ rps: number; ok: number }>;

/**
 * Two phases against a server whose in-process worker delivers to a loopback receiver:
 * 1. delay: the create scenario with the subscription enabled; each APPLICATION_CREATED's delay is its arrival time
 *    minus its event_date (set in the creating transaction, just before commit);
 * 2. throughput: the create scenario with the worker paused, then resumed: the rate at which one worker drains that
 *    backlog, with nothing else running.
 */
export async function measureWebhooks(url: string, fixtures: Fixtures, measure: Measure, worker: { pause(): void; resume(): void }) {
  const arrivals: { at: number; eventDate: number; id: string }[] = [];
  const receiver = await startReceiver((request) => {
    arrivals.push({
      at: Date.now(),
      eventDate: Date.parse(JSON.parse(request.body).event_date),
      id: request.headers["webhook-id"] as string,
    });
    return 200;
  });
  const token = await accessToken(url, fixtures, "subscriptions:write");
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await call("POST", "/v1/subscriptions", { url: receiver.url, event_types: ["APPLICATION_CREATED"] });
  const create = scenarios.find((scenario) => scenario.title.startsWith("create application")) as (typeof scenarios)[number];
  /** Until `expected` events arrived, or none arrived for 5 s (at most 3 minutes). */
  const settle = async (expected: number) => {
    let last = -1;
    let quietSince = Date.now();
    const deadline = Date.now() + 180_000;
    while (new Set(arrivals.map((arrival) => arrival.id)).size < expected && Date.now() - quietSince < 5000 && Date.now() < deadline) {
      if (arrivals.length !== last) {
        last = arrivals.length;
        quietSince = Date.now();
      }
      await sleep(100);
    }
  };

  const load = await measure("create while delivering", await create.prepare({ url, fixtures }));
  await settle(load.ok);
  const delays = arrivals.map((arrival) => arrival.at - arrival.eventDate).sort((a, b) => a - b);
  const phaseOne = {
    createRps: load.rps,
    acknowledged: load.ok,
    delivered: new Set(arrivals.map((arrival) => arrival.id)).size,
    received: arrivals.length,
  };

  arrivals.length = 0;
  worker.pause();
  await sleep(500);
  const backlog = await measure("create while the worker is paused", await create.prepare({ url, fixtures }));
  const resumed = Date.now();
  worker.resume();
  await settle(backlog.ok);
  const lastAt = arrivals.at(-1)?.at ?? resumed;
  await receiver.close();
  return {
    ...phaseOne,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    backlog: backlog.ok,
    drained: new Set(arrivals.map((arrival) => arrival.id)).size,
    drainRps: Math.round(arrivals.length / Math.max((lastAt - resumed) / 1000, 0.001)),
  };
}
