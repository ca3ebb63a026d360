import { describe, expect, test } from "vitest";
import { startTestServer, useTestServer } from "../../test/harness.ts";
import { runAdminCommand } from "./commands.ts";

const server = useTestServer();
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext("ops@example"));

/** A --json answer: exactly one line, one JSON object. */
function jsonAnswer<T>(result: { code: number; stdout: string; stderr: string }): T {
  expect([result.code, result.stderr]).toEqual([0, ""]);
  expect(result.stdout.trim().split("\n")).toHaveLength(1);
  return JSON.parse(result.stdout) as T;
}

describe("pnpm admin operators", () => {
  test("create, list, set-roles and disable, each --json answer one object; every change is audited", async () => {
    const created = jsonAnswer<{ id: string; email: string; roles: string[]; disabled_at: string | null }>(
      await admin("operators", "create", "--email", " Ann@Platform.Example ", "--name", "Ann", "--roles", "reviewer,approver", "--json"),
    );
    expect(created).toMatchObject({ id: expect.stringMatching(/^opr_/), email: "ann@platform.example", roles: ["reviewer", "approver"] });
    expect(jsonAnswer<{ email: string }[]>(await admin("operators", "list", "--json")).map((operator) => operator.email)).toContain(
      "ann@platform.example",
    );
    expect(jsonAnswer<{ roles: string[] }>(await admin("operators", "set-roles", created.id, "auditor", "--json")).roles).toEqual([
      "auditor",
    ]);
    expect(
      jsonAnswer<{ disabled_at: string | null }>(await admin("operators", "disable", created.id, "--json")).disabled_at,
    ).not.toBeNull();
    const audited = await server.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE actor_id = 'ops@example' AND object_id = $1 ORDER BY seq",
      [created.id],
    );
    expect(audited.map((line) => line.action)).toEqual(["admin operators create", "admin operators set-roles", "admin operators disable"]);
  });

  test("refuses, with why: a second operator of one e-mail, an unknown role, no name, an unknown operator", async () => {
    await admin("operators", "create", "--email", "bob@platform.example", "--name", "Bob", "--roles", "approver");
    const cases: [string[], RegExp][] = [
      [["operators", "create", "--email", "BOB@platform.example", "--name", "Bob", "--roles", "approver"], /exists already/],
      [["operators", "create", "--email", "c@platform.example", "--name", "C", "--roles", "reviewer,boss"], /Unknown role boss/],
      [["operators", "create", "--email", "d@platform.example", "--roles", "reviewer"], /needs a name/],
      [["operators", "create", "--email", "not-an-email", "--name", "E", "--roles", "reviewer"], /not an e-mail address/],
      [["operators", "disable", "opr_unknown"], /No operator opr_unknown/],
    ];
    for (const [args, message] of cases) {
      const refused = await admin(...args);
      expect(refused.code, args.join(" ")).toBe(2);
      expect(refused.stderr).toMatch(message);
    }
  });

  test("login-link gives a one-time link in development, and is refused elsewhere", async () => {
    await admin("operators", "create", "--email", "link@platform.example", "--name", "Link", "--roles", "reviewer");
    const link = jsonAnswer<{ login_url: string; expires_at: string }>(
      await admin("operators", "login-link", "link@platform.example", "--json"),
    );
    expect(link.login_url).toMatch(new RegExp(`^${server.config.publicUrl}/console/sign-in/link/[\\w-]{43}$`));
    const sandbox = await startTestServer({ ONBOARDING_ENV: "sandbox", PUBLIC_URL: "https://api.example.com" }, undefined, 0, {
      db: server.db,
    });
    try {
      const refused = await runAdminCommand(["operators", "login-link", "link@platform.example"], sandbox.adminContext("ops@example"));
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("development only");
    } finally {
      await sandbox.close();
    }
  });
});
