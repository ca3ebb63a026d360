import autocannon from "autocannon";
import pg from "pg";
import { bundle, dependenciesOf } from "../scripts/bundle.ts";
import { SERVER_DIR } from "../src/platform/paths.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "../test/postgres-database.ts";
import { type CpuPerRequest, cpuMeter } from "./cpu.ts";
import { benchMonitoring } from "./monitoring.ts";
import { measureScale } from "./scale.ts";
import { floorLoad, scenarios } from "./scenarios.ts";
import { benchScreening } from "./screening.ts";
import { startServers } from "./servers-process.ts";
import { measureUploads } from "./uploads.ts";
import { measureWebhooks } from "./webhooks.ts";

/**
 * `pnpm bench`: every scenario against the real app, beside two baselines served by the same process and measured in
 * the same run — a bare Express route returning JSON, and bare Express plus one prepared query (the ceiling for a
 * request that needs one database round trip) — so the figures are ratios that hold on any machine. On the embedded
 * PGlite, and on PostgreSQL when DATABASE_URL is set. The servers run in a child process; the load generator here.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 32) tune the load; a scenario with a same-work floor
 * alternates with it BENCH_ROUNDS (default 3) times, each turn BENCH_SECONDS long; `--json` prints the rows as JSON;
 * `--no-webhooks` skips the webhook phase, `--no-uploads` the documents' phase; `--only PATTERN` runs the scenarios whose title matches (and the baselines);
 * `--store pglite|postgres` one store. `--scale` runs the scale scenarios instead, on each store: a client's list
 * p99 at 1,000 and at 100,000 applications, and the server's RSS after those creates (BENCH_SCALE_ROWS to change it).
 * The screening engine's quality and speed on the full OFAC SDN and UN lists (`screening.ts`) ends every run without
 * `--json` (`--no-screening` skips it), or runs alone, without servers, with `--screening` or `--only screening`;
 * `--screening-lists DIR` (or SCREENING_LISTS_DIR) names the lists' folder, else they are downloaded.
 * `--monitoring` (or `--only monitoring`) runs the monitoring measurement instead, on each store (`monitoring.ts`):
 * BENCH_MONITORING_CUSTOMERS (100,000) customers screened again against a changed SDN list of that folder, the time it
 * takes and the API's p99 meanwhile.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** How many turns a scenario and its same-work floor take, alternating (each turn BENCH_SECONDS long). */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const asJson = process.argv.includes("--json");
const scale = process.argv.includes("--scale");
const withWebhooks = !process.argv.includes("--no-webhooks") && !scale;
const withUploads = !process.argv.includes("--no-uploads") && !scale;
/** `--only PATTERN`: the scenarios whose title matches (the baselines always run); `--store pglite|postgres`: one store. */
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const only = option("--only");
const onlyStore = option("--store");
const chosen = only === undefined ? scenarios : scenarios.filter((scenario) => new RegExp(only, "i").test(scenario.title));
const progress = (line: string) => process.stderr.write(`${line}\n`);
const withScreening = !process.argv.includes("--no-screening") && !asJson;

if (process.argv.includes("--screening") || only === "screening") {
  await benchScreening(process.argv, progress);
  process.exit(0);
}

/**
 * The servers' process runs as deployed: bundled as JavaScript (the workspace packages inside, every npm dependency
 * left to node_modules) and started with plain node, without a TypeScript loader in the process.
 */
await bundle({ servers: "bench/servers.ts" }, ".bench", [
  ...dependenciesOf("dependencies"),
  ...dependenciesOf("devDependencies").filter((name) => !name.startsWith("@onboarding/")),
]);
const SERVERS = `${SERVER_DIR}.bench/servers.js`;

/**
 * The servers' process on `env`'s store. On PostgreSQL, on a database of its own made for it (so a run never meets an
 * earlier run's rows), dropped when the servers stop; ones that runs cut short left behind, with nobody connected to
 * them (not another bench's under way), are dropped first. The monitoring phase brings its own.
 */
