import { existsSync, readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux Node runs on). */
const TICKS_PER_S = 100;

/** A process's CPU time so far, in µs: user + system. */
function processMicros(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after "(comm) ": state is the first; utime and stime are the 12th and the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_S;
  } catch {
    return undefined; // gone between the listing and the read
  }
}

/** Every PostgreSQL process on this machine, with its CPU time (the database shares the cores: its CPU is part of each request's cost). */
function postgresProcesses(): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync("/proc")) {
    if (/^\d+$/.test(entry)) {
      try {
        const micros = readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres" ? processMicros(entry) : undefined;
        if (micros !== undefined) {
          found.set(entry, micros);
        }
      } catch {
        // gone
      }
    }
  }
  return found;
}

/** CPU spent between two listings: by the processes in both, and all of a new one's (one that ended meanwhile is missed). */
function spentBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, micros] of after) {
    total += micros - (before.get(pid) ?? 0);
  }
  return total;
}

export interface CpuPerRequest {
  /** The servers' process (on PGlite, the database too: it runs on a thread of that process). */
  server: number;
  /** PostgreSQL's processes, when the store is PostgreSQL. */
  database?: number;
  /** This process: the load generator. */
  load: number;
}

/**
 * Where a scenario's CPU went, in µs per request answered, read from /proc before and after it: on two shared cores,
 * throughput is the cores' time divided by the sum, so the split shows what bounds each figure. Undefined off Linux.
 */
export function cpuMeter(serverPid: number, postgres: boolean) {
  const available = existsSync("/proc/self/stat");
  const sample = () => {
    const usage = process.cpuUsage();
    return {
      server: processMicros(serverPid) ?? 0,
      database: postgres ? postgresProcesses() : new Map<string, number>(),
      load: usage.user + usage.system,
    };
  };
  return {
    start() {
      const before = available ? sample() : undefined;
      return (requests: number): CpuPerRequest | undefined => {
        if (!before || requests === 0) {
          return undefined;
        }
        const after = sample();
        const per = (micros: number) => Math.round(micros / requests);
        return {
          server: per(after.server - before.server),
          ...(postgres ? { database: per(spentBetween(before.database, after.database)) } : {}),
          load: per(after.load - before.load),
        };
      };
    },
  };
}
