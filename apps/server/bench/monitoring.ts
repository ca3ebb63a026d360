/**
 * Monitoring at scale (`pnpm bench --monitoring`): BENCH_MONITORING_CUSTOMERS (100,000) approved customers screened
 * again against a changed OFAC SDN list while the API is under load, in the servers' process (as the server's
 * in-process worker runs monitoring), on each store:
 * 1. the customers are set up in bulk (bench/monitoring-data.ts), a few planted close to persons the later versions add;
 * 2. the full SDN list of `--screening-lists DIR` (or SCREENING_LISTS_DIR, else downloaded: see screening.ts) is loaded
 *    as the first version, and monitoring runs until nothing is due: every customer's first screening against a new
 *    source (the worst case), unpaced, with no load;
 * 3. for each of BENCH_MONITORING_MODES, a new version — 50 entries added (20 close to a planted customer), 10
 *    changed — is loaded; the bare Express route and GET /v1/customers/{id} (customers drawn at random) are loaded
 *    for BENCH_SECONDS each; then monitoring runs while BENCH_CONNECTIONS load GET /v1/customers/{id} until it is done.
 *    A mode is `paced` (the default: the runner the worker starts, at MONITORING_RATE) or `unpaced` (the same runner
 *    at no limit of rate), under load as fast as the connections go, or at RPS requests a second with `@RPS`
 *    (`paced,paced@100`: two versions). A run none of whose rounds succeeds for two minutes (each past the database's
 *    deadline) is given up, and said so.
 * The list files are copied to a temporary folder, which the versions are written to; on PostgreSQL a fresh database
 * is made on DATABASE_URL's server and dropped at the end.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { createPostgresDatabase, dropPostgresDatabase } from "../test/postgres-database.ts";
import type { RunFigures } from "./monitoring-controls.ts";
import { customerIdOf, type ListChange, listChanges, plantedIndexes, sdnVersion } from "./monitoring-data.ts";
import { accessToken } from "./scenarios.ts";
import { listsFolder } from "./screening.ts";
import { seededRandom } from "./screening-labels.ts";
import type { startServers } from "./servers-process.ts";

const SEED = 2026;
/** What each new version changes: entries added, of which close to a planted customer; listed persons changed. */
const ADDED = 50;
const PLANTED = 20;
const CHANGED = 10;
/** How a version is run: by the paced or the unpaced runner, under GET load as fast as it goes or at `rate` req/s. */
interface Mode {
  pacing: "paced" | "unpaced";
  rate: number | undefined;
}
const MODE = /^(paced|unpaced)(?:@(\d+))?$/;
const modeOf = (text: string): Mode => {
  const match = MODE.exec(text.trim());
  if (!match) {
    throw new Error(`BENCH_MONITORING_MODES: ${text} is not paced or unpaced, optionally @RPS (paced@100)`);
  }
  return { pacing: match[1] as Mode["pacing"], rate: match[2] === undefined ? undefined : Number(match[2]) };
};
const modeTitle = (mode: Mode, connections: number) =>
  `monitoring ${mode.pacing}, GET load of ${connections} connections${mode.rate === undefined ? "" : ` at ${mode.rate} req/s`}`;

/** A load's figures: requests a second, latency percentiles (ms), requests answered and those that were not 2xx. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export interface ChangeFigures {
  mode: Mode;
  /** Loading the version (reading, parsing, storing it), ms. */
  loadMs: number;
  /** The same load, just before the run: on bare Express, and on GET /v1/customers/{id} (with the event loop's delay). */
  bare: Load;
  quiet: Load & { eventLoop: { p99: number; max: number } };
  run: RunFigures;
  /** The planted customers alerted, and the others alerted (none expected). */
  plantedAlerted: number;
  othersAlerted: string[];
  /** GET /v1/customers/{id} during the run. */
  api: Load;
}

export interface MonitoringFigures {
  database: string;
  customers: number;
  setup: { ms: number; keys: number; settings: { ratePerSecond: number; batchSize: number; intervalMs: number } };
  v1: { entries: number; loadMs: number; initial: RunFigures };
  changes: ChangeFigures[];
}