const start = async (env: Record<string, string | undefined> = {}) => {
  const server = env.DATABASE_URL;
  if (!server || !/^postgres(ql)?:\/\//.test(server) || env.BENCH_MONITORING === "1") {
    return startServers(["--enable-source-maps", SERVERS], env);
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const left = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database d WHERE datname LIKE 'bench\\_run\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
  );
  await admin.end();
  for (const { datname } of left.rows) {
    await dropPostgresDatabase(server, datname);
  }
  const database = await createPostgresDatabase(server, "bench_run");
  const started = await startServers(["--enable-source-maps", SERVERS], { ...env, DATABASE_URL: database.url.toString() });
  // Dropped once the servers have exited (the drop waits for nothing: it forces their connections closed anyway).
  void started.exited.then(() => dropPostgresDatabase(server, database.name)).catch(() => undefined);
  return started;
};

interface Row {
  database: string;
  title: string;
  rps: number;
  p50: number;
  p99: number;
  /** Requests without the expected answer: connection errors and timeouts, and any other status. */
  errors: number;
  /** Requests with the expected answer. */
  ok: number;
  vsBare?: number;
  vsOneQuery?: number;
  /** × the scenario's same-work floor, when it has one. */
  vsFloor?: number;
  /** CPU µs per request answered: the servers' process, PostgreSQL's, the load generator's. */
  cpu?: CpuPerRequest | undefined;
}

async function measure(
  database: string,
  title: string,
  options: autocannon.Options,
  expect?: number,
  meter?: ReturnType<typeof cpuMeter>,
): Promise<Row> {
  progress(`  ${database}: ${title} (${seconds} s)…`);
  const metered = meter?.start();
  const result = await autocannon({ duration: seconds, connections, ...options });
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number }> | undefined;
  const expected = expect === undefined ? result["2xx"] : (byStatus?.[String(expect)]?.count ?? 0);
  const answered = Object.values(byStatus ?? {}).reduce((sum, stat) => sum + stat.count, 0);
  // autocannon counts a timeout among its errors too.
  const errors = result.errors + (answered - expected);
  return {
    database,
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    ok: expected,
    cpu: metered?.(answered),
  };
}

const ratio = (value: number, base: number) => Math.round((value / base) * 100) / 100;

/**
 * Rounds of one measurement as one row: the mean rate (equal durations), the median p50, the worst p99, the counts
 * summed, the CPU per request weighted by the requests of each round.
 */
function merged(rounds: Row[]): Row {
  const [first] = rounds as [Row, ...Row[]];
  if (rounds.length === 1) {
    return first;
  }
  const sum = (of: (row: Row) => number) => rounds.reduce((total, row) => total + of(row), 0);
  const answered = sum((row) => row.ok + row.errors);
  const weighted = (of: (cpu: CpuPerRequest) => number | undefined) =>
    Math.round(sum((row) => (row.cpu ? (of(row.cpu) ?? 0) * (row.ok + row.errors) : 0)) / Math.max(1, answered));
  const metered = rounds.every((row) => row.cpu !== undefined);
  const p50s = rounds.map((row) => row.p50).sort((a, b) => a - b);
  return {
    ...first,
    rps: Math.round(sum((row) => row.rps) / rounds.length),
    p50: p50s[Math.floor(p50s.length / 2)] as number,
    p99: Math.max(...rounds.map((row) => row.p99)),
    errors: sum((row) => row.errors),
    ok: sum((row) => row.ok),
    cpu: metered
      ? {
          server: weighted((cpu) => cpu.server),
          ...(first.cpu?.database === undefined ? {} : { database: weighted((cpu) => cpu.database) }),
          load: weighted((cpu) => cpu.load),
        }
      : undefined,
  };
}

