import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const LOCKS = fileURLToPath(new URL("../../node_modules/.onboarding-locks/", import.meta.url));

/** Whether a process with this pid exists (one of another user's counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid in a lock file, or undefined when there is none (it was just released) or it cannot be read. */
function ownerOf(path: string): number | undefined {
  try {
    const owner = Number(readFileSync(path, "utf8"));
    return Number.isInteger(owner) && owner > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` holding the checkout-wide lock `name`: one process at a time does what writes shared files of the
 * checkout (the documentation site's build, the packages' and the server's builds in the packaging and deployment
 * tests), so that two test runs side by side, or a test run beside `pnpm start`, never write the same files at once.
 * Waits while another live process holds it; a lock left by a process that died is taken over. A developer tool, not
 * product code: the worst a stale-lock race can do is let two builds run together, as they did before.
 */
export function whileLocked<T>(name: string, work: () => T): T {
  mkdirSync(LOCKS, { recursive: true });
  const path = join(LOCKS, `${name}.lock`);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const owner = ownerOf(path);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        Atomics.wait(pause, 0, 0, 250);
      } else if (owner !== undefined) {
        rmSync(path, { force: true });
      }
    }
  }
  try {
    return work();
  } finally {
    rmSync(path, { force: true });
  }
}
