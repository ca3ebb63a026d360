import { defineRoute } from "../../http/route.ts";

export const getJwks = defineRoute("getJwks", ({ auth }) => async () => {
  await auth.keys.current();
  return { status: 200, body: auth.keys.jwks(), headers: { "Cache-Control": "public, max-age=300" } };
});
