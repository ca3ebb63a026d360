import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PROCESS_TEST_TIMEOUT_MS, SERVER_DIR } from "../../test/process.ts";
import { DataDirBusyError, lockDataDir } from "./data-dir-lock.ts";

const LOCK_MODULE = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));

/**
 * A process that locks data directories when told to: `lock <dir>` answers `locked` or `busy`, `release` unlocks.
 * With DIE_WHILE_REPLACING it is killed (SIGKILL) the moment it renames a file, which only a take-over of a stale
 * lock does: in the middle of that take-over.
 */
const CONTENDER = `
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { createInterface } from "node:readline";
if (process.env.DIE_WHILE_REPLACING) {
  fs.renameSync = () => process.kill(process.pid, "SIGKILL");
  syncBuiltinESMExports();
}
const { lockDataDir } = await import(process.argv[1]);
let unlock;
console.log("ready");
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dir] = line.split("\\t");
  if (command === "lock") {
    try {
      unlock = lockDataDir(dir);
      console.log("locked");
    } catch (error) {
      console.log(error.name === "DataDirBusyError" ? "busy" : "failed: " + error.message);
    }
  } else {
    unlock?.();
    unlock = undefined;
    console.log("released");
  }
}
`;

interface Contender {
  child: ChildProcess;
  /** Sends a command and resolves with the answer (`exited` if the process ended instead). */
  ask: (command: string) => Promise<string>;
  ready: Promise<string>;
  /** Resolves with the signal that ended the process, if one did. */
  ended: Promise<NodeJS.Signals | null>;
}

function startContender(env: Record<string, string> = {}): Contender {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CONTENDER, LOCK_MODULE], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const answer = async () => {
    const { value, done } = await lines.next();
    return done ? "exited" : String(value);
  };
  return {
    child,
    ask: (command) => {
      child.stdin?.write(`${command}\n`);
      return answer();
    },
    ready: answer(),
    ended: new Promise((resolve) => child.once("exit", (_code, signal) => resolve(signal))),
  };
}

const dirs: string[] = [];
function dataDir(lockFile?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "onboarding-lock-"));
  dirs.push(dir);
  if (lockFile !== undefined) {
    writeFileSync(join(dir, "owner.pid"), lockFile);
  }
  return dir;
}

const contenders = Array.from({ length: 8 }, () => startContender());
const killedMidTakeover = startContender({ DIE_WHILE_REPLACING: "1" });
const holder = startContender();
const running = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
/** The lock file of a process killed (kill -9) while it held its directory. */
let staleLock = "";
/** That lock file as it would read had the dead owner's pid been `pid`: after a restart, or a pid used again. */
const staleLockNaming = (pid: number | undefined) => staleLock.replace(String(holder.child.pid), String(pid));

beforeAll(async () => {
  await Promise.all([holder, killedMidTakeover, ...contenders].map((contender) => contender.ready));
  const dir = dataDir();
  expect(await holder.ask(`lock\t${dir}`)).toBe("locked");
  holder.child.kill("SIGKILL");
  await holder.ended;
  staleLock = readFileSync(join(dir, "owner.pid"), "utf8");
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(() => {
  for (const { child } of contenders) {
    child.stdin?.end();
  }
  killedMidTakeover.child.kill();
  running.kill();
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("the data directory lock", () => {
  test("of processes starting together on a directory whose owner died, exactly one gets it, every time", async () => {
    for (let trial = 0; trial < 10; trial++) {
      const dir = dataDir(staleLock);
      const answers = await Promise.all(contenders.map((contender) => contender.ask(`lock\t${dir}`)));
      expect(answers.sort(), `trial ${trial}`).toEqual([...Array(7).fill("busy"), "locked"]);
      await Promise.all(contenders.map((contender) => contender.ask("release")));
    }
  });

  test("a lock left with this process's own pid (a restart as PID 1) is taken over; this process's own lock is not", () => {
    const dir = dataDir(staleLockNaming(process.pid));
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    unlock();
    lockDataDir(dir)();
  });

  test.skipIf(!existsSync("/proc/self/stat"))("a lock whose pid now belongs to another program is taken over", () => {
    // The dead owner's record with the pid of a program running now. The recorded start time is set apart from that
    // program's: both were started by this file within a few milliseconds, often in the same clock tick, and then the
    // record would rightly name the running program itself.
    const record = JSON.parse(staleLock) as { instance: string };
    const dir = dataDir(JSON.stringify({ ...record, pid: running.pid, instance: record.instance.replace(/\/\d+$/, "/0") }));
    lockDataDir(dir)();
  });

  test("a directory held by a running server is refused, naming that process", async () => {
    const dir = dataDir();
    const [owner] = contenders;
    expect(await owner?.ask(`lock\t${dir}`)).toBe("locked");
    expect(() => lockDataDir(dir)).toThrow(expect.objectContaining({ name: "DataDirBusyError", owner: owner?.child.pid }));
    await owner?.ask("release");
    lockDataDir(dir)();
  });

  test("a lock naming a running process by its pid alone (written by an earlier version) is refused", () => {
    const dir = dataDir(String(running.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
  });

  test("a process killed in the middle of taking over a stale lock does not keep the directory from later starts", async () => {
    const dir = dataDir(staleLock);
    expect(await killedMidTakeover.ask(`lock\t${dir}`)).toBe("exited");
    expect(await killedMidTakeover.ended).toBe("SIGKILL");
    lockDataDir(dir)();
    expect(await contenders[0]?.ask(`lock\t${dir}`)).toBe("locked");
    await contenders[0]?.ask("release");
  });
});
