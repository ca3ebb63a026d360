import { describe, expect, test } from "vitest";
import { useTestServer } from "../../test/harness.ts";
import { runAdminCommand } from "./commands.ts";

// The commands as `pnpm admin` runs them, in this process; admin-cli.test.ts runs the command line itself (its
// arguments, exit codes and output streams) as a process.
const server = useTestServer();
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext());

/** A --json answer: exactly one line, one JSON object (what the CLI writes to stdout as it is). */
function jsonAnswer<T>(result: { code: number; stdout: string; stderr: string }): T {
  expect([result.code, result.stderr]).toEqual([0, ""]);
  expect(result.stdout.endsWith("\n")).toBe(true);
  expect(result.stdout.trim().split("\n")).toHaveLength(1);
  return JSON.parse(result.stdout) as T;
}

describe("pnpm admin clients and keys", () => {
  test("the whole client life cycle, each --json answer exactly one JSON object on stdout", async () => {
    const client = jsonAnswer<{ client_id: string; client_secret: string; secret_id: string; scopes: string[] }>(
      await admin("clients", "create", "--name", "Acme Bank", "--scopes", "applications:read applications:write", "--json"),
    );
    expect(client).toMatchObject({
      client_id: expect.stringMatching(/^cli_/),
      client_secret: expect.stringMatching(/^ocs_/),
      scopes: ["applications:read", "applications:write"],
    });
    // The secret it shows works.
    expect(await server.tokenFor({ clientId: client.client_id, secret: client.client_secret }, "applications:read")).toEqual(
      expect.any(String),
    );

    const listed = jsonAnswer<{ client_id: string; enabled: boolean }[]>(await admin("clients", "list", "--json"));
    expect(listed).toEqual([expect.objectContaining({ client_id: client.client_id, enabled: true })]);
    expect(JSON.stringify(listed)).not.toContain(client.client_secret);

    const rotated = jsonAnswer<{ client_secret: string }>(
      await admin("clients", "rotate-secret", client.client_id, "--grace", "1h", "--json"),
    );
    expect(rotated.client_secret).not.toBe(client.client_secret);
    const third = await admin("clients", "rotate-secret", client.client_id);
    expect(third.code).toBe(2);
    expect(third.stderr).toContain("two active secrets");

    expect((await admin("clients", "revoke-secret", client.client_id, client.secret_id)).code).toBe(0);
    expect((await admin("clients", "disable", client.client_id)).stdout).toContain("disabled");
    expect(jsonAnswer(await admin("clients", "enable", client.client_id, "--json"))).toEqual({
      client_id: client.client_id,
      enabled: true,
    });

    const keys = jsonAnswer<{ kid: string }>(await admin("keys", "rotate", "--json"));
    expect(keys.kid).toEqual(expect.any(String));
  });

  test("bad input is refused with a clear message and exit code 2", async () => {
    const unknownScope = await admin("clients", "create", "--name", "x", "--scopes", "applications:admin");
    expect(unknownScope.code).toBe(2);
    expect(unknownScope.stderr).toContain("Unknown or missing scopes: applications:admin");
    const nobody = await admin("clients", "disable", "cli_nobody");
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toContain("No client cli_nobody");
  });

  test("an option of another command is refused, before anything is done, with the command's usage and exit code 2", async () => {
    const refused = await admin("clients", "rotate-secret", "cli_nobody", "--reset");
    expect([refused.code, refused.stdout]).toEqual([2, ""]);
    expect(refused.stderr).toContain("clients rotate-secret takes no --reset.");
    expect(refused.stderr).toContain("clients rotate-secret ID [--grace 24h] [--json]");
    expect(refused.stderr).not.toContain("No client");
    expect((await admin("clients", "list", "--name", "x")).stderr).toContain("clients list takes no --name.");
    expect(JSON.parse((await admin("purge", "--json")).stdout)).toEqual(expect.any(Object));
  });

  test("an unknown command prints the usage and fails", async () => {
    const unknown = await admin("frobnicate");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Usage: pnpm admin");
  });
});
