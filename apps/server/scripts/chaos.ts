import { parseArgs } from "node:util";
import { createClients } from "../src/auth/clients.ts";
import type { Database } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { openDatabase } from "../src/db/open-database.ts";
import { systemClock } from "../src/platform/clock.ts";
import { individualApplication } from "../test/fixtures.ts";
import { TEST_ENCRYPTION_KEYS, TEST_KEYRING, TEST_PEPPER } from "../test/harness.ts";
import { fetchToken } from "../test/oauth.ts";
import { freePort, GENEROUS_RATE_LIMITS, listeningUrl, type Run, runScript } from "../test/process.ts";
import { PrivatePostgres, postgresBinDir } from "./private-postgres.ts";

/**
 * `pnpm chaos`: the server under create load while its process is SIGKILLed and its PostgreSQL (a private instance)
 * is stopped and frozen, in turns. Every create is retried with its idempotency key until it gets an answer, as a
 * careful integrator would. At the end, what the clients were told is compared with what the database holds. The
 * report lists every failure — an acknowledged create lost, a duplicate, a 5xx other than 503, a 503 without
 * Retry-After, an answer slower than DATABASE_MAX_WAIT_MS + 1 s, a fault not followed by a 201 within 2 s, no outage
 * seen at all — and the script exits 1 when there is one. `--seconds` (default 60), `--workers` (default 8),
 * `--settle` (seconds the creates in flight at the end may still be retried, default 30), `--json`.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    settle: { type: "string", default: "30" },
    workers: { type: "string", default: "8" },
    // How late an answer may be, measured by the load's own clients: DATABASE_MAX_WAIT_MS + 1 s by default. The suite's
    // short form, beside other work on two cores, allows its clients' own delays too.
    "late-ms": { type: "string" },
    json: { type: "boolean" },
  },
});
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const MAX_WAIT_MS = 1000;
const LATE_MS = values["late-ms"] === undefined ? MAX_WAIT_MS + 1000 : Number(values["late-ms"]);
const RECOVERY_MS = 2000;
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

/** What must be undone however the run ends: the server process, the private PostgreSQL (thawed), the connection. */
let server: Run | undefined;
let frozen: number[] = [];
let db: Database | undefined;
const postgres = await PrivatePostgres.create(bin);
async function cleanUp(): Promise<void> {
  postgres.thaw(frozen);
  server?.child.kill("SIGKILL");
  await db?.close().catch(() => undefined);
  await postgres.destroy();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

interface Fault {
  kind: "kill" | "stop" | "freeze";
  endedAt?: number;
  /** ms from the fault's end to the first 201 after it. */
  recoveredMs?: number;
}

try {
  await postgres.start();
  say(`private PostgreSQL on port ${postgres.port} (${postgres.dir})`);
  db = await openDatabase({ url: postgres.url, poolSize: 2, maxQueue: 100, maxWaitMs: 5000 });
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
    ...GENEROUS_RATE_LIMITS, // the load is one client; its budget is not what is tested here
  };
  const startServer = async () => {
    server = runScript("src/main.ts", [], env);
    await listeningUrl(server);
  };
  await startServer();
  const url = `http://127.0.0.1:${port}`;
  const token = await fetchToken(url, client, "applications:read applications:write");

  const statuses = new Map<string, number>();
  const acknowledged = new Map<string, string>(); // customer_id → application id
  const unanswered: string[] = [];
  const slowest = new Map<string, number>(); // per status
  const faults: Fault[] = [];
  let late = 0; // answers slower than LATE_MS
  let unavailableWithoutRetryAfter = 0;
  let stopping = false; // no new creates; the ones in flight are retried for --settle seconds more
  let faultsOver = false;
  let settleBy = Number.POSITIVE_INFINITY;
  /** Creates whose key a killed process still holds (409 IDEMPOTENCY_KEY_IN_USE): retried at the end, not waited for. */
  const deferred: { payload: ReturnType<typeof individualApplication>; key: string }[] = [];

  const acknowledge = (customerId: string, id: string) => {
    acknowledged.set(customerId, id);
    const last = faults.at(-1);
    if (last?.endedAt !== undefined && last.recoveredMs === undefined) {
      last.recoveredMs = Math.round(performance.now() - last.endedAt);
    }
  };

  /** One logical create: the same request and key until it gets a final answer (or the run ends). */
  const createOne = async (payload: ReturnType<typeof individualApplication>, key: string): Promise<void> => {
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
          acknowledge(payload.customer_id, body.data.id);
        }
      } catch (error) {
        status = (error as Error).name === "TimeoutError" ? "timeout" : "no answer";
      }
      const ms = performance.now() - started;
      slowest.set(status, Math.max(slowest.get(status) ?? 0, Math.round(ms)));
      late += ms > LATE_MS ? 1 : 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
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
  };

  const worker = async (index: number) => {
    for (let n = index; !stopping; n += workers) {
      const payload = individualApplication();
      await createOne(payload, `chaos-${n}-${payload.customer_id}`);
    }
  };

  const KINDS = ["kill", "stop", "freeze"] as const;
  /** Faults in turn until told to stop, and never fewer than one of each kind, however slow the machine. */
  const injectFaults = async () => {
    const every = Math.max(3000, (seconds * 1000) / 7);
    for (let round = 0; !faultsOver || faults.length < KINDS.length; round++) {
      await sleep(every);
      const fault: Fault = { kind: KINDS[round % KINDS.length] as Fault["kind"] };
      faults.push(fault);
      say(`fault ${faults.length}: ${fault.kind}`);
      if (fault.kind === "kill") {
        server?.child.kill("SIGKILL");
        await server?.exit;
        await startServer();
      } else if (fault.kind === "stop") {
        await postgres.stopImmediately();
        await sleep(2000);
        await postgres.start();
      } else {
        frozen = await postgres.freeze();
        await sleep(3000);
        postgres.thaw(frozen);
        frozen = [];
      }
      fault.endedAt = performance.now();
    }
  };

  say(`create load from ${workers} workers for ${seconds} s, with faults`);
  const load = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  const chaos = injectFaults();
  await sleep(seconds * 1000);
  faultsOver = true;
  await chaos;
  // The last fault's recovery is seen before the load stops.
  await sleep(RECOVERY_MS);
  stopping = true;
  settleBy = performance.now() + Number(values.settle) * 1000;
  // In-flight creates get their last answer, the deferred ones are retried; anything still failing then is unanswered.
  await load;
  await Promise.all(deferred.map(({ payload, key }) => createOne(payload, key)));

  const stored = new Map(
    (
      await db.query<{ customer_id: string; id: string }>(
        "SELECT customer_id, application_id AS id FROM applications WHERE client_id = $1",
        [client.client_id],
      )
    ).map((row) => [row.customer_id, row.id]),
  );
  const duplicates = await db.query("SELECT customer_id FROM applications WHERE client_id = $1 GROUP BY customer_id HAVING count(*) > 1", [
    client.client_id,
  ]);
  const lost = [...acknowledged].filter(([customer, id]) => stored.get(customer) !== id).length;
  // A create whose process was killed keeps its idempotency key claimed for 60 s (409 IDEMPOTENCY_KEY_IN_USE until
  // then); none of those may be stored, or a retry would have been given its 201.
  const unansweredStored = unanswered.filter((customer) => stored.has(customer)).length;
  const serverErrors = [...statuses].filter(([status]) => status.startsWith("5") && status !== "503").reduce((sum, [, n]) => sum + n, 0);
  const slowRecoveries = faults.filter((fault) => fault.recoveredMs === undefined || fault.recoveredMs >= RECOVERY_MS);

  const failures = [
    lost > 0 && `${lost} acknowledged creates lost`,
    duplicates.length > 0 && `${duplicates.length} duplicates`,
    serverErrors > 0 && `${serverErrors} answers 5xx other than 503`,
    unansweredStored > 0 && `${unansweredStored} unanswered creates stored anyway`,
    late > 0 && `${late} answers slower than ${LATE_MS} ms`,
    unavailableWithoutRetryAfter > 0 && `${unavailableWithoutRetryAfter} 503s without Retry-After`,
    slowRecoveries.length > 0 && `no 201 within ${RECOVERY_MS} ms after: ${slowRecoveries.map((fault) => fault.kind).join(", ")}`,
    !statuses.has("503") && "no outage was seen (no 503)",
  ].filter((failure): failure is string => typeof failure === "string");

  const report = {
    seconds,
    workers,
    faults: faults.map((fault) => fault.kind),
    acknowledged: acknowledged.size,
    stored: stored.size,
    lost,
    duplicates: duplicates.length,
    held_by_killed_process: deferred.length,
    unanswered: unanswered.length,
    unanswered_stored: unansweredStored,
    statuses: Object.fromEntries([...statuses].sort()),
    server_errors: serverErrors,
    slowest_ms: Object.fromEntries([...slowest].sort()),
    late_answers: late,
    unavailable_without_retry_after: unavailableWithoutRetryAfter,
    recovery_ms: faults.map((fault) => fault.recoveredMs ?? null),
    failures,
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    say("");
    say(`faults injected:          ${report.faults.join(", ")}`);
    say(`creates acknowledged:     ${report.acknowledged} (201)`);
    say(`applications stored:      ${report.stored} (acknowledged ones plus any committed whose answer was lost)`);
    say(`acknowledged but lost:    ${report.lost}`);
    say(`duplicates:               ${report.duplicates}`);
    say(`held by a killed process: ${report.held_by_killed_process} keys (409 IDEMPOTENCY_KEY_IN_USE for up to 60 s), retried at the end`);
    say(`unanswered at the end:    ${report.unanswered} (stored: ${report.unanswered_stored})`);
    say(`answers seen:             ${JSON.stringify(report.statuses)}`);
    say(`slowest, per answer:      ${JSON.stringify(report.slowest_ms)} ms`);
    say(`first 201 after each fault: ${report.recovery_ms.join(", ")} ms`);
    say(failures.length === 0 ? "sound: nothing lost, doubled, late or unexplained" : `FAILURES: ${failures.join("; ")}`);
  }
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await cleanUp();
}
// Nothing left to wait for (the HTTP client's idle sockets would keep the process a few seconds more).
process.exit();
