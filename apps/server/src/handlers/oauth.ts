import type { Operations } from "@onboarding/contract";
import { parseScopeString, SCOPE_NAMES } from "@onboarding/core";
import type { Auth } from "../auth/index.ts";
import { OAuthError } from "../auth/oauth-error.ts";
import { type AccessClaims, TokenInvalid } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import type { Handler } from "../http/handler.ts";

const KNOWN_SCOPES = new Set<string>(SCOPE_NAMES);

/** A parameter may come from the query string (the seed's clients) or the form body, but not from both. */
function parameter(name: "grant_type" | "scope", query: Record<string, string | undefined>, body: Record<string, string | undefined>) {
  if (query[name] !== undefined && body[name] !== undefined) {
    throw new OAuthError("invalid_request", `${name} was given in both the query string and the body.`);
  }
  return query[name] ?? body[name];
}

export function oauthHandlers(auth: Auth, config: Config) {
  const issuer = config.auth.issuer;

  /** The claims of a token this client holds, or undefined (unknown, expired, revoked, or another client's). */
  async function ownToken(token: string, clientId: string): Promise<AccessClaims | undefined> {
    try {
      const claims = await auth.tokens.verify(token);
      return claims.client_id === clientId ? claims : undefined;
    } catch (error) {
      if (error instanceof TokenInvalid) {
        return undefined;
      }
      throw error;
    }
  }

  const issueToken: Handler<Operations["issueToken"]> = async ({ query, body, auth: caller }) => {
    const grantType = parameter("grant_type", query, body ?? {});
    const scope = parameter("scope", query, body ?? {});
    if (grantType === undefined) {
      throw new OAuthError("invalid_request", "grant_type is required; use grant_type=client_credentials.");
    }
    if (grantType !== "client_credentials") {
      throw new OAuthError("unsupported_grant_type", "Only the client_credentials grant is supported.");
    }
    const requested = [...new Set(parseScopeString(scope ?? ""))];
    if (requested.length === 0) {
      throw new OAuthError(
        "invalid_scope",
        "Ask for the scopes the task needs, for example scope=applications:write (least privilege: there is no default).",
      );
    }
    const refused = requested.filter((name) => !KNOWN_SCOPES.has(name) || !caller.scopes.has(name));
    if (refused.length > 0) {
      throw new OAuthError("invalid_scope", `Scopes unknown or not allowed for this client: ${refused.join(" ")}.`);
    }
    return { status: 200, body: await auth.tokens.issue(caller.clientId, requested) };
  };

  const revokeToken: Handler<Operations["revokeToken"]> = async ({ body, auth: caller }) => {
    const claims = await ownToken(body.token, caller.clientId);
    if (claims) {
      await auth.revocations.revokeToken(claims);
    }
    return { status: 200 };
  };

  const introspectToken: Handler<Operations["introspectToken"]> = async ({ body, auth: caller }) => {
    const claims = await ownToken(body.token, caller.clientId);
    if (!claims) {
      return { status: 200, body: { active: false } };
    }
    const { iss, sub, client_id, aud, iat, exp, jti, scope } = claims;
    return { status: 200, body: { active: true, token_type: "Bearer", scope, client_id, sub, aud, iss, iat, exp, jti } };
  };

  const getJwks: Handler = async () => {
    await auth.keys.current();
    return { status: 200, body: auth.keys.jwks(), headers: { "Cache-Control": "public, max-age=300" } };
  };

  const getAuthorizationServerMetadata: Handler = async () => ({
    status: 200,
    headers: { "Cache-Control": "public, max-age=3600" },
    body: {
      issuer,
      token_endpoint: `${issuer}/oauth/token`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      introspection_endpoint: `${issuer}/oauth/introspect`,
      grant_types_supported: ["client_credentials"],
      token_endpoint_auth_methods_supported: ["client_secret_basic"],
      revocation_endpoint_auth_methods_supported: ["client_secret_basic"],
      introspection_endpoint_auth_methods_supported: ["client_secret_basic"],
      scopes_supported: SCOPE_NAMES,
      response_types_supported: [],
    },
  });

  return { issueToken, revokeToken, introspectToken, getJwks, getAuthorizationServerMetadata };
}
