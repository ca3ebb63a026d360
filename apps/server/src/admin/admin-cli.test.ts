import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createPersistentDatabase, TEST_ENCRYPTION_KEYS, TEST_PEPPER, usingPostgres } from "../../test/harness.ts";
import { fetchToken } from "../../test/oauth.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, runScript } from "../../test/process.ts";

const secrets = { SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS };
let databaseUrl: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ url: databaseUrl, cleanup } = await createPersistentDatabase());
});
afterAll(() => cleanup());

async function admin(...args: string[]) {
  const run = runScript("src/cli/admin.ts", args, { DATABASE_URL: databaseUrl, ...secrets });
  const code = await run.exit;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

describe("pnpm admin clients and keys", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("the whole client life cycle, each --json answer exactly one JSON object on stdout", async () => {
    const created = await admin("clients", "create", "--name", "Acme Bank", "--scopes", "applications:read applications:write", "--json");
    expect(created.code).toBe(0);
    const client = JSON.parse(created.stdout) as { client_id: string; client_secret: string; secret_id: string; scopes: string[] };
    expect(created.stdout.trim().split("\n")).toHaveLength(1);
    expect(client).toMatchObject({
      client_id: expect.stringMatching(/^cli_/),
      client_secret: expect.stringMatching(/^ocs_/),
      scopes: ["applications:read", "applications:write"],
    });

    const listed = JSON.parse((await admin("clients", "list", "--json")).stdout) as { client_id: string; enabled: boolean }[];
    expect(listed).toEqual([expect.objectContaining({ client_id: client.client_id, enabled: true })]);
    expect(JSON.stringify(listed)).not.toContain(client.client_secret);

    const rotated = JSON.parse((await admin("clients", "rotate-secret", client.client_id, "--grace", "1h", "--json")).stdout) as {
      client_secret: string;
    };
    expect(rotated.client_secret).not.toBe(client.client_secret);
    const third = await admin("clients", "rotate-secret", client.client_id);
    expect(third.code).toBe(2);
    expect(third.stderr).toContain("two active secrets");

    expect((await admin("clients", "revoke-secret", client.client_id, client.secret_id)).code).toBe(0);
    expect((await admin("clients", "disable", client.client_id)).stdout).toContain("disabled");
    expect(JSON.parse((await admin("clients", "enable", client.client_id, "--json")).stdout)).toEqual({
      client_id: client.client_id,
      enabled: true,
    });

    const keys = JSON.parse((await admin("keys", "rotate", "--json")).stdout) as { kid: string };
    expect(keys.kid).toEqual(expect.any(String));
  });

  test("bad input is refused with a clear message and exit code 2", async () => {
    const unknownScope = await admin("clients", "create", "--name", "x", "--scopes", "applications:admin");
    expect(unknownScope.code).toBe(2);
    expect(unknownScope.stderr).toContain("Unknown or missing scopes: applications:admin");
    expect((await admin("clients", "disable", "cli_nobody")).stderr).toContain("No client cli_nobody");
  });
});

describe.skipIf(usingPostgres())(
  "pnpm admin beside a running server on the embedded database",
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    test("the command is carried out by the server, and the new client gets a token from it", async () => {
      const dir = mkdtempSync(join(tmpdir(), "onboarding-live-"));
      const server = runScript("src/main.ts", [], { DATABASE_URL: dir, PORT: "0", DEMO_CLIENT: "false", ...secrets });
      try {
        const url = await listeningUrl(server);
        const run = runScript("src/cli/admin.ts", ["clients", "create", "--name", "Live", "--scopes", "applications:read", "--json"], {
          DATABASE_URL: dir,
          ...secrets,
        });
        expect(await run.exit).toBe(0);
        const client = JSON.parse(run.stdout()) as { client_id: string; client_secret: string };
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
