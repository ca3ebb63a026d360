import { rmSync } from "node:fs";
import { SERVER_DIR } from "../src/platform/paths.ts";
import { bundle, EXTERNAL } from "./bundle.ts";

/**
 * `pnpm build` of the server: its entry points (the server, the webhook worker, the operator CLI, and the embedded
 * database's thread) bundled as
 * JavaScript into dist/, with the workspace packages inside and the server's own production dependencies left to
 * node_modules — what `pnpm deploy` installs. A deployment then runs `node dist/main.js`, with no TypeScript loader.
 */
// Its production dependencies, and the embedded database, stay in node_modules; everything else (the workspace
// packages, development-only) is bundled.
const external = EXTERNAL;
rmSync(`${SERVER_DIR}dist`, { recursive: true, force: true });
await bundle({ main: "src/main.ts", worker: "src/worker-main.ts", admin: "src/cli/admin.ts" }, "dist", external);
console.log(`dist/: main.js, worker.js, admin.js, pglite-worker.js (external: ${external.join(", ")})`);
