import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_DIR } from "../src/platform/paths.ts";
import { bundle, EXTERNAL } from "./bundle.ts";

/**
 * Bundles the operator CLI for `pnpm admin` in development (scripts/admin.mjs runs this when the bundle is missing or
 * older than a file it was made from): as `pnpm build` bundles it, into a folder of its own directly under
 * apps/server (so that the source's relative paths hold), with the list of the files it was made from and when.
 * Built beside it and then renamed, so that two commands started together never run a half-written bundle.
 * Arguments: the folder's name and the list's file name (scripts/admin.mjs owns both).
 */
const [ADMIN_BUNDLE = ".admin-bundle", INPUTS_FILE = "inputs.json"] = process.argv.slice(2);
const builtAt = Date.now();
const building = join(SERVER_DIR, `${ADMIN_BUNDLE}-${process.pid}`);
rmSync(building, { recursive: true, force: true });
mkdirSync(building);
writeFileSync(join(building, ".gitignore"), "*\n");
const inputs = await bundle({ admin: "src/cli/admin.ts" }, building, EXTERNAL);
// What else decides the bundle: what stays external (the package's dependencies) and how it is bundled.
const decisive = [join(SERVER_DIR, "package.json"), join(SERVER_DIR, "scripts/bundle.ts")];
writeFileSync(join(building, INPUTS_FILE), JSON.stringify({ builtAt, inputs: [...inputs, ...decisive] }));
const target = join(SERVER_DIR, ADMIN_BUNDLE);
rmSync(target, { recursive: true, force: true });
try {
  renameSync(building, target);
} catch {
  // Another command renamed its own, as fresh, in between: that one serves.
  rmSync(building, { recursive: true, force: true });
}