/** Both baselines, then every scenario, on one store. */
async function benchStore(env: Record<string, string | undefined>): Promise<Row[]> {
  const { servers, pid, stop } = await start(env);
  const database = servers.database;
  const meter = cpuMeter(pid, database === "postgres");
  const timed = (title: string, options: autocannon.Options, expect?: number) => measure(database, title, options, expect, meter);
  try {
    const bare = await timed("baseline: bare Express, JSON", { url: `${servers.bare}/hello` });
    const oneQuery = await timed("baseline: bare Express + one prepared query", { url: `${servers.bare}/one-query` });
    const oneInsert = await timed("raw insert: bare Express + one prepared INSERT (committed)", {
      url: `${servers.bare}/one-insert`,
      method: "POST",
    });
    const rows: Row[] = [bare, oneQuery, oneInsert];
    if (database === "postgres") {
      rows.push(
        await timed("driver: bare Express + one prepared query through postgres.js instead of pg", {
          url: `${servers.bare}/one-query-postgres-js`,
        }),
      );
    }
    // A scenario's own baseline is measured right after it (its data exists then) and shown beside the others.
    const ceilings: Row[] = [];
    // With a floor, the scenario and its floor take turns, BENCH_ROUNDS times each: a machine whose speed drifts
    // (a shared host) then weighs on both alike.
    for (const scenario of chosen) {
      const options = await scenario.prepare({ url: servers.app, bare: servers.bare, fixtures: servers.fixtures });
      const { ceiling } = scenario;
      const measuredRounds: Row[] = [];
      const floorRounds: Row[] = [];
      for (let round = 0; round < (ceiling ? rounds : 1); round++) {
        measuredRounds.push(await timed(scenario.title, options, scenario.expect));
        if (ceiling) {
          floorRounds.push(await timed(ceiling.title, floorLoad(ceiling, servers.bare, servers.fixtures)));
        }
      }
      const measured = merged(measuredRounds);
      rows.push(measured);
      if (ceiling) {
        const floor = merged(floorRounds);
        measured.vsFloor = ratio(measured.rps, floor.rps);
        ceilings.push(floor);
      }
    }
    rows.splice(rows.indexOf(oneInsert) + 1, 0, ...ceilings);
    for (const row of rows) {
      row.vsBare = ratio(row.rps, bare.rps);
      row.vsOneQuery = ratio(row.rps, oneQuery.rps);
    }
    return rows;
  } finally {
    stop();
  }
}

const allStores: { name: string; env: Record<string, string | undefined> }[] = [{ name: "PGlite", env: { DATABASE_URL: "memory://" } }];
if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) {
  allStores.push({ name: "PostgreSQL", env: { DATABASE_URL: process.env.DATABASE_URL } });
}
const stores = allStores.filter((store) => onlyStore === undefined || store.name.toLowerCase().startsWith(onlyStore.toLowerCase()));
if (stores.length === 0) {
  throw new Error(`--store ${onlyStore}: PGlite always, PostgreSQL when DATABASE_URL is set`);
}

if (process.argv.includes("--monitoring") || only === "monitoring") {
  await benchMonitoring({
    start,
    stores,
    lists: option("--screening-lists") ?? process.env.SCREENING_LISTS_DIR,
    seconds,
    connections,
    json: asJson,
    progress,
  });
  process.exit(0);
}

if (scale) {
  const large = Number(process.env.BENCH_SCALE_ROWS ?? 100_000);
  console.log(
    `\n| database | list p99 at 1,000 rows, ms | list p99 at ${large} rows, ms | ratio (goal ≤ 1.5) | creates/s filling | errors | RSS after ${large} creates, MB (goal ≤ 200) |`,
  );
  const lines: string[] = [];
  for (const store of stores) {
    progress(`${store.name}: scale`);
    const { servers, pid, stop } = await start(store.env);
    try {
      const figures = await measureScale(servers.app, servers.fixtures, pid, { small: 1000, large, seconds, connections, progress });
      lines.push(
        `| ${servers.database} | ${figures.listP99Small} | ${figures.listP99Large} | ${ratio(figures.listP99Large, figures.listP99Small).toFixed(2)} | ${figures.createRps} | ${figures.createErrors} | ${figures.rssAfter} |`,
      );
    } finally {
      stop();
    }
  }
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  console.log(lines.join("\n"));
  process.exit(0);
}

const rows: Row[] = [];
for (const store of stores) {
  progress(`${store.name}: baselines and ${chosen.length} scenarios, ${connections} connections`);
  rows.push(...(await benchStore(store.env)));
}

