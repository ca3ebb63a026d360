import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { Fixtures } from "./fixtures.ts";
import { scenarios } from "./scenarios.ts";
import { measureWebhooks } from "./webhooks.ts";

/**
 * `pnpm bench`: every scenario against the real app (embedded PGlite, or DATABASE_URL), beside a bare Express
 * "hello" route served by the same process and measured in the same run, so the figures are ratios that hold on
 * any machine. The servers run in a child process; the load generator here. BENCH_SECONDS (default 5) and
 * BENCH_CONNECTIONS (default 10) tune the load.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Servers {
  bare: string;
  app: string;
  database: string;
  fixtures: Fixtures;
}

async function startServers(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("servers.ts", import.meta.url))], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return { servers: JSON.parse(first) as Servers, stop: () => child.kill("SIGTERM"), signal: (name: NodeJS.Signals) => child.kill(name) };
}

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: seconds, connections, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors, ok: result["2xx"] };
}

const { servers, stop } = await startServers();
let baselineRps = 0;
try {
  const baseline = await measure("bare Express GET /hello", { url: `${servers.bare}/hello` });
  baselineRps = baseline.rps;
  const rows = [baseline];
  for (const scenario of scenarios) {
    rows.push(await measure(scenario.title, await scenario.prepare({ url: servers.app, fixtures: servers.fixtures })));
  }
  console.log(`\n${seconds}s per scenario, ${connections} connections, database: ${servers.database}\n`);
  console.log("| scenario | req/s | p50 ms | p99 ms | non-2xx/errors | vs bare Express |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(`| ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / baseline.rps).toFixed(2)} |`);
  }
} finally {
  stop();
}

// Webhooks: the create load again, on a server whose in-process worker delivers every event to a loopback receiver.
const webhooks = await startServers({ BENCH_WEBHOOK_WORKER: "1" });
try {
  const figures = await measureWebhooks(webhooks.servers.app, webhooks.servers.fixtures, (title, options) => measure(title, options), {
    pause: () => webhooks.signal("SIGUSR1"),
    resume: () => webhooks.signal("SIGUSR2"),
  });
  console.log(`\nWebhooks (in-process worker, loopback receiver, ${connections} connections creating for ${seconds}s):\n`);
  console.log("| figure | value |");
  console.log("|---|---:|");
  console.log(`| creates/s while the same process delivers (bare Express: ${baselineRps} req/s) | ${figures.createRps} |`);
  console.log(
    `| creates acknowledged / distinct events delivered / deliveries received | ${figures.acknowledged} / ${figures.delivered} / ${figures.received} |`,
  );
  console.log(`| commit → delivery under that load, p50 / p99 ms | ${figures.p50} / ${figures.p99} |`);
  console.log(
    `| one worker draining a backlog of ${figures.backlog} events: deliveries/s | ${figures.drainRps} (${figures.drained} delivered) |`,
  );
} finally {
  webhooks.stop();
}