type Start = (env: Record<string, string | undefined>) => ReturnType<typeof startServers>;

/** Runs a job of the servers' monitoring controls (bench/monitoring-controls.ts) to its end; its result. */
async function job<T>(bare: string, name: string, body: Record<string, unknown> = {}): Promise<T> {
  const started = await fetch(`${bare}/monitoring/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (started.status !== 202) {
    throw new Error(`monitoring job ${name}: ${started.status} ${await started.text()}`);
  }
  for (;;) {
    await sleep(250);
    const state = (await (await fetch(`${bare}/monitoring/job`)).json()) as { state: string; result?: T; error?: string };
    if (state.state === "done") {
      return state.result as T;
    }
    if (state.state === "failed") {
      throw new Error(`monitoring job ${name} failed: ${state.error}`);
    }
  }
}

const loadOf = (result: autocannon.Result): Load => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** autocannon with `options` until `until` settles (then stopped); its figures and what `until` gave. */
function loadUntil<T>(options: autocannon.Options, until: Promise<T>): Promise<{ load: Load; value: T }> {
  return new Promise((resolve, reject) => {
    let value: T;
    const instance = autocannon({ ...options, duration: 86_400 }, (error, result) =>
      error ? reject(error) : resolve({ load: loadOf(result), value }),
    );
    until.then(
      (settled) => {
        value = settled;
        instance.stop();
      },
      (error: unknown) => {
        instance.stop();
        reject(error);
      },
    );
  });
}

/** GET /v1/customers/{id} of a thousand customers drawn at random, in turn. */
async function customerReads(app: string, fixtures: Record<string, string>, customers: number): Promise<autocannon.Options> {
  const token = await accessToken(app, fixtures, "customers:read");
  const random = seededRandom(SEED);
  const paths = Array.from({ length: 1000 }, () => `/v1/customers/${customerIdOf(Math.floor(random() * customers))}`);
  let next = 0;
  return {
    url: app,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: "GET", setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  };
}

/** The whole measurement on one store's fresh servers' process. */
async function measureStore(
  start: Start,
  env: Record<string, string | undefined>,
  lists: string,
  options: {
    customers: number;
    modes: Mode[];
    seconds: number;
    connections: number;
    progress: (line: string) => void;
  },
): Promise<MonitoringFigures> {
  const { customers, modes, seconds, connections, progress } = options;
  const folder = mkdtempSync(join(tmpdir(), "monitoring-bench-"));
  cpSync(join(lists, "ofac"), folder, { recursive: true });
  const sdn = readFileSync(join(folder, "sdn.csv"), "latin1");
  const changes: ListChange[] = listChanges(sdn, { versions: modes.length, added: ADDED, planted: PLANTED, changed: CHANGED, seed: SEED });
  const postgresServer = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "") ? (env.DATABASE_URL as string) : undefined;
  const database = postgresServer ? await createPostgresDatabase(postgresServer, "bench_monitoring") : undefined;
  let servers: Awaited<ReturnType<Start>> | undefined;
  try {
    servers = await start({
      ...env,
      ...(database ? { DATABASE_URL: database.url.toString() } : {}),
      BENCH_MONITORING: "1",
      SCREENING_SOURCES: `ofac_sdn=ofac-csv:${folder}`,
    });
    const { bare, app, fixtures } = servers.servers;
    const label = servers.servers.database;
    progress(`  ${label}: setting up ${customers} approved customers…`);
    const setup = await job<MonitoringFigures["setup"]>(bare, "seed", {
      count: customers,
      planted: changes.flatMap((change) => change.planted),
      seed: SEED,
    });
    progress(`  ${label}: the full SDN list as a new source, every customer's first screening against it…`);
    const v1 = await job<{ ms: number; entries: number }>(bare, "load");
    const initial = await job<RunFigures>(bare, "run", { paced: false });

    const reads = await customerReads(app, fixtures, customers);
    const planted = plantedIndexes(customers, PLANTED * modes.length).map(customerIdOf);
    const measured: ChangeFigures[] = [];
    for (const [version, mode] of modes.entries()) {
      writeFileSync(join(folder, "sdn.csv"), sdnVersion(sdn, changes.slice(0, version + 1)), "latin1");
      const loaded = await job<{ ms: number }>(bare, "load");
      const shape = { connections, ...(mode.rate === undefined ? {} : { overallRate: mode.rate }) };
      progress(`  ${label}: version ${version + 2}: bare Express and GET /v1/customers/{id}, ${seconds} s each…`);
      const bareLoad = loadOf(await autocannon({ url: `${bare}/hello`, duration: seconds, ...shape }));
      await fetch(`${bare}/monitoring-loop/start`, { method: "POST" });
      const quiet = loadOf(await autocannon({ ...reads, ...shape, duration: seconds }));
      const quietLoop = (await (await fetch(`${bare}/monitoring-loop`)).json()) as { p99: number; max: number };
      progress(`  ${label}: version ${version + 2} (${ADDED} entries added, ${CHANGED} changed), ${modeTitle(mode, connections)}…`);
      const { load, value: run } = await loadUntil(
        { ...reads, ...shape },
        job<RunFigures>(bare, "run", { paced: mode.pacing === "paced" }),
      );
      const mine = new Set(planted.slice(version * PLANTED, (version + 1) * PLANTED));
      measured.push({
        mode,
        loadMs: loaded.ms,
        bare: bareLoad,
        quiet: { ...quiet, eventLoop: quietLoop },
        run,
        plantedAlerted: run.alerted.filter((id) => mine.has(id)).length,
        othersAlerted: run.alerted.filter((id) => !mine.has(id)),
        api: load,
      });
      // Each version's figures as soon as they are known, so a long run cut short keeps the versions it measured.
      progress(
        `  ${label}: version ${version + 2}: ${run.run.screened} customers screened in ${(run.ms / 1000).toFixed(1)} s` +
          `${run.finished ? "" : " (given up)"}, ${run.alerted.length} alerts, ${run.failedRounds} rounds failed; ` +
          `GET /v1/customers/{id} p99 ${quiet.p99} ms before, ${load.p99} ms during (${load.rps} req/s); bare Express p99 ${bareLoad.p99} ms`,
      );
    }
    return {
      database: label,
      customers,
      setup,
      v1: { entries: v1.entries, loadMs: v1.ms, initial },
      changes: measured,
    };
  } finally {
    servers?.stop();
    await servers?.exited;
    if (database && postgresServer) {
      await dropPostgresDatabase(postgresServer, database.name);
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

const thousands = (value: number) => Math.round(value).toLocaleString("en-US");
const secondsOf = (ms: number) => (ms / 1000).toFixed(1);
const perSecond = (count: number, ms: number) => thousands(count / Math.max(ms / 1000, 0.001));
const ratio = (value: number, base: number) => (value / Math.max(base, 0.001)).toFixed(1);
/** "312.4 (320)": seconds, and customers a second; a run given up says so. */
const wallTime = (run: RunFigures, customers: number) =>
  `${run.finished ? "" : "**not finished**, given up after "}${secondsOf(run.ms)} (${perSecond(customers, run.ms)})`;

/** The figures of every store as one Markdown table, a column per store. */
function print(all: MonitoringFigures[], connections: number): void {
  const [first] = all;
  if (!first) {
    return;
  }
  const { ratePerSecond, batchSize } = first.setup.settings;
  console.log(
    `\nMonitoring: ${thousands(first.customers)} approved customers, OFAC's SDN list (${thousands(first.v1.entries)} entries) ` +
      `changed; MONITORING_RATE ${ratePerSecond}, MONITORING_BATCH ${batchSize}\n`,
  );
  console.log(`| figure | ${all.map((figures) => figures.database).join(" | ")} |`);
  console.log(`|---|${all.map(() => "---:|").join("")}`);
  const row = (title: string, cell: (figures: MonitoringFigures) => string) => console.log(`| ${title} | ${all.map(cell).join(" | ")} |`);
  const load = (value: Load) => `${thousands(value.rps)} req/s, ${value.p50} / ${value.p99} ms`;
  row("customers set up in bulk: s (candidate keys stored)", (f) => `${secondsOf(f.setup.ms)} (${thousands(f.setup.keys)})`);
  row("full SDN list loaded as a new source: s", (f) => secondsOf(f.v1.loadMs));
  row("every customer's first screening against it, unpaced, no load: s (customers/s)", (f) =>
    wallTime(f.v1.initial, f.v1.initial.customersScored),
  );
  row("… customers screened / screenings / alerts raised / runner's rounds failed", (f) =>
    [f.v1.initial.customersScored, f.v1.initial.screenings, f.v1.initial.alerted.length, f.v1.initial.failedRounds]
      .map(thousands)
      .join(" / "),
  );
  for (const [at, mode] of first.changes.map((change) => change.mode).entries()) {
    const of = (f: MonitoringFigures) => f.changes[at] as ChangeFigures;
    row(`**version ${at + 2}: ${ADDED} entries added, ${CHANGED} changed; ${modeTitle(mode, connections)}**`, () => "");
    row("… before the run, bare Express GET /hello: req/s, p50 / p99 ms", (f) => load(of(f).bare));
    row(
      "… before the run, GET /v1/customers/{id}: req/s, p50 / p99 ms (event loop p99 ms)",
      (f) => `${load(of(f).quiet)} (${of(f).quiet.eventLoop.p99.toFixed(0)})`,
    );
    row("… entries changed / their candidate keys", (f) => `${of(f).run.run.changed_entries} / ${of(f).run.run.keys}`);
    row(
      "… candidates found (customers holding a key, each screened) / screenings",
      (f) => `${thousands(of(f).run.run.screened)} / ${thousands(of(f).run.screenings)}`,
    );
    row(
      `… alerts raised (planted: ${PLANTED}) / of planted customers / of others`,
      (f) => `${of(f).run.alerted.length} / ${of(f).plantedAlerted} / ${of(f).othersAlerted.length}`,
    );
    row(
      "… runner's rounds failed (retried at its next poll)",
      (f) => `${of(f).run.failedRounds}${of(f).run.lastFailure ? ` (${of(f).run.lastFailure})` : ""}`,
    );
    row("… run's wall time under load: s (customers/s)", (f) => wallTime(of(f).run, of(f).run.run.screened));
    row(
      "… GET /v1/customers/{id} meanwhile: req/s, p50 / p99 ms (errors; event loop p99 ms)",
      (f) => `${load(of(f).api)} (${of(f).api.errors}; ${of(f).run.eventLoop.p99.toFixed(0)})`,
    );
    row(
      "… its p99 × before the run; × bare Express's p99",
      (f) => `${ratio(of(f).api.p99, of(f).quiet.p99)} ×; ${ratio(of(f).api.p99, of(f).bare.p99)} ×`,
    );
  }
}

/**
 * The monitoring measurement on each store (`stores`: their servers' environments), printed as a table (or, with
 * `json`, as JSON); skipped, saying why, when the lists cannot be had.
 */
export async function benchMonitoring(options: {
  start: Start;
  stores: { name: string; env: Record<string, string | undefined> }[];
  lists: string | undefined;
  seconds: number;
  connections: number;
  json: boolean;
  progress: (line: string) => void;
}): Promise<void> {
  const lists = await listsFolder(options.lists, options.progress);
  if (lists === null) {
    return;
  }
  const customers = Number(process.env.BENCH_MONITORING_CUSTOMERS ?? 100_000);
  const modes = (process.env.BENCH_MONITORING_MODES ?? "paced").split(",").map(modeOf);
  const all: MonitoringFigures[] = [];
  for (const store of options.stores) {
    options.progress(`${store.name}: monitoring`);
    all.push(await measureStore(options.start, store.env, lists, { ...options, customers, modes }));
  }
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ seconds: options.seconds, connections: options.connections, monitoring: all })}\n`);
  } else {
    print(all, options.connections);
  }
}
