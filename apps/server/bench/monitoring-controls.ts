import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import express from "express";
import { createMonitoringRunner } from "../src/customers/monitoring-runner.ts";
import { createLogger } from "../src/platform/logger.ts";
import type { Runtime } from "../src/runtime.ts";
import { type Person, seedCustomers } from "./monitoring-data.ts";

/** What a run of monitoring did, as the servers' process saw it. */
export interface RunFigures {
  /** From the start to nothing left to do (the run of the newest version finished, no customer due), ms. */
  ms: number;
  /** false: given up, no round having succeeded for STALLED_MS (`ms` then runs to that point). */
  finished: boolean;
  /** The run of the list version in force: entries it changed, their candidate keys, customers it screened, alerts. */
  run: { changed_entries: number; keys: number; screened: number; alerts: number };
  /** Screenings of a customer's person against the sanctions lists, by the run and the schedule together. */
  screenings: number;
  /** Customers screened (in full) since the start. */
  customersScored: number;
  /** The customers an alert was raised for since the start, one line per alert. */
  alerted: string[];
  /** The servers' event loop's delay meanwhile: p99 and max, ms. */
  eventLoop: { p99: number; max: number };
  /** Rounds of the runner that failed (each retried at the next poll, as the worker does), and the last one's reason. */
  failedRounds: number;
  lastFailure: string | null;
}

/** A run is given up when none of its rounds has succeeded for this long. */
const STALLED_MS = 120_000;

/**
 * The monitoring bench's controls, on the bare server of the servers' process (bench/servers.ts, with
 * BENCH_MONITORING=1): they set up customers, load the list and run monitoring in the process that serves the API,
 * as the server's in-process worker does. Each is a job: POST /monitoring/<job> starts it (one at a time), GET
 * /monitoring/job tells how it is going and, once done, what it found.
 */
