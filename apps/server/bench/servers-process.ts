import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { Fixtures } from "./fixtures.ts";

/** What servers.ts prints when it listens: its URLs, its store and the fixtures the scenarios need. */
export interface Servers {
  bare: string;
  app: string;
  database: string;
  fixtures: Fixtures;
}

/** Starts servers.ts in a process of its own with node `args` (flags, then the script), and waits for its URLs. */
export async function startServers(args: string[], env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return {
    servers: JSON.parse(first) as Servers,
    pid: child.pid as number,
    exited: new Promise((resolve) => child.once("exit", resolve)),
    stop: () => child.kill("SIGTERM"),
    signal: (name: NodeJS.Signals) => child.kill(name),
  };
}
