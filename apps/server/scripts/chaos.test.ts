import { describe, expect, inject, test } from "vitest";
import { usingPostgres } from "../test/harness.ts";
import { runScript } from "../test/process.ts";
import { postgresBinDir } from "./private-postgres.ts";

interface Report {
  faults: string[];
  acknowledged: number;
  lost: number;
  duplicates: number;
  server_errors: number;
  unanswered_stored: number;
  late_answers: number;
  unavailable_without_retry_after: number;
  recovery_ms: (number | null)[];
  statuses: Record<string, number>;
  failures: string[];
}

// Once per suite (it brings its own PostgreSQL). CI installs PostgreSQL's server programs; elsewhere it needs them.
describe.skipIf(usingPostgres() || (!postgresBinDir() && process.env.CI !== "true"))("pnpm chaos, the short form", () => {
  test("SIGKILLs, a stopped and a frozen private PostgreSQL under create load: 503s in time, recovery, nothing lost or doubled", async () => {
    // Answers within 4 s: bounded, as `pnpm chaos` checks at 2 s on a machine of its own; the suite shares two cores
    // with browsers and other servers, and the load's clients measure their own delays too (one 2.1 s answer was seen).
    const run = runScript("scripts/chaos.ts", ["--seconds", "15", "--workers", "4", "--settle", "5", "--late-ms", "4000", "--json"], {
      SERVER_BUNDLE: inject("serverBundle"), // the server it starts and kills starts from this run's build
    });
    const timer = setTimeout(() => run.child.kill("SIGTERM"), 150_000); // the script cleans up on SIGTERM
    const code = await run.exit;
    clearTimeout(timer);
    const last = run.stdout().trim().split("\n").at(-1);
    expect(last, run.stderr()).toMatch(/^\{/);
    const report = JSON.parse(last as string) as Report;
    expect(report.failures, run.stderr()).toEqual([]);
    // Each kind at least once, in turn (a fast machine fits a fourth fault into the 15 s).
    expect(report.faults.slice(0, 3)).toEqual(["kill", "stop", "freeze"]);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.statuses["503"] ?? 0).toBeGreaterThan(0); // the outages were seen, and answered 503
    expect([report.lost, report.duplicates, report.server_errors, report.unanswered_stored]).toEqual([0, 0, 0, 0]);
    // Every answer within DATABASE_MAX_WAIT_MS + 1 s, every 503 with Retry-After, serving again within 2 s of each fault.
    expect([report.late_answers, report.unavailable_without_retry_after]).toEqual([0, 0]);
    expect(report.recovery_ms.every((ms) => ms !== null && ms < 2000)).toBe(true);
    expect(code).toBe(0);
  }, 180_000);
});
