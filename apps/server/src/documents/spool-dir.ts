import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PREFIX = "onboarding-uploads-";

/**
 * Where this process spools uploads: a folder of its own under the system's temporary directory, named by its pid
 * (so that a later start can tell whose it was) and 16 random hex digits (so that nobody can make it first).
 */
export const SPOOL_DIR = join(tmpdir(), `${PREFIX}${process.pid}-${randomBytes(8).toString("hex")}`);

/** A spool folder's name: its process's pid (the old form had no random part). */
const SPOOL_NAME = new RegExp(`^${PREFIX}(\\d+)(-[0-9a-f]{16})?$`);

export class SpoolDirUnsafe extends Error {}

/** Whether `path` is a real folder (not a link) of this process's user that nobody else may read or write. */
async function ownAndPrivate(path: string): Promise<boolean> {
  const stats = await lstat(path);
  const uid = process.getuid?.();
  return stats.isDirectory() && (uid === undefined || stats.uid === uid) && (stats.mode & 0o077) === 0;
}

let ready: Promise<string> | undefined;

/**
 * Makes SPOOL_DIR (mode 0700) on first use and checks it before any file goes in: a folder that is not this user's
 * own and private, or a link, is never used (the upload fails instead).
 */
export function spoolDir(): Promise<string> {
  ready ??= (async () => {
    await mkdir(SPOOL_DIR, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") {
        throw error;
      }
    });
    if (!(await ownAndPrivate(SPOOL_DIR))) {
      throw new SpoolDirUnsafe(`${SPOOL_DIR} is not a private folder of this user: uploads are not spooled there`);
    }
    return SPOOL_DIR;
  })();
  ready.catch(() => {
    ready = undefined; // tried again at the next upload
  });
  return ready;
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, but another user's
  }
};

/**
 * Removes the spool folders that processes of this user left behind when they were killed (a process that ends
 * removes each upload's file as it goes): those whose pid no longer runs, or is this process's own (a restart in a
 * container, where every start is pid 1) but not its current folder. Another user's folders are never touched.
 * Returns the folders removed.
 */
export async function removeDeadSpools(): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(tmpdir())) {
    const pid = Number(SPOOL_NAME.exec(name)?.[1] ?? Number.NaN);
    const path = join(tmpdir(), name);
    if (Number.isNaN(pid) || path === SPOOL_DIR || (pid !== process.pid && running(pid))) {
      continue;
    }
    if (await ownAndPrivate(path).catch(() => false)) {
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    }
  }
  return removed;
}