export function monitoringControls(app: express.Express, runtime: Runtime, clientId: string): void {
  const { db, clock } = runtime;
  const lists = runtime.lists;
  if (!lists) {
    throw new Error("The monitoring bench needs SCREENING_SOURCES (the SDN list's folder).");
  }
  // Screenings counted where monitoring makes them: one a person screened against the sanctions lists.
  let screenings = 0;
  const screen = lists.screen;
  lists.screen = (query, kind, on) => {
    if (kind === "sanctions") {
      screenings++;
    }
    return screen(query, kind, on);
  };
  // The runners the worker starts (see runtime.monitor()), at MONITORING_RATE or unpaced; each round's end noted.
  let failedRounds = 0;
  let lastFailure: string | null = null;
  let lastRoundDone = 0;
  const monitoring = runtime.modules.monitoring;
  const noted: typeof monitoring = {
    ...monitoring,
    async runOnce(on, options) {
      try {
        const done = await monitoring.runOnce(on, options);
        lastRoundDone = performance.now();
        return done;
      } catch (error) {
        failedRounds++;
        lastFailure = error instanceof Error ? error.message : String(error);
        throw error;
      }
    },
  };
  const runnerAt = (ratePerSecond: number) =>
    createMonitoringRunner({
      db,
      monitoring: noted,
      logger: createLogger("silent"),
      pollMs: Math.max(runtime.config.webhooks.pollMs, 1000),
      ratePerSecond,
      batchSize: runtime.config.monitoring.batchSize,
    });
  const runners = { paced: runnerAt(runtime.config.monitoring.ratePerSecond), unpaced: runnerAt(Number.POSITIVE_INFINITY) };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const loopFigures = () => ({ p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 });

  const inForce = async () => {
    const [status] = await lists.status();
    if (!status?.version) {
      throw new Error("no version of the list is in force");
    }
    return status.version;
  };
  const finished = async (versionId: string, now: Date) => {
    const [row] = await db.query<{ done: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM monitoring_runs WHERE version_id = $1 AND finished_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM customers WHERE monitoring = 'ACTIVE' AND next_screening_at <= $2) AS done`,
      [versionId, now],
    );
    return row?.done === true;
  };

  const jobs: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    async seed(body) {
      const started = performance.now();
      const count = Number(body.count);
      const { keys } = await seedCustomers(
        { db, keyring: runtime.keyring, risk: runtime.config.risk, modules: runtime.modules },
        {
          clientId,
          count,
          planted: body.planted as Person[],
          seed: Number(body.seed),
          progress: (done) => {
            if (done % 10_000 === 0 || done === count) {
              process.stderr.write(`    ${done} customers set up\n`);
            }
          },
        },
      );
      return { ms: performance.now() - started, keys, settings: runtime.config.monitoring };
    },

    async load() {
      const started = performance.now();
      const loaded = await lists.load("ofac_sdn", { type: "operator", id: "monitoring bench" });
      await lists.warm();
      if (loaded.outcome !== "loaded") {
        throw new Error(`the list was not loaded: ${loaded.outcome}`);
      }
      return { ms: performance.now() - started, version: loaded.version.id, entries: loaded.version.entry_count };
    },

    /**
     * Monitoring until nothing is left to do, by the runner the worker starts: paced (MONITORING_RATE), or unpaced
     * (the same runner at no limit of rate).
     */
    async run(body): Promise<RunFigures> {
      const version = await inForce();
      const since = clock.now();
      const started = performance.now();
      screenings = 0;
      failedRounds = 0;
      lastFailure = null;
      loopDelay.reset();
      loopDelay.enable();
      // A line every 30 s: a run of 100,000 customers takes minutes.
      const report = setInterval(() => process.stderr.write(`    ${screenings} screenings, ${failedRounds} failed rounds\n`), 30_000);
      const runner = body.paced === true ? runners.paced : runners.unpaced;
      lastRoundDone = performance.now();
      runner.start();
      // Until nothing is left to do, or no round has succeeded for STALLED_MS (each runs past the database's deadline).
      let done = false;
      while (!done && performance.now() - lastRoundDone < STALLED_MS) {
        await sleep(250);
        done = await finished(version.version_id, clock.now()).catch(() => false);
      }
      await runner.stop();
      const ms = performance.now() - started;
      clearInterval(report);
      loopDelay.disable();
      const [run] = await db.query<RunFigures["run"]>(
        "SELECT changed_entries, cardinality(key_hashes) AS keys, screened, alerts FROM monitoring_runs WHERE version_id = $1",
        [version.version_id],
      );
      const alerted = await db.query<{ customer_id: string }>(
        "SELECT customer_id FROM customer_alerts WHERE created_at >= $1 ORDER BY customer_id",
        [since],
      );
      const [scored] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE last_screened_at >= $1", [since]);
      return {
        ms,
        finished: done,
        run: run as RunFigures["run"],
        screenings,
        customersScored: scored?.n ?? 0,
        alerted: alerted.map((row) => row.customer_id),
        eventLoop: loopFigures(),
        failedRounds,
        lastFailure,
      };
    },
  };

  let job: { name: string; state: "running" | "done" | "failed"; result?: unknown; error?: string } | undefined;
  app.post("/monitoring/:job", express.json({ limit: "1mb" }), (req, res) => {
    const name = String(req.params.job);
    const work = jobs[name];
    if (!work || job?.state === "running") {
      res.status(work ? 409 : 404).json({ error: work ? `${job?.name} is running` : `no job ${name}` });
      return;
    }
    const current: NonNullable<typeof job> = { name, state: "running" };
    job = current;
    work(req.body ?? {}).then(
      (result) => Object.assign(current, { state: "done", result }),
      (error: unknown) =>
        Object.assign(current, { state: "failed", error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
    res.status(202).json({ started: name });
  });
  app.get("/monitoring/job", (_req, res) => {
    res.json(job ?? { state: "none" });
  });
  // The event loop's delay while a load runs without monitoring: start, then read (and stop).
  app.post("/monitoring-loop/start", (_req, res) => {
    loopDelay.reset();
    loopDelay.enable();
    res.json({});
  });
  app.get("/monitoring-loop", (_req, res) => {
    loopDelay.disable();
    res.json(loopFigures());
  });
}
