import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";
import { SERVER_DIR } from "../src/platform/paths.ts";

/** The server's dependencies as its package.json lists them. */
export function dependenciesOf(kind: "dependencies" | "devDependencies"): string[] {
  const manifest = JSON.parse(readFileSync(`${SERVER_DIR}package.json`, "utf8")) as Record<string, Record<string, string> | undefined>;
  return Object.keys(manifest[kind] ?? {});
}

/**
 * What the bundles leave to node_modules: the production dependencies, and the embedded database (a development
 * dependency, which a deployment leaves out: db/open-database.ts loads it only when asked for).
 */
export const EXTERNAL = [...dependenciesOf("dependencies"), "@electric-sql/pglite"];

/**
 * Bundles entry points of the server package as plain JavaScript (ES modules for Node 20) into `outdir`, a folder
 * directly under apps/server (so that paths the source resolves from its own location still hold), with the
 * workspace packages inside and `external` left to node_modules. The embedded database's thread is always bundled
 * beside them (db/pglite.ts starts it from there). Resolves to the absolute paths of the files bundled.
 */
export async function bundle(entryPoints: Record<string, string>, outdir: string, external: string[]): Promise<string[]> {
  const result = await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: { ...entryPoints, "pglite-worker": "src/db/pglite-worker.ts" },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    external,
    // Packages bundled here may still use require(): give the ES module one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: "warning",
    metafile: true,
  });
  return Object.keys(result.metafile.inputs).map((input) => resolve(SERVER_DIR, input));
}
