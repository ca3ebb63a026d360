import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair } from "jose";
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

  test("a private_key_jwt client: created with its public keys, keys added and removed, its profile and source addresses set", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jwks-"));
    const file = (name: string, content: unknown) => {
      const path = join(dir, name);
      writeFileSync(path, JSON.stringify(content));
      return path;
    };
    const first = await exportJWK((await generateKeyPair("ES256", { extractable: true })).publicKey);
    const second = await exportJWK((await generateKeyPair("EdDSA", { extractable: true })).publicKey);
    const created = jsonAnswer<{
      client_id: string;
      auth_profile: string;
      key_ids: string[];
      source_ips: string[];
      client_secret?: string;
    }>(
      await admin(
        "clients",
        "create",
        "--name",
        "Bank",
        "--scopes",
        "applications:read",
        "--auth",
        "private_key_jwt",
        "--jwks",
        file("bank.jwks.json", { keys: [{ ...first, kid: "one" }] }),
        "--auth-profile",
        "fapi2",
        "--source-ips",
        "10.0.0.0/8, 203.0.113.7",
        "--json",
      ),
    );
    expect(created).toMatchObject({ auth_profile: "fapi2", key_ids: ["one"], source_ips: ["10.0.0.0/8", "203.0.113.7/32"] });
    expect(created.client_secret).toBeUndefined();

    const added = jsonAnswer<{ added_key_ids: string[] }>(
      await admin("clients", "add-key", created.client_id, "--jwks", file("two.json", second), "--json"),
    );
    expect(added.added_key_ids).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]); // the RFC 7638 thumbprint: no kid given
    expect((await admin("clients", "remove-key", created.client_id, "one")).code).toBe(0);
    const last = await admin("clients", "remove-key", created.client_id, added.added_key_ids[0] as string);
    expect([last.code, last.stderr]).toEqual([2, expect.stringContaining("could no longer authenticate")]);

    expect(jsonAnswer(await admin("clients", "set-auth-profile", created.client_id, "baseline", "--json"))).toEqual({
      client_id: created.client_id,
      auth_profile: "baseline",
    });
    expect(jsonAnswer(await admin("clients", "set-source-ips", created.client_id, "--reset", "--json"))).toEqual({
      client_id: created.client_id,
      source_ips: null,
    });
    const listed = (await admin("clients", "list")).stdout;
    expect(listed).toContain(`${created.client_id}  enabled   baseline  secrets:0  keys:1`);
  });

  test("a private key, an unsupported key, a fapi2 client with a secret and a bad block are refused with why", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jwks-"));
    const privateJwk = await exportJWK((await generateKeyPair("ES256", { extractable: true })).privateKey);
    const privatePath = join(dir, "private.json");
    writeFileSync(privatePath, JSON.stringify(privateJwk));
    const symmetricPath = join(dir, "oct.json");
    writeFileSync(symmetricPath, JSON.stringify({ kty: "oct", k: "c2VjcmV0" }));
    const base = ["clients", "create", "--name", "x", "--scopes", "applications:read"];
    const refusals = [
      [await admin(...base, "--jwks", privatePath), "private members"],
      [await admin(...base, "--jwks", symmetricPath), "unsupported key"],
      [await admin(...base, "--auth", "client_secret", "--auth-profile", "fapi2"), "private_key_jwt only"],
      [await admin(...base, "--auth", "private_key_jwt"), "needs the client's public keys"],
      [await admin(...base, "--source-ips", "10.0.0.0/33"), "is not an IPv4 or IPv6 address or CIDR block"],
      [await admin("clients", "set-auth-profile", "cli_nobody", "fapi3"), "use baseline or fapi2"],
    ] as const;
    for (const [result, message] of refusals) {
      expect([result.code, result.stderr]).toEqual([2, expect.stringContaining(message)]);
    }
  });

  test("an unknown command prints the usage and fails", async () => {
    const unknown = await admin("frobnicate");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Usage: pnpm admin");
  });
});
