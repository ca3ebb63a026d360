import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILT = join(ROOT, "apps/docs/src/.vitepress/dist/hashmap.json");
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
];

/**
 * Builds the documentation site when it is missing or older than its sources. Vitest's global setup (the docs tests
 * and the server's browser test read the site) and `pnpm start` (the server serves it at /docs) call it, so neither
 * needs another step.
 */
export default function setup(): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const stale = SOURCES.some((file) => statSync(join(ROOT, file)).mtimeMs > builtAt);
  if (stale) {
    process.stdout.write("Building the documentation site (pnpm docs)…\n");
    execFileSync("pnpm", ["--filter", "@onboarding/docs", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setup();
}
