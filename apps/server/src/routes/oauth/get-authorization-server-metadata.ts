import { CLIENT_SIGNING_ALGORITHMS, SCOPE_NAMES } from "@onboarding/core";
import { defineRoute } from "../../http/route.ts";

/** How clients authenticate at the token, revocation and introspection endpoints (private_key_jwt: RFC 7523). */
const AUTH_METHODS = ["client_secret_basic", "client_secret_post", "private_key_jwt"];

/** RFC 8414 discovery: where the endpoints are and what they support. */
export const getAuthorizationServerMetadata = defineRoute("getAuthorizationServerMetadata", ({ config }) => {
  const issuer = config.auth.issuer;
  const metadata = {
    issuer,
    token_endpoint: `${issuer}/oauth/token`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    introspection_endpoint: `${issuer}/oauth/introspect`,
    grant_types_supported: ["client_credentials"],
    token_endpoint_auth_methods_supported: AUTH_METHODS,
    token_endpoint_auth_signing_alg_values_supported: [...CLIENT_SIGNING_ALGORITHMS],
    revocation_endpoint_auth_methods_supported: AUTH_METHODS,
    revocation_endpoint_auth_signing_alg_values_supported: [...CLIENT_SIGNING_ALGORITHMS],
    introspection_endpoint_auth_methods_supported: AUTH_METHODS,
    introspection_endpoint_auth_signing_alg_values_supported: [...CLIENT_SIGNING_ALGORITHMS],
    dpop_signing_alg_values_supported: [...CLIENT_SIGNING_ALGORITHMS],
    scopes_supported: SCOPE_NAMES,
    response_types_supported: [],
  };
  return async () => ({ status: 200, headers: { "Cache-Control": "public, max-age=3600" }, body: metadata });
});
