import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * `pnpm build` of the server: its three entry points (the server, the webhook worker, the operator CLI) bundled as
 * JavaScript into dist/, with the workspace packages inside and the server's own production dependencies left to
 * node_modules — what `pnpm deploy` installs. A deployment then runs `node dist/main.js`, with no TypeScript loader.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { dependencies: Record<string, string> };
// Its production dependencies: everything else (the workspace packages, development-only) is bundled.
const external = Object.keys(manifest.dependencies);

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: "src/main.ts", worker: "src/worker-main.ts", admin: "src/cli/admin.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  // Packages bundled here may still use require(): give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});
console.log(`dist/: main.js, worker.js, admin.js (external: ${external.join(", ")})`);
