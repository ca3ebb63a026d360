import { decodeProtectedHeader } from "jose";
import { describe, expect, test } from "vitest";
import { basic, TEST_KEYRING, useTestServer } from "../../test/harness.ts";
import { decrypt } from "../crypto/aead.ts";

const server = useTestServer();

const tokenStatus = async (clientId: string, secret: string) =>
  (
    await server.fetch("/oauth/token?grant_type=client_credentials&scope=applications:read", {
      method: "POST",
      headers: { authorization: basic(clientId, secret) },
    })
  ).status;

/** Every row of every table of the service, as text: what a database dump would hold. */
async function dump(): Promise<string> {
  const tables = await server.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await server.db.query(`SELECT * FROM "${table}"`);
    parts.push(JSON.stringify(rows, (_key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value)));
  }
  return parts.join("\n");
}

describe("client secrets", () => {
  test("are at least 32 random bytes, and differ every time", async () => {
    const a = await server.registerClient(["applications:read"]);
    const b = await server.registerClient(["applications:read"]);
    expect(Buffer.from(a.secret.replace(/^ocs_/, ""), "base64url").length).toBeGreaterThanOrEqual(32);
    expect(a.secret).not.toBe(b.secret);
  });

  test("a database dump after creating clients holds no secret and no private key in clear text", async () => {
    const clients = await Promise.all([1, 2, 3].map(() => server.registerClient(["applications:read"])));
    await server.auth.keys.current();
    const text = await dump();
    for (const client of clients) {
      expect(text).not.toContain(client.secret);
      expect(text).not.toContain(client.secret.slice(4, 20));
    }
    const [row] = await server.db.query<{ kid: string; private_jwk_encrypted: string }>(
      "SELECT kid, private_jwk_encrypted FROM signing_keys LIMIT 1",
    );
    const privateJwk = JSON.parse(decrypt(TEST_KEYRING, row?.private_jwk_encrypted as string, `signing-key:${row?.kid}`)) as { d: string };
    expect(privateJwk.d.length).toBeGreaterThan(20);
    expect(text).not.toContain(privateJwk.d);
    expect(text).not.toContain(Buffer.from(privateJwk.d, "base64url").toString("base64"));
  });

  test("rotation: old and new secrets both work until the old one is revoked", async () => {
    const client = await server.registerClient(["applications:read"]);
    const rotated = await server.auth.clients.rotateSecret(client.clientId, 24 * 3600 * 1000);
    expect(await tokenStatus(client.clientId, client.secret)).toBe(200);
    expect(await tokenStatus(client.clientId, rotated.client_secret)).toBe(200);
    const [old] = (await server.db.query<{ secret_id: string }>(
      "SELECT secret_id FROM client_secrets WHERE client_id = $1 ORDER BY created_at",
      [client.clientId],
    )) as {
      secret_id: string;
    }[];
    await server.auth.clients.revokeSecret(client.clientId, old?.secret_id as string);
    expect(await tokenStatus(client.clientId, client.secret)).toBe(401);
    expect(await tokenStatus(client.clientId, rotated.client_secret)).toBe(200);
  });

  test("rotation: the old secret stops when its grace period ends; at most two are active", async () => {
    const client = await server.registerClient(["applications:read"]);
    const rotated = await server.auth.clients.rotateSecret(client.clientId, 60_000);
    await expect(server.auth.clients.rotateSecret(client.clientId, 60_000)).rejects.toThrow(/two active secrets/);
    server.clock.advance(61_000);
    expect(await tokenStatus(client.clientId, client.secret)).toBe(401);
    expect(await tokenStatus(client.clientId, rotated.client_secret)).toBe(200);
  });
});

describe("signing keys and JWKS (RFC 7517)", () => {
  test("JWKS holds public keys only, each with a kid", async () => {
    const jwks = (await (await server.fetch("/.well-known/jwks.json")).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: "EC", crv: "P-256", kid: expect.any(String), alg: "ES256", use: "sig" });
      expect(key).not.toHaveProperty("d");
    }
  });

  test("after a rotation, tokens signed by the retired key stay valid and its key stays published", async () => {
    const before = await server.token("applications:read");
    const oldKid = decodeProtectedHeader(before).kid;
    await server.auth.keys.rotate();
    server.clock.advance(3600 * 1000);
    const after = await server.token("applications:read");
    expect(decodeProtectedHeader(after).kid).not.toBe(oldKid);
    expect((await server.authed(before, "/v1/applications")).status).not.toBe(401);
    expect((await server.authed(after, "/v1/applications")).status).not.toBe(401);
    const kids = ((await (await server.fetch("/.well-known/jwks.json")).json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid);
    expect(kids).toContain(oldKid);
    expect(kids).toContain(decodeProtectedHeader(after).kid);
  });
});
