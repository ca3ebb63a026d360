import { parseArgs } from "node:util";
import { createClients } from "../src/auth/clients.ts";
import { systemClock } from "../src/clock.ts";
import { migrate } from "../src/db/migrate.ts";
import { openDatabase } from "../src/db/open-database.ts";
import { individualApplication } from "../test/fixtures.ts";
import { TEST_ENCRYPTION_KEYS, TEST_KEYRING, TEST_PEPPER } from "../test/harness.ts";
import { listeningUrl, type Run, runScript } from "../test/process.ts";
import { freePort, PrivatePostgres, postgresBinDir } from "./private-postgres.ts";

/**
 * `pnpm chaos`: the server under create load while its process is SIGKILLed and its PostgreSQL (a private instance)
 * is stopped and frozen, in turns. Every create is retried with its idempotency key until it gets an answer, as a
 * careful integrator would. At the end, what the clients were told is compared with what the database holds:
 * acknowledged vs stored, duplicates, and every status seen (5xx other than 503 is a defect). Exits 1 on any loss,
 * duplicate or 500. `--seconds` (default 60), `--workers` (default 8), `--settle` (seconds the creates in flight at the end may
 * still be retried, default 30), `--json`.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    settle: { type: "string", default: "30" },
    workers: { type: "string", default: "8" },
    json: { type: "boolean" },
  },
});
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const MAX_WAIT_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => {
  if (!values.json) {
    process.stderr.write(`${line}\n`);
  }
};

const bin = postgresBinDir();
if (!bin) {
  process.stderr.write("pnpm chaos needs PostgreSQL's server programs (initdb, pg_ctl): apt-get install postgresql\n");
  process.exit(2);
}
const postgres = await PrivatePostgres.create(bin);
postgres.start();
say(`private PostgreSQL on port ${postgres.port} (${postgres.dir})`);

const db = await openDatabase({ url: postgres.url, poolSize: 2, maxQueue: 100, maxWaitMs: 5000 });
await migrate(db);
const client = await createClients({ db, keyring: TEST_KEYRING, clock: systemClock, tokenLifetimeS: 43_200 }).register({
  name: "chaos",
  scopes: ["applications:read", "applications:write"],
});

const port = await freePort();
const env = {
  DATABASE_URL: postgres.url,
  PORT: String(port),
  DEMO_CLIENT: "false",
  SECRET_PEPPER: TEST_PEPPER,
  ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
  DATABASE_MAX_WAIT_MS: String(MAX_WAIT_MS),
  DATABASE_POOL_SIZE: "4",
  LOG_LEVEL: "info", // the restarts wait for the "listening on" line
  WEBHOOK_WORKER: "off",
};
let server: Run = runScript("src/main.ts", [], env);
const url = `http://127.0.0.1:${port}`;
await listeningUrl(server);

const tokenResponse = await fetch(`${url}/oauth/token?grant_type=client_credentials&scope=applications:read%20applications:write`, {
  method: "POST",
  headers: { authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString("base64")}` },
});
const { access_token: token } = (await tokenResponse.json()) as { access_token: string };

const statuses = new Map<string, number>();
const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const acknowledged = new Map<string, string>(); // customer_id → application id
const unanswered: string[] = [];
const slowest = new Map<string, number>(); // per status
let late = 0; // answers slower than DATABASE_MAX_WAIT_MS + 1 s
let unavailableWithoutRetryAfter = 0;
let faultEndedAt: number | undefined; // the end of the last fault, until the first 201 after it
const recoveries: number[] = []; // ms from the end of each fault to the first 201
let stopping = false; // no new creates; the ones in flight are retried for --settle seconds more
let faultsOver = false;
let settleBy = Number.POSITIVE_INFINITY;

/** One logical create: the same request and key until it gets a final answer (or the run ends). */
/** Creates whose key a killed process still holds (409 IDEMPOTENCY_KEY_IN_USE): retried at the end, not waited for. */
const deferred: { payload: ReturnType<typeof individualApplication>; key: string }[] = [];

async function createOne(payload: ReturnType<typeof individualApplication>, key: string): Promise<void> {
  while (true) {
    const started = performance.now();
    let status: string;
    let retryAfterS = 0.2;
    try {
      const response = await fetch(`${url}/v1/applications`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-svc-idempotency-id": key },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(15_000),
      });
      status = String(response.status);
      retryAfterS = Math.min(2, Number(response.headers.get("retry-after") ?? 0.2));
      if (response.status === 503 && !response.headers.get("retry-after")) {
        unavailableWithoutRetryAfter++;
      }
      const body = (await response.json()) as { data?: { id: string } };
      if (response.status === 201 && body.data) {
        acknowledged.set(payload.customer_id, body.data.id);
        if (faultEndedAt !== undefined) {
          recoveries.push(Math.round(performance.now() - faultEndedAt));
          faultEndedAt = undefined;
        }
      }
    } catch (error) {
      status = (error as Error).name === "TimeoutError" ? "timeout" : "no answer";
    }
    const ms = performance.now() - started;
    slowest.set(status, Math.max(slowest.get(status) ?? 0, Math.round(ms)));
    if (ms > MAX_WAIT_MS + 1000) {
      late++;
    }
    count(status);
    if (status === "201" || (status.startsWith("4") && status !== "409" && status !== "429")) {
      return;
    }
    if (status === "409" && !stopping) {
      deferred.push({ payload, key });
      return;
    }
    if (performance.now() > settleBy) {
      unanswered.push(payload.customer_id);
      return;
    }
    await sleep(retryAfterS * 1000);
  }
}

