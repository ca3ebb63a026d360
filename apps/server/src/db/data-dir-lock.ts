import { createHash, randomUUID } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { privateDir } from "../platform/paths.ts";

const LOCK_FILE = "owner.pid";

/** Who holds a lock: a process, the instance of that pid (see `instanceOf`), and this one acquisition of the lock. */
interface Owner {
  pid: number;
  instance?: string | undefined;
  token?: string | undefined;
}

/** The tokens of the locks this process holds (or is taking). */
const held = new Set<string>();

/**
 * The embedded database belongs to one process. This lock file says which; a second process (a second server, or
 * `pnpm admin` while the server runs) is refused with a message that says what to do instead.
 *
 * The file is created exclusively, whole (linked from a file written beside it, so no one reads it half written). A
 * lock whose owner is gone is taken over: a dead process, or a pid now used by another process (told apart by the
 * start time on Linux), or this very pid left from before a restart (a server running as PID 1 in a container). Only
 * one process may replace a given stale lock: it must first create, exclusively, a guard file named after that lock's
 * text, then check that the lock still says the same. A guard left by a process killed in the middle is stale in
 * turn and taken over the same way, so it never blocks later starts.
 */
export function lockDataDir(dataDir: string): () => void {
  // The database's files are the applicants' data: the folder is this user's alone (mode 0700, tightened if it was not).
  privateDir(dataDir);
  const path = join(dataDir, LOCK_FILE);
  const token = randomUUID();
  const text = `${JSON.stringify({ pid: process.pid, instance: instanceOf(process.pid), token } satisfies Owner)}\n`;
  held.add(token);
  try {
    take(dataDir, path, text);
  } catch (error) {
    held.delete(token);
    throw error;
  }
  return () => {
    held.delete(token);
    if (readIfPresent(path) === text) {
      rmSync(path, { force: true });
    }
  };
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner} (probably \`pnpm start\`). ` +
        "PGlite serves one process at a time: stop that process first, or run the server on PostgreSQL (DATABASE_URL=postgres://…) to share the database.",
    );
    this.name = "DataDirBusyError";
  }
}

/** Writes `text` into the lock file, or throws DataDirBusyError. Each retry follows a change made by another process. */
function take(dataDir: string, path: string, text: string): void {
  for (;;) {
    if (createExclusive(path, text)) {
      return;
    }
    const current = readIfPresent(path);
    if (current === undefined) {
      continue;
    }
    const owner = parseOwner(current);
    if (isRunning(owner)) {
      throw new DataDirBusyError(dataDir, owner.pid);
    }
    if (takeOver(dataDir, path, current, text)) {
      return;
    }
  }
}

/** Replaces `stale`, the text of `path`, with `text`, under the guard of that text; false when `path` changed first. */
function takeOver(dataDir: string, path: string, stale: string, text: string): boolean {
  const guard = join(dataDir, `${LOCK_FILE}.takeover-${createHash("sha256").update(stale).digest("hex").slice(0, 16)}`);
  if (!createExclusive(guard, text)) {
    const guardText = readIfPresent(guard);
    if (guardText === undefined) {
      return false;
    }
    const holder = parseOwner(guardText);
    if (isRunning(holder)) {
      // Another process is taking the directory over right now.
      throw new DataDirBusyError(dataDir, holder.pid);
    }
    if (!takeOver(dataDir, guard, guardText, text)) {
      return false;
    }
  }
  try {
    if (readIfPresent(path) !== stale) {
      return false;
    }
    const draft = `${path}.${randomUUID()}`;
    writeFileSync(draft, text);
    renameSync(draft, path);
    return true;
  } finally {
    if (readIfPresent(guard) === text) {
      rmSync(guard, { force: true });
    }
  }
}

/** Creates `path` with `text` unless it exists. */
function createExclusive(path: string, text: string): boolean {
  const draft = `${path}.${randomUUID()}`;
  writeFileSync(draft, text, { flag: "wx" });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      return false;
    }
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return undefined;
    }
    throw error;
  }
}

/** A lock file's owner; an earlier version wrote the pid alone. */
function parseOwner(text: string): Owner {
  try {
    const owner = JSON.parse(text) as Partial<Owner> | null;
    if (typeof owner?.pid === "number") {
      return { pid: owner.pid, instance: owner.instance, token: owner.token };
    }
  } catch {
    // the pid alone
  }
  return { pid: Number(text) };
}

/** Whether the process that wrote `owner` still runs (and, if that is this process, still holds the lock). */
function isRunning(owner: Owner): boolean {
  if (owner.token !== undefined && held.has(owner.token)) {
    return true;
  }
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) {
    return false;
  }
  if (owner.instance !== undefined && instanceOf(process.pid) !== undefined) {
    // That very process; this one too (another of its threads, or a lock it never released), not an earlier one.
    return owner.instance === instanceOf(owner.pid);
  }
  // A pid alone: this process's own pid is an earlier process's (a restart as PID 1), as this one holds no such lock.
  return owner.pid !== process.pid && isAlive(owner.pid);
}

/**
 * What tells the process now running as `pid` from earlier ones with that pid, on Linux: the boot and the process's
 * start time (field 22 of /proc/<pid>/stat, clock ticks since boot). Undefined for no such process, a zombie, or no /proc.
 */
function instanceOf(pid: number): string | undefined {
  const boot = readOrUndefined("/proc/sys/kernel/random/boot_id")?.trim();
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (!boot || !stat) {
    return undefined;
  }
  // After the command's name in parentheses (which may hold spaces): field 3, the state, then on to field 22.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const startTime = fields[22 - 3];
  return state === "Z" || state === "X" || !startTime ? undefined : `${boot}/${startTime}`;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
