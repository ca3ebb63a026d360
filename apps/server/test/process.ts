import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Runs a TypeScript entry point of the server (src/main.ts, src/cli/admin.ts) as its own process. */
export function runScript(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", ...env },
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
export async function listeningUrl(run: Run, timeoutMs = 30_000): Promise<string> {
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
