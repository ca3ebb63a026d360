import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded database belongs to one process. This lock file says which; a second process (a second server, or
 * `pnpm admin` while the server runs) is refused with a message that says what to do instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "owner.pid");
  try {
    writeFileSync(path, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(readFileSync(path, "utf8"));
    if (isAlive(owner)) {
      throw new DataDirBusyError(dataDir, owner);
    }
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
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

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
