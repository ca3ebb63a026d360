import type { LookupAddress } from "node:dns";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair } from "jose";
import { describe, expect, test } from "vitest";
import { useTestServer } from "../../test/harness.ts";
import { assertionForm, clientAssertion, clientKeyPair, dpopProof } from "../../test/oauth.ts";
import { runAdminCommand } from "./commands.ts";

// The commands as `pnpm admin` runs them, in this process; admin-cli.test.ts runs the command line itself (its
// arguments, exit codes and output streams) as a process.
const server = useTestServer();
const admin = (...args: string[]) => runAdminCommand(args, server.adminContext());

/** A sandbox instance on the same database, whose resolver answers these hosts (what a jwks_uri may name there). */
const hosts = new Map([
  ["keys.internal.example", "10.0.0.7"],
  ["keys.bank.example", "93.184.216.34"],
]);
const sandbox = useTestServer({
  env: { ONBOARDING_ENV: "sandbox", PUBLIC_URL: "https://api.example.com" },
  on: server,
  resolve: async (host): Promise<LookupAddress[]> => {
    const address = hosts.get(host);
    if (!address) {
      throw new Error(`${host} does not resolve here`);
    }
    return [{ address, family: 4 }];
  },
});

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

  test("a client with a secret switched to fapi2 keeps its last key (the secret cannot authenticate it), and authenticates with it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jwks-"));
    const pair = await clientKeyPair("ES256");
    const jwksPath = join(dir, "only.json");
    writeFileSync(jwksPath, JSON.stringify({ keys: [{ ...pair.publicJwk, kid: "only" }] }));
    const client = jsonAnswer<{ client_id: string; client_secret: string }>(
      await admin("clients", "create", "--name", "Switched", "--scopes", "applications:read", "--json"),
    );
    expect((await admin("clients", "add-key", client.client_id, "--jwks", jwksPath)).code).toBe(0);
    expect((await admin("clients", "set-auth-profile", client.client_id, "fapi2")).code).toBe(0);

    const refused = await admin("clients", "remove-key", client.client_id, "only");
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining("could no longer authenticate")]);
    expect(refused.stderr).toContain("auth profile fapi2 authenticates with private_key_jwt only (never a secret)");
    expect(refused.stdout).toBe("");
    expect((await admin("clients", "list")).stdout).toContain(`${client.client_id}  enabled   fapi2  secrets:1  keys:1`);

    // Its key still authenticates it (private_key_jwt, with a DPoP proof and the server's nonce, as fapi2 asks).
    // Signed at the server's (test) time.
    const { publicUrl } = server.config;
    const iat = Math.floor(server.clock.now().getTime() / 1000);
    const dpop = await clientKeyPair("ES256");
    const first = await server.fetch("/oauth/token", {
      method: "POST",
      headers: { dpop: await dpopProof(dpop, "POST", `${publicUrl}/oauth/token`, { iat }) },
    });
    const nonce = first.headers.get("dpop-nonce") ?? undefined;
    const assertion = await clientAssertion(pair, client.client_id, publicUrl, {
      header: { kid: "only" },
      claims: { iat, exp: iat + 60 },
    });
    const token = await server.fetch("/oauth/token", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        dpop: await dpopProof(dpop, "POST", `${publicUrl}/oauth/token`, { iat, nonce }),
      },
      body: assertionForm(assertion, "applications:read"),
    });
    expect([token.status, token.status === 200 ? "" : await token.text()]).toEqual([200, ""]);
    expect(await token.json()).toMatchObject({ token_type: "DPoP" });
  });

  test("remove-key and set-auth-profile fapi2 at once leave the client a key to authenticate with", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jwks-"));
    const jwksPath = join(dir, "two.json");
    const [one, two] = await Promise.all([clientKeyPair("ES256"), clientKeyPair("ES256")]);
    writeFileSync(
      jwksPath,
      JSON.stringify({
        keys: [
          { ...one.publicJwk, kid: "one" },
          { ...two.publicJwk, kid: "two" },
        ],
      }),
    );
    const client = jsonAnswer<{ client_id: string }>(
      await admin("clients", "create", "--name", "Racing", "--scopes", "applications:read", "--json"),
    );
    expect((await admin("clients", "add-key", client.client_id, "--jwks", jwksPath)).code).toBe(0);
    const results = await Promise.all([
      admin("clients", "remove-key", client.client_id, "one"),
      admin("clients", "remove-key", client.client_id, "two"),
      admin("clients", "set-auth-profile", client.client_id, "fapi2"),
    ]);
    const listed = (await admin("clients", "list")).stdout;
    const profile = listed.includes(`${client.client_id}  enabled   fapi2`) ? "fapi2" : "baseline";
    // Whatever order they ran in: a fapi2 client keeps a key; each refusal says why.
    if (profile === "fapi2") {
      expect(listed).toContain(`${client.client_id}  enabled   fapi2  secrets:1  keys:1`);
      expect(results.filter((result) => result.code === 2)).toEqual([
        expect.objectContaining({ stderr: expect.stringContaining("could no longer authenticate") }),
      ]);
    } else {
      expect(results[2]?.stderr).toContain("has no public key");
    }
  });

  test("a jwks_uri is registered under the webhooks' address rules: outside development, https on a public address", async () => {
    const sandboxAdmin = (...args: string[]) => runAdminCommand(args, sandbox.adminContext());
    const base = ["clients", "create", "--name", "Published", "--scopes", "applications:read"];
    const refusals = [
      ["http://keys.bank.example/jwks.json", "must use https"],
      ["https://keys.internal.example/jwks.json", "resolves to 10.0.0.7, which is not a public address"],
      ["https://127.0.0.1/jwks.json", "which is not a public address"],
      ["https://nowhere.example/jwks.json", "does not resolve"],
      ["ftp://keys.bank.example/jwks.json", "must be an https URL"],
      ["not a url", "is not a URL"],
    ] as const;
    for (const [uri, message] of refusals) {
      const refused = await sandboxAdmin(...base, "--jwks-uri", uri);
      expect({ uri, code: refused.code, stderr: refused.stderr }).toEqual({ uri, code: 2, stderr: expect.stringContaining(message) });
    }
    const published = jsonAnswer<{ jwks_uri: string }>(
      await sandboxAdmin(...base, "--jwks-uri", "https://keys.bank.example/jwks.json", "--json"),
    );
    expect(published.jwks_uri).toBe("https://keys.bank.example/jwks.json");
    // Development fetches from anywhere (a local key server).
    const local = jsonAnswer<{ jwks_uri: string }>(await admin(...base, "--jwks-uri", "http://127.0.0.1:9/jwks.json", "--json"));
    expect(local.jwks_uri).toBe("http://127.0.0.1:9/jwks.json");
  });

  test("an unknown command prints the usage and fails", async () => {
    const unknown = await admin("frobnicate");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Usage: pnpm admin");
  });
});
