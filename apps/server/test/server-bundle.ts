import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { isAlive } from "../../../tooling/scripts/checkout-lock.ts";
import { bundle, EXTERNAL } from "../scripts/bundle.ts";
import { SERVER_DIR } from "../src/platform/paths.ts";
import { ENTRY_POINTS } from "./process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's build of the server's entry points (see ENTRY_POINTS) as JavaScript: the folder of the files. */
    serverBundle: string;
  }
}

const PREFIX = ".test-bundle-";

/**
 * Global setup: the server's entry points bundled as `pnpm build` bundles them (a tenth of a second), once per run and
 * again before each rerun in watch mode, for the tests that start them as processes. Started through tsx, each
 * process spent about two seconds more compiling TypeScript (its own and its database thread's) than starting. A
 * folder of this run's own, directly under apps/server like dist/ (the source's relative paths hold from there) but
 * apart from it, since the packaging tests rebuild dist/; it ignores itself for git and Biome, and is named after the
 * run's process, so that a later run removes it if this one is interrupted before its teardown.
 */
export default async function setup(project: TestProject) {
  removeLeftovers();
  const dir = join(SERVER_DIR, `${PREFIX}${process.pid}-${project.name.replace(/\W/g, "-")}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(join(dir, ".gitignore"), "*\n");
  const external = EXTERNAL;
  const entryPoints = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([source, name]) => [name, source]));
  await bundle(entryPoints, dir, external);
  project.onTestsRerun(async () => void (await bundle(entryPoints, dir, external)));
  project.provide("serverBundle", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The folders of runs whose process is gone (interrupted before their teardown). */
function removeLeftovers(): void {
  for (const name of readdirSync(SERVER_DIR).filter((entry) => entry.startsWith(PREFIX))) {
    const pid = Number(/^\.test-bundle-(\d+)-/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) {
      rmSync(join(SERVER_DIR, name), { recursive: true, force: true });
    }
  }
}