if (asJson) {
  process.stdout.write(`${JSON.stringify({ seconds, connections, rows })}\n`);
} else {
  console.log(`\n${seconds} s per scenario, ${connections} connections\n`);
  console.log(
    "| database | scenario | req/s | p50 ms | p99 ms | errors | × bare Express | × one-query baseline | × its same-work floor | CPU µs per request: server + database + load |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  const cpu = (row: Row) =>
    row.cpu ? [row.cpu.server, ...(row.cpu.database === undefined ? [] : [row.cpu.database]), row.cpu.load].join(" + ") : "–";
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.title} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.vsBare?.toFixed(2)} | ${row.vsOneQuery?.toFixed(2)} | ${row.vsFloor?.toFixed(2) ?? "–"} | ${cpu(row)} |`,
    );
  }
}

// What bank-grade authentication costs: each fapi2 scenario's throughput over its bearer counterpart's, same run.
const FAPI2_PAIRS = [
  {
    what: "token issuance: private_key_jwt + DPoP ÷ secret + bearer",
    fapi2: "POST /oauth/token (fapi2",
    baseline: "POST /oauth/token (client credentials",
  },
  { what: "retrieve: DPoP ÷ bearer", fapi2: "retrieve application with DPoP", baseline: "retrieve application (GET" },
];
const pairRows = stores.flatMap((store) =>
  FAPI2_PAIRS.flatMap((pair) => {
    const ofStore = rows.filter((row) => row.database === (store.name === "PGlite" ? "pglite" : "postgres"));
    const fapi2 = ofStore.find((row) => row.title.startsWith(pair.fapi2));
    const baseline = ofStore.find((row) => row.title.startsWith(pair.baseline));
    return fapi2 && baseline
      ? [`| ${fapi2.database} | ${pair.what} | ${ratio(fapi2.rps, baseline.rps).toFixed(2)} | ${baseline.p99} → ${fapi2.p99} |`]
      : [];
  }),
);
if (!asJson && pairRows.length > 0) {
  console.log("\nBank-grade authentication, against the same with a secret and a bearer token:\n");
  console.log("| database | figure | × throughput | p99 ms, bearer → fapi2 |");
  console.log("|---|---|---:|---:|");
  console.log(pairRows.join("\n"));
}

// Webhooks: the create load again, on a server whose in-process worker delivers every event to a loopback receiver.
if (withWebhooks && !asJson) {
  const last = stores.at(-1) as (typeof stores)[number];
  progress(`${last.name}: webhooks`);
  // The bare route of that store's run: the last store's first row.
  const bareRps = rows.filter((row) => row.database === rows.at(-1)?.database)[0]?.rps;
  const webhooks = await start({ ...last.env, BENCH_WEBHOOK_WORKER: "1" });
  try {
    const figures = await measureWebhooks(
      webhooks.servers.app,
      webhooks.servers.fixtures,
      (title, options) => measure(webhooks.servers.database, title, options),
      { pause: () => webhooks.signal("SIGUSR1"), resume: () => webhooks.signal("SIGUSR2") },
    );
    console.log(
      `\nWebhooks on ${last.name} (in-process worker, loopback receiver, ${connections} connections creating for ${seconds}s):\n`,
    );
    console.log("| figure | value |");
    console.log("|---|---:|");
    console.log(`| creates/s while the same process delivers (bare Express: ${bareRps} req/s) | ${figures.createRps} |`);
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
}

/** "201 × 14, 503 × 2". */
const statusCounts = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${status} × ${statuses.filter((each) => each === status).length}`)
    .join(", ");

// Documents: 1 MiB uploads under load, then 16 uploads of 10 MiB at once, with the server's RSS (on the last store).
if (withUploads && !asJson) {
  const last = stores.at(-1) as (typeof stores)[number];
  progress(`${last.name}: document uploads`);
  const uploads = await start(last.env);
  try {
    const connectionsForUploads = Math.min(connections, 8);
    const figures = await measureUploads(uploads.servers.app, uploads.servers.fixtures, uploads.pid, {
      seconds,
      connections: connectionsForUploads,
      concurrent: 16,
    });
    console.log(`\nDocument uploads on ${last.name} (${connectionsForUploads} connections uploading 1 MiB PDFs for ${seconds}s):\n`);
    console.log("| figure | value |");
    console.log("|---|---:|");
    console.log(`| 1 MiB uploads/s, p50 / p99 ms, errors | ${figures.rps}, ${figures.p50} / ${figures.p99}, ${figures.errors} |`);
    console.log(`| server RSS before → highest during, MB | ${figures.rssBefore} → ${figures.rssPeak} |`);
    console.log(
      `| ${figures.concurrent} uploads of 10 MiB at once: RSS before → highest, MB (answers: ${statusCounts(figures.largeStatuses)}) | ${figures.rssBeforeLarge} → ${figures.rssPeakLarge} |`,
    );
  } finally {
    uploads.stop();
  }
}

if (withScreening) {
  await benchScreening(process.argv, progress);
}
