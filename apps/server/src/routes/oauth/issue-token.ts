import { parseScopeString, SCOPE_NAMES } from "@onboarding/core";
import { OAuthError } from "../../auth/oauth-error.ts";
import { defineRoute } from "../../http/route.ts";

const KNOWN_SCOPES = new Set<string>(SCOPE_NAMES);

/** A parameter may come from the query string (the seed's clients) or the form body, but not from both. */
function parameter(name: "grant_type" | "scope", query: Record<string, string | undefined>, body: Record<string, string | undefined>) {
  if (query[name] !== undefined && body[name] !== undefined) {
    throw new OAuthError("invalid_request", `${name} was given in both the query string and the body.`);
  }
  return query[name] ?? body[name];
}

/**
 * The client-credentials grant: a token with the scopes asked for, each of which the client must be allowed; bound to
 * the key of the request's DPoP proof when it had one (client authentication checked it).
 */
export const issueToken = defineRoute("issueToken", ({ auth }) => async ({ query, body, auth: caller }) => {
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
  return { status: 200, body: await auth.tokens.issue(caller.clientId, requested, caller.dpopJkt) };
});
