import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import type { Fixtures } from "./fixtures.ts";
import { scenarios } from "./scenarios.ts";

/** The resident set of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}

const scenario = (prefix: string) => scenarios.find((entry) => entry.title.startsWith(prefix)) as (typeof scenarios)[number];

export interface ScaleFigures {
  /** List p99 (ms) with `small` applications of the client, then with `large`. */
  small: number;
  large: number;
  listP99Small: number;
  listP99Large: number;
  /** Creates per second while filling from small to large, and the server's RSS (MB) after them. */
  createRps: number;
  createErrors: number;
  rssAfter: number;
}

/**
 * The scale scenarios of one fresh client: its list's p99 with `small` applications and again with `large`, and the
 * server's memory after `large` creates (all through the API, 32 connections).
 */
export async function measureScale(
  url: string,
  fixtures: Fixtures,
  pid: number,
  {
    small,
    large,
    seconds,
    connections,
    progress,
  }: { small: number; large: number; seconds: number; connections: number; progress: (line: string) => void },
): Promise<ScaleFigures> {
  const create = await scenario("create application").prepare({ url, fixtures });
  const list = await scenario("list applications").prepare({ url, fixtures });
  const fill = (amount: number) => autocannon({ ...create, connections, amount });
  const listP99 = async () => (await autocannon({ ...list, connections, duration: seconds })).latency.p99;

  progress(`  scale: ${small} creates, then the list for ${seconds} s…`);
  await fill(small);
  const listP99Small = await listP99();
  progress(`  scale: ${large - small} more creates…`);
  const filled = await fill(large - small);
  const rssAfter = rssMb(pid);
  progress(`  scale: the list with ${large} applications for ${seconds} s…`);
  const listP99Large = await listP99();
  return {
    small,
    large,
    listP99Small,
    listP99Large,
    createRps: Math.round(filled.requests.average),
    createErrors: filled.errors + filled.non2xx,
    rssAfter,
  };
}
