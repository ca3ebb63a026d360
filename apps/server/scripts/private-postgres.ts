import { execFile as execFileCallback } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../test/process.ts";

const execFile = promisify(execFileCallback);

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const candidates = ["/usr/lib/postgresql"].filter(existsSync).flatMap((root) =>
    readdirSync(root)
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join(root, version, "bin")),
  );
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

/**
 * A PostgreSQL server of our own, in a temporary directory, that a fault script may stop, kill or freeze without
 * touching anyone else's. PostgreSQL refuses to run as root, so as root its programs run as the postgres user. Its
 * programs run asynchronously: the load keeps going (and keeps being measured) while it starts or stops.
 */
export class PrivatePostgres {
  readonly url: string;
  readonly #asPostgres = userInfo().uid === 0;

  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(bin: string): Promise<PrivatePostgres> {
    const instance = new PrivatePostgres(bin, mkdtempSync(join(tmpdir(), "chaos-pg-")), await freePort());
    if (instance.#asPostgres) {
      const [uid, gid] = await Promise.all(["-u", "-g"].map(async (flag) => Number((await execFile("id", [flag, "postgres"])).stdout)));
      chownSync(instance.dir, uid as number, gid as number);
    }
    await instance.#run("initdb", ["-D", instance.#data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
    return instance;
  }

  get #data(): string {
    return join(this.dir, "data");
  }

  async #run(program: string, args: string[]): Promise<void> {
    const command = join(this.bin, program);
    const [file, argv] = this.#asPostgres ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    await execFile(file, argv, { cwd: this.dir });
  }

  start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
    return this.#run("pg_ctl", ["-D", this.#data, "-l", join(this.dir, "log"), "-w", "-o", options, "start"]);
  }

  /** Stops it at once, as a crash would (no checkpoint): what was committed must survive. */
  stopImmediately(): Promise<void> {
    return this.#run("pg_ctl", ["-D", this.#data, "-m", "immediate", "-w", "stop"]);
  }

  /** The postmaster and every backend, to freeze (SIGSTOP) and thaw (SIGCONT) together. */
  async #processes(): Promise<number[]> {
    const postmaster = Number(readFileSync(join(this.#data, "postmaster.pid"), "utf8").split("\n")[0]);
    const { stdout } = await execFile("ps", ["-o", "pid=", "--ppid", String(postmaster)]);
    const children = stdout
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  async freeze(): Promise<number[]> {
    const pids = await this.#processes();
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

  /** Stops it (whatever its state) and removes its directory. */
  async destroy(): Promise<void> {
    await this.stopImmediately().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
