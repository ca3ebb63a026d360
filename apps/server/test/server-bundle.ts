import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { bundle, dependenciesOf } from "../scripts/bundle.ts";
import { SERVER_DIR } from "../src/paths.ts";
import { ENTRY_POINTS } from "./process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's build of the server's entry points (see ENTRY_POINTS) as JavaScript: the folder of the files. */
    serverBundle: string;
  }
}

/**
 * Global setup: the server's entry points bundled as `pnpm build` bundles them (a tenth of a second), once per run and
 * again before each rerun in watch mode, for the tests that start them as processes. Started through tsx, each
 * process spent about two seconds more compiling TypeScript (its own and its database thread's) than starting. A
 * folder of this run's own, directly under apps/server like dist/ (the source's relative paths hold from there) but
 * apart from it, since the packaging tests rebuild dist/; it ignores itself for git and Biome.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(SERVER_DIR, ".test-bundle-"));
  writeFileSync(join(dir, ".gitignore"), "*\n");
  const external = [...dependenciesOf("dependencies"), ...dependenciesOf("optionalDependencies")];
  const entryPoints = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([source, name]) => [name, source]));
  await bundle(entryPoints, dir, external);
  project.onTestsRerun(() => bundle(entryPoints, dir, external));
  project.provide("serverBundle", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
