import { defineRoute } from "../../http/route.ts";

/** RFC 7662, for the client's own tokens: anything else is just inactive. */
export const introspectToken = defineRoute("introspectToken", ({ auth }) => async ({ body, auth: caller }) => {
  const claims = await auth.tokens.ownedBy(body.token, caller.clientId);
  if (!claims) {
    return { status: 200, body: { active: false } };
  }
  const { iss, sub, client_id, aud, iat, exp, jti, scope } = claims;
  return { status: 200, body: { active: true, token_type: "Bearer", scope, client_id, sub, aud, iss, iat, exp, jti } };
});
