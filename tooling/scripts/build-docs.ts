import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { setPriority } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { whileLocked } from "./checkout-lock.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILT = join(ROOT, "apps/docs/src/.vitepress/dist/hashmap.json");
const BUILD = ["--filter", "@onboarding/docs", "build"];
const SOURCES = [
  "packages/openapi/openapi.json",
  "apps/docs/src/index.md",
  "apps/docs/src/.vitepress/config.ts",
  ...readdirSync(join(ROOT, "apps/docs/src/guides")).map((file) => `apps/docs/src/guides/${file}`),
  ...readdirSync(join(ROOT, "apps/docs/scripts")).map((file) => `apps/docs/scripts/${file}`),
  ...readdirSync(join(ROOT, ".changeset")).map((file) => `.changeset/${file}`),
  // The error pages come from core's error table; the changelog from the released packages' changelogs.
  ...readdirSync(join(ROOT, "packages/core/src")).map((file) => `packages/core/src/${file}`),
  ...["packages/client/CHANGELOG.md", "packages/core/CHANGELOG.md"].filter((file) => existsSync(join(ROOT, file))),
  "apps/docs/package.json",
  // The site's static files, and the examples the guides show verbatim.
  ...readdirSync(join(ROOT, "apps/docs/src/public")).map((file) => `apps/docs/src/public/${file}`),
  ...readdirSync(join(ROOT, "examples"))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `examples/${file}`),
  // The verification provider's interface, shown in the verifications guide.
  "apps/server/src/verifications/provider.ts",
];

/** Whether the documentation site is missing or older than one of its sources. */
export function docsAreStale(): boolean {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  return SOURCES.some((file) => statSync(join(ROOT, file)).mtimeMs > builtAt);
}

/**
 * Builds the documentation site when it is missing or older than its sources, and waits for it. Vitest's global
 * setup calls it (the docs tests and the server's browser test read the site).
 */
export default function setup(): void {
  if (!docsAreStale()) {
    return;
  }
  whileLocked("docs-build", () => {
    // Another process may have built it while this one waited.
    if (docsAreStale()) {
      process.stdout.write("Building the documentation site…\n");
      execFileSync("pnpm", BUILD, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    }
  });
}

/**
 * The same build for `pnpm start`, beside the server instead of before it (the build takes about a minute; the API
 * answers within seconds): at a lower priority, so the server's start-up goes first. Until the site is there, /docs
 * answers a page that says it is being built. The build ends with this process.
 */
export function buildDocsInBackground(log: (line: string) => void): void {
  if (!docsAreStale()) {
    return;
  }
  log("Building the documentation site in the background (about a minute); /docs says so until it is ready.");
  // Its progress would interleave with the server's log: kept, and shown only if the build fails.
  // This script itself, run by the same node and loader as this process: it takes the build's lock.
  const build = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // a process group of its own, ended whole with this process (the build runs in grandchildren)
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  build.stdout.on("data", keep);
  build.stderr.on("data", keep);
  try {
    if (build.pid !== undefined) {
      setPriority(build.pid, 10);
    }
  } catch {
    // Not permitted here: the build runs at normal priority.
  }
  build.on("exit", (code, signal) => {
    if (signal === null) {
      log(code === 0 ? "The documentation site is built: /docs serves it." : `The documentation site failed to build:\n${output}`);
    }
  });
  process.on("exit", () => {
    if (build.exitCode === null && build.pid !== undefined) {
      try {
        process.kill(-build.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setup();
}