async function worker(index: number): Promise<void> {
  for (let n = index; !stopping; n += workers) {
    const payload = individualApplication();
    await createOne(payload, `chaos-${n}-${payload.customer_id}`);
  }
}

const faults: string[] = [];
let firstRoundDone: () => void = () => undefined;
/** Resolves once each kind of fault has happened once: a run is never shorter than that, however slow the machine. */
const firstRound = new Promise<void>((resolve) => {
  firstRoundDone = resolve;
});
async function injectFaults(): Promise<void> {
  const kinds = ["kill", "stop", "freeze"] as const;
  const every = Math.max(3000, (seconds * 1000) / 7);
  for (let round = 0; !faultsOver; round++) {
    await sleep(every);
    if (faultsOver) {
      return;
    }
    const kind = kinds[round % kinds.length];
    faults.push(kind as string);
    say(`fault ${faults.length}: ${kind}`);
    if (kind === "kill") {
      server.child.kill("SIGKILL");
      await server.exit;
      server = runScript("src/main.ts", [], env);
      await listeningUrl(server);
    } else if (kind === "stop") {
      postgres.stopImmediately();
      await sleep(2000);
      postgres.start();
    } else {
      const frozen = postgres.freeze();
      await sleep(3000);
      postgres.thaw(frozen);
    }
    faultEndedAt = performance.now();
    if (faults.length === kinds.length) {
      firstRoundDone();
    }
  }
}

say(`create load from ${workers} workers for ${seconds} s, with faults`);
const load = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
const chaos = injectFaults();
await sleep(seconds * 1000);
await firstRound;
faultsOver = true;
await chaos;
stopping = true;
settleBy = performance.now() + Number(values.settle) * 1000;
// In-flight creates get their last answer, the deferred ones are retried; anything still failing then is unanswered.
await load;
await Promise.all(deferred.map(({ payload, key }) => createOne(payload, key)));

const stored = new Map(
  (
    await db.query<{ customer_id: string; id: string }>("SELECT customer_id, application_id AS id FROM applications WHERE client_id = $1", [
      client.client_id,
    ])
  ).map((row) => [row.customer_id, row.id]),
);
const duplicates = await db.query<{ customer_id: string }>(
  "SELECT customer_id FROM applications WHERE client_id = $1 GROUP BY customer_id HAVING count(*) > 1",
  [client.client_id],
);
const lost = [...acknowledged].filter(([customer, id]) => stored.get(customer) !== id);
const report = {
  seconds,
  workers,
  faults,
  acknowledged: acknowledged.size,
  stored: stored.size,
  lost: lost.length,
  duplicates: duplicates.length,
  unanswered: unanswered.length,
  // A create whose process was killed keeps its idempotency key claimed for 60 s (409 IDEMPOTENCY_KEY_IN_USE until
  // then); none of those may be stored, or a retry would have been given its 201.
  unanswered_stored: unanswered.filter((customer) => stored.has(customer)).length,
  statuses: Object.fromEntries([...statuses].sort()),
  server_errors: [...statuses].filter(([status]) => status.startsWith("5") && status !== "503").reduce((sum, [, n]) => sum + n, 0),
  slowest_ms: Object.fromEntries([...slowest].sort()),
  late_answers: late,
  unavailable_without_retry_after: unavailableWithoutRetryAfter,
  recovery_ms: recoveries,
};

server.child.kill("SIGTERM");
await server.exit;
await db.close();
postgres.destroy();

if (values.json) {
  process.stdout.write(`${JSON.stringify(report)}\n`);
} else {
  say("");
  say(`faults injected:        ${faults.join(", ")}`);
  say(`creates acknowledged:   ${report.acknowledged} (201)`);
  say(`applications stored:    ${report.stored} (acknowledged ones plus any committed whose answer was lost)`);
  say(`acknowledged but lost:  ${report.lost}`);
  say(`duplicates:             ${report.duplicates}`);
  say(`held by a killed process: ${deferred.length} keys (409 IDEMPOTENCY_KEY_IN_USE for up to 60 s), retried at the end`);
  say(`unanswered at the end:  ${report.unanswered} (stored: ${report.unanswered_stored})`);
  say(`answers seen:           ${JSON.stringify(report.statuses)}`);
  say(`5xx other than 503:     ${report.server_errors}`);
  say(`slowest, per answer:    ${JSON.stringify(report.slowest_ms)} ms`);
  say(`slower than ${MAX_WAIT_MS + 1000} ms:      ${report.late_answers} (DATABASE_MAX_WAIT_MS is ${MAX_WAIT_MS} ms)`);
  say(`503 without Retry-After: ${report.unavailable_without_retry_after}`);
  say(`first 201 after each fault ended: ${report.recovery_ms.join(", ")} ms`);
}
const sound =
  report.lost === 0 &&
  report.duplicates === 0 &&
  report.server_errors === 0 &&
  report.unanswered_stored === 0 &&
  report.late_answers === 0 &&
  report.unavailable_without_retry_after === 0;
process.exit(sound ? 0 : 1);
