import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { usingPostgres } from "../test/harness.ts";
import { PROCESS_TEST_TIMEOUT_MS, runNode, SERVER_DIR } from "../test/process.ts";

const INPUTS = join(SERVER_DIR, ".admin-bundle/inputs.json");
const inputs = () => JSON.parse(readFileSync(INPUTS, "utf8")) as { builtAt: number; inputs: string[] };

/** `pnpm admin …` as the root package's script runs it, with a database of its own. */
async function admin(args: string[]) {
  const run = runNode(["scripts/admin.mjs", ...args], { DATABASE_URL: "memory://", DEMO_CLIENT: "false" }, SERVER_DIR);
  expect(await run.exit).toBe(0);
  return run.stdout();
}

// Once per suite: the launcher is the same whichever store the suite runs on.
describe.skipIf(usingPostgres())("pnpm admin in development", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("runs the CLI from a bundle that lists the files it was made from, the workspace packages' sources among them", async () => {
    expect(await admin(["help"])).toContain("Usage: pnpm admin");
    const listed = inputs().inputs;
    expect(listed).toContain(join(SERVER_DIR, "src/cli/admin.ts"));
    expect(listed.some((path) => path.includes("/packages/core/src/"))).toBe(true);
  });

  test("rebuilds the bundle when a file it was made from changed after it was begun, and runs the new one", async () => {
    await admin(["help"]);
    // As if every file had changed since: the bundle is older than its sources.
    writeFileSync(INPUTS, JSON.stringify({ ...inputs(), builtAt: 0 }));
    expect(await admin(["clients", "list"])).toContain("No clients.");
    expect(inputs().builtAt).toBeGreaterThan(0);
  });
});
