import { beforeAll, describe, expect, test } from "vitest";
import { basic, useTestServer } from "../../../test/harness.ts";

const server = useTestServer();
let client: { clientId: string; secret: string };
beforeAll(async () => {
  client = await server.registerClient(["applications:read"]);
});

const FORM = "application/x-www-form-urlencoded";
async function post(path: string, body: string, authorization: string | null = basic(client.clientId, client.secret)) {
  const response = await server.fetch(path, {
    method: "POST",
    headers: { "content-type": FORM, ...(authorization ? { authorization } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

describe("the OAuth endpoints follow the RFCs as common OAuth libraries use them", () => {
  test("unrecognised parameters are ignored (RFC 6749 §3.2): foo, resource (RFC 8707), audience, client_id beside Basic", async () => {
    for (const extra of ["foo=bar", "resource=https%3A%2F%2Fapi.example.com", "audience=onboarding", `client_id=${client.clientId}`]) {
      const answer = await post("/oauth/token", `grant_type=client_credentials&scope=applications:read&${extra}`);
      expect([extra, answer.status]).toEqual([extra, 200]);
    }
    expect((await post("/oauth/token?grant_type=client_credentials&scope=applications:read&foo=bar", "")).status).toBe(200);
  });

  test("another grant type is unsupported_grant_type, whatever parameters it brings", async () => {
    const answer = await post("/oauth/token", "grant_type=authorization_code&code=abc&redirect_uri=https%3A%2F%2Fapp.example%2Fcb");
    expect([answer.status, answer.body.error]).toEqual([400, "unsupported_grant_type"]);
  });

  test("client_secret_post: the credentials in the form body, without Basic; advertised in the metadata", async () => {
    const ok = await post(
      "/oauth/token",
      `grant_type=client_credentials&scope=applications:read&client_id=${client.clientId}&client_secret=${client.secret}`,
      null,
    );
    expect(ok.status).toBe(200);
    expect(typeof ok.body.access_token).toBe("string");
    const wrong = await post(
      "/oauth/token",
      `grant_type=client_credentials&scope=applications:read&client_id=${client.clientId}&client_secret=nope`,
      null,
    );
    expect([wrong.status, wrong.body.error]).toEqual([401, "invalid_client"]);
    const metadata = (await (await server.fetch("/.well-known/oauth-authorization-server")).json()) as Record<string, string[]>;
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(["client_secret_basic", "client_secret_post", "private_key_jwt"]);
  });

  test("introspection takes any token_type_hint (it is a hint); revocation ignores extra parameters", async () => {
    const token = (await post("/oauth/token", "grant_type=client_credentials&scope=applications:read")).body.access_token as string;
    const introspected = await post("/oauth/introspect", `token=${token}&token_type_hint=id_token`);
    expect([introspected.status, introspected.body.active]).toEqual([200, true]);
    expect((await post("/oauth/revoke", `token=${token}&token_type_hint=access_token&reason=rotation`)).status).toBe(200);
    expect((await post("/oauth/introspect", `token=${token}`)).body).toEqual({ active: false });
  });
});
