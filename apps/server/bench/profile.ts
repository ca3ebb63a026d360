import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { floorLoad, scenarios } from "./scenarios.ts";
import { startServers } from "./servers-process.ts";

/**
 * `pnpm --filter @onboarding/server exec tsx bench/profile.ts "<scenario title pattern>" [dir]`: one scenario of
 * `pnpm bench` for 8 s (after 3 s of warm-up) against a server started with `--cpu-prof`; the profile is written to dir
 * (default ./profiles) when the server stops, to open in Chrome's DevTools. A list scenario is given some applications
 * first. A pattern matching a scenario's same-work floor ("retrieve's floor") profiles that floor instead.
 */
const pattern = new RegExp(process.argv[2] ?? "list");
const dir = process.argv[3] ?? "profiles";
const { servers, stop, exited } = await startServers([
  "--cpu-prof",
  `--cpu-prof-dir=${dir}`,
  "--import",
  "tsx",
  fileURLToPath(new URL("servers.ts", import.meta.url)),
]);
// A scenario, or a scenario's same-work floor (on the bare server), by title: what to load it with.
const floorOf = scenarios.find((entry) => entry.ceiling && pattern.test(entry.ceiling.title))?.ceiling;
const found = scenarios.find((entry) => pattern.test(entry.title));
const target = found
  ? { title: found.title, load: () => found.prepare({ url: servers.app, bare: servers.bare, fixtures: servers.fixtures }) }
  : floorOf && { title: floorOf.title, load: async () => floorLoad(floorOf, servers.bare, servers.fixtures) };
if (!target) {
  stop();
  throw new Error(`No scenario matches ${pattern}: ${scenarios.map((entry) => entry.title).join("; ")}`);
}
const create = scenarios.find((entry) => entry.title.startsWith("create application"));
if (create && found !== create) {
  await autocannon({ amount: 500, connections: 4, ...(await create.prepare({ url: servers.app, fixtures: servers.fixtures })) });
}
const options = await target.load();
await autocannon({ duration: 3, connections: 32, ...options });
const result = await autocannon({ duration: 8, connections: 32, ...options });
console.log(`${target.title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; profile in ${dir}`);
stop();
await exited;
