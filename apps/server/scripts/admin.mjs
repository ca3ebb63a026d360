// `pnpm admin …` in development: the operator CLI (src/cli/admin.ts) run from a bundle of it, rebuilt only when a file
// it was made from has changed since. Through tsx every command compiled the whole server first (several seconds);
// from the bundle it starts as the deployment's dist/admin.js does. Plain JavaScript, so that a command whose bundle
// is fresh needs no TypeScript loader at all.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The bundle's folder, directly under apps/server, and the list of the files it was made from in it. */
const ADMIN_BUNDLE = ".admin-bundle";
const INPUTS_FILE = "inputs.json";

const folder = new URL(`../${ADMIN_BUNDLE}/`, import.meta.url);

/** Whether the bundle exists and no file it was made from changed after it was begun. */
function fresh() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(new URL(INPUTS_FILE, folder), "utf8"));
    return inputs.every((path) => statSync(path).mtimeMs < builtAt);
  } catch {
    return false;
  }
}

if (!fresh()) {
  const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
  const script = fileURLToPath(new URL("admin-bundle.ts", import.meta.url));
  // Its output goes to stderr: a command's stdout stays its own (--json is parsed by scripts).
  const built = spawnSync(tsx, [script, ADMIN_BUNDLE, INPUTS_FILE], { stdio: ["ignore", 2, "inherit"] });
  if (built.status !== 0) {
    process.exit(built.status ?? 1);
  }
}
await import(new URL("admin.js", folder).href);
