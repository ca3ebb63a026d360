import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { inject } from "vitest";
import { SERVER_DIR } from "../src/platform/paths.ts";

export { SERVER_DIR };

export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/**
 * The timeout of a test that starts server or CLI processes: each start loads the server and opens a database, so on
 * a busy two-core machine such a test can take many times what it takes on an idle one.
 */
export const PROCESS_TEST_TIMEOUT_MS = 90_000;

/** The entry points that tests start as processes, and their file in the run's bundle (see server-bundle.ts). */
export const ENTRY_POINTS: Record<string, string> = { "src/main.ts": "main", "src/cli/admin.ts": "admin", "src/worker-main.ts": "worker" };

/** Rate limits far above what any test sends, so that only the tests of rate limits (which set their own) meet them. */
export const GENEROUS_RATE_LIMITS = {
  RATE_LIMIT_API: "1000000",
  RATE_LIMIT_OAUTH: "1000000",
  RATE_LIMIT_ADDRESS: "1000000",
  RATE_LIMIT_PAGE: "1000000",
};

/**
 * Runs a TypeScript entry point of the server (src/main.ts, src/cli/admin.ts) as its own process: in a test run, the
 * run's JavaScript build of it; elsewhere (a script such as chaos.ts), or for another script, the source through tsx.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Run {
  const built = bundled(script);
  return runNode(built ? [built, ...args] : ["--import", "tsx", script, ...args], env, SERVER_DIR);
}

/**
 * The run's build of an entry point, when this is a test run that has one, or a script that a test run started with
 * SERVER_BUNDLE (the folder) in its environment.
 */
function bundled(script: string): string | undefined {
  const name = ENTRY_POINTS[script];
  const dir = name && (process.env.SERVER_BUNDLE || (process.env.VITEST ? inject("serverBundle") : undefined));
  const file = dir ? join(dir, `${name}.js`) : undefined;
  return file && existsSync(file) ? file : undefined;
}

/** Runs node with `args` in `cwd`, with a clean environment plus `env`, collecting its output. */
export function runNode(args: string[], env: Record<string, string>, cwd: string): Run {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", ...GENEROUS_RATE_LIMITS, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** Waits until the server logs the URL it listens on. */
export async function listeningUrl(run: Run, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/[^"\s]+)/.exec(run.stdout());
    if (match?.[1]) {
      return match[1];
    }
    if (run.child.exitCode !== null) {
      throw new Error(`server exited: ${run.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${run.stdout()} ${run.stderr()}`);
}

/** A TCP port free on loopback right now (for a server whose URL must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
