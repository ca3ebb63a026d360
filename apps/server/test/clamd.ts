import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";

/** Debian's ClamAV daemon (package clamav-daemon); the tests that scan skip, saying why, without it. */
export const CLAMD = "/usr/sbin/clamd";
export const clamdInstalled = existsSync(CLAMD);
export const NO_CLAMD = `${CLAMD} is not installed (apt-get install clamav-daemon): the malware scanning tests are skipped`;

/** How long the daemon may take to answer its first PING. */
const CLAMD_START_MS = 120_000;

/** The EICAR test file: every antivirus detects it, and it does nothing. */
export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

/** The only signature the tests' clamd loads: the EICAR string anywhere in any file (so also inside a PDF). */
const EICAR_NDB = `Eicar-Test-Signature:0:*:${Buffer.from(EICAR).toString("hex")}\n`;

/** Asks clamd PING until it answers PONG (a tiny database loads in a second or two). */
async function pong(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = connect({ path: socket });
    let reply = "";
    connection.on("connect", () => connection.write("zPING\0"));
    connection.on("data", (data) => {
      reply += data.toString();
      if (reply.includes("\0")) {
        connection.destroy();
        resolve(reply.startsWith("PONG"));
      }
    });
    connection.on("error", () => resolve(false));
  });
}

/**
 * A private clamd: in the foreground, with its configuration, its local socket (`address`, for CLAMD_ADDRESS) and a
 * signature database (EICAR only) in the directory `dir`; nothing downloaded (no freshclam).
 */
export async function startClamd(dir: string, address: string): Promise<{ stop: () => Promise<void> }> {
  const database = join(dir, "db");
  mkdirSync(database);
  writeFileSync(join(database, "eicar.ndb"), EICAR_NDB);
  const config = join(dir, "clamd.conf");
  writeFileSync(
    config,
    [
      "Foreground yes",
      `LocalSocket ${address}`,
      `DatabaseDirectory ${database}`,
      `PidFile ${join(dir, "clamd.pid")}`,
      "LogFile /dev/null",
      "StreamMaxLength 20M",
      "SelfCheck 0",
    ].join("\n"),
  );
  const daemon: ChildProcess = spawn(CLAMD, ["-c", config], { stdio: ["ignore", "ignore", "pipe"] });
  let said = "";
  daemon.stderr?.on("data", (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => daemon.once("exit", () => resolve()));
  // A tiny database loads in a second or two on a quiet machine; a busy one (two suites at once) is given two minutes.
  const until = performance.now() + CLAMD_START_MS;
  while (!(await pong(address))) {
    if (performance.now() > until || daemon.exitCode !== null) {
      daemon.kill();
      throw new Error(`clamd did not start (no PONG on its socket; exit code ${daemon.exitCode}): ${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      daemon.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For a whole test file: a private clamd started before its tests (when installed; call it before useTestServer) and
 * stopped after them. Its address (a socket in a directory of its own) is known at once, for the server's CLAMD_ADDRESS.
 */
export function useClamd(): { address: string } {
  const dir = mkdtempSync(join(tmpdir(), "clamd-"));
  const address = join(dir, "clamd.sock");
  let running: { stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    if (clamdInstalled) {
      running = await startClamd(dir, address);
    }
  }, CLAMD_START_MS + 60_000);
  afterAll(async () => {
    await running?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { address };
}
