import { defineRoute } from "../../http/route.ts";

/** RFC 7009: a client revokes its own tokens; an unknown or foreign token is answered the same way. */
export const revokeToken = defineRoute("revokeToken", ({ auth }) => async ({ body, auth: caller }) => {
  const claims = await auth.tokens.ownedBy(body.token, caller.clientId);
  if (claims) {
    await auth.revocations.revokeToken(claims);
  }
  return { status: 200 };
});
