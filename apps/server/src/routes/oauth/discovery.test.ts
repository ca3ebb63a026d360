import * as oauth from "oauth4webapi";
import { describe, expect, test } from "vitest";
import { useTestServer } from "../../../test/harness.ts";

// The issuer must be the URL the server is reached at, for discovery to match it.
const port = 30_000 + Math.floor(Math.random() * 20_000);
const server = useTestServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, port });

describe("discovery and a real OAuth client library", () => {
  test("the metadata names the issuer, endpoints, grant types, auth methods and scopes (RFC 8414)", async () => {
    const metadata = (await (await server.fetch("/.well-known/oauth-authorization-server")).json()) as Record<string, unknown>;
    const issuer = server.config.auth.issuer;
    expect(metadata).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/oauth/token`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      introspection_endpoint: `${issuer}/oauth/introspect`,
      grant_types_supported: ["client_credentials"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "private_key_jwt"],
    });
    expect(metadata.scopes_supported).toHaveLength(18);
  });

  test("oauth4webapi discovers the server, gets a token with client credentials and calls a protected route", async () => {
    const registered = await server.registerClient(["applications:read"]);
    const issuer = new URL(server.config.auth.issuer);
    const options = { [oauth.allowInsecureRequests]: true };
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...options, algorithm: "oauth2" }));
    const client: oauth.Client = { client_id: registered.clientId };
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(registered.secret),
      { scope: "applications:read" },
      options,
    );
    const result = await oauth.processClientCredentialsResponse(as, client, response);
    expect(result.token_type).toBe("bearer");
    expect(result.expires_in).toBe(43_200);
    const call = await oauth.protectedResourceRequest(
      result.access_token,
      "GET",
      new URL(`${server.url}/v1/applications`),
      undefined,
      undefined,
      options,
    );
    expect(call.status).not.toBe(401);
    expect(call.status).not.toBe(403);
  });
});
