import { defineRoute } from "../../http/route.ts";

/** RFC 7662, for the client's own tokens: anything else is just inactive. */
export const introspectToken = defineRoute("introspectToken", ({ auth }) => async ({ body, auth: caller }) => {
  const claims = await auth.tokens.ownedBy(body.token, caller.clientId);
  if (!claims) {
    return { status: 200, body: { active: false } };
  }
  const { iss, sub, client_id, aud, iat, exp, jti, scope, cnf } = claims;
  // A DPoP-bound token shows its binding (RFC 9449 §6.2).
  const binding = cnf ? { token_type: "DPoP", cnf } : { token_type: "Bearer" };
  return { status: 200, body: { active: true, ...binding, scope, client_id, sub, aud, iss, iat, exp, jti } };
});
