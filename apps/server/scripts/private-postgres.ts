import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const candidates = ["/usr/lib/postgresql"].filter(existsSync).flatMap((root) =>
    readdirSync(root)
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join(root, version, "bin")),
  );
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A PostgreSQL server of our own, in a temporary directory, that a fault script may stop, kill or freeze without
 * touching anyone else's. PostgreSQL refuses to run as root, so as root its programs run as the postgres user.
 */
export class PrivatePostgres {
  readonly dir: string;
  readonly url: string;
  readonly #bin: string;
  readonly #asPostgres: boolean;

  private constructor(
    bin: string,
    dir: string,
    readonly port: number,
  ) {
    this.#bin = bin;
    this.dir = dir;
    this.#asPostgres = userInfo().uid === 0;
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(bin: string): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), "chaos-pg-"));
    const instance = new PrivatePostgres(bin, dir, await freePort());
    if (instance.#asPostgres) {
      const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
      const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
      chownSync(dir, Number(ids), Number(gid));
    }
    instance.#run("initdb", ["-D", join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
    return instance;
  }

  #run(program: string, args: string[]): string {
    const command = join(this.#bin, program);
    const [file, argv] = this.#asPostgres ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], cwd: this.dir }).toString();
  }

  start(): void {
    this.#run("pg_ctl", [
      "-D",
      join(this.dir, "data"),
      "-l",
      join(this.dir, "log"),
      "-w",
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=50`,
      "start",
    ]);
  }

  /** Stops it at once, as a crash would (no checkpoint): what was committed must survive. */
  stopImmediately(): void {
    this.#run("pg_ctl", ["-D", join(this.dir, "data"), "-m", "immediate", "-w", "stop"]);
  }

  /** The postmaster and every backend, to freeze (SIGSTOP) and thaw (SIGCONT) together. */
  #processes(): number[] {
    const postmaster = Number(readFileSync(join(this.dir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(postmaster)])
      .toString()
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  freeze(): number[] {
    const pids = this.#processes();
    for (const pid of pids) {
      process.kill(pid, "SIGSTOP");
    }
    return pids;
  }

  thaw(pids: number[]): void {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // gone meanwhile
      }
    }
  }

  destroy(): void {
    try {
      this.stopImmediately();
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
