import { rmSync } from "node:fs";
import { describe, expect, onTestFinished, test } from "vitest";
import { createDataDir, createPersistentDatabase, TEST_ENCRYPTION_KEYS, TEST_PEPPER, usingPostgres } from "../../test/harness.ts";
import { fetchToken } from "../../test/oauth.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, runScript } from "../../test/process.ts";

// The command line itself, as a process: its arguments, exit codes and output streams. What each command does (an
// unknown one too) is tested in this process: clients-and-keys.test.ts, catalog-and-review.test.ts, audit.test.ts.
const secrets = { SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS };

async function admin(args: string[], env: Record<string, string>) {
  const run = runScript("src/cli/admin.ts", args, env);
  const code = await run.exit;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

/** A database of its own for one command (the embedded one belongs to one process at a time), removed after the test. */
async function databaseFor(): Promise<Record<string, string>> {
  const { url, cleanup } = await createPersistentDatabase();
  onTestFinished(cleanup);
  return { DATABASE_URL: url, ...secrets };
}

describe("pnpm admin, the command line", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("--json prints exactly one JSON object on stdout and exits 0; bad input exits 2, saying why on stderr; no command prints the usage", async () => {
    const [created, unknownScope, bare] = await Promise.all([
      admin(
        ["clients", "create", "--name", "Acme Bank", "--scopes", "applications:read applications:write", "--json"],
        await databaseFor(),
      ),
      admin(["clients", "create", "--name", "x", "--scopes", "applications:admin"], await databaseFor()),
      admin([], {}),
    ]);
    expect([created.code, created.stderr]).toEqual([0, ""]);
    expect(created.stdout.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(created.stdout)).toMatchObject({
      client_id: expect.stringMatching(/^cli_/),
      client_secret: expect.stringMatching(/^ocs_/),
    });

    expect([unknownScope.code, unknownScope.stdout]).toEqual([2, ""]);
    expect(unknownScope.stderr).toContain("Unknown or missing scopes: applications:admin");

    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain("Usage: pnpm admin");
  });

  // Once per run: an embedded database whichever store the run uses.
  test.skipIf(usingPostgres())("migrate applies the migrations", async () => {
    const dir = createDataDir({ migrated: false });
    try {
      const migrated = await admin(["migrate"], { DATABASE_URL: dir });
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain("Applied: 0001_catalog");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(usingPostgres())(
  "pnpm admin beside a running server on the embedded database",
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    test("the command is carried out by the server, and the new client gets a token from it", async () => {
      const dir = createDataDir();
      const server = runScript("src/main.ts", [], { DATABASE_URL: dir, PORT: "0", DEMO_CLIENT: "false", ...secrets });
      try {
        const url = await listeningUrl(server);
        const run = await admin(["clients", "create", "--name", "Live", "--scopes", "applications:read", "--json"], {
          DATABASE_URL: dir,
          ...secrets,
        });
        expect(run.code).toBe(0);
        const client = JSON.parse(run.stdout) as { client_id: string; client_secret: string };
        // Answered 200, or fetchToken throws.
        expect(await fetchToken(url, client, "applications:read")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      } finally {
        server.child.kill("SIGTERM");
        await server.exit;
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
