import { defineRoute } from "../../http/route.ts";

/** Deletes the caller's sandbox data, in the request's one transaction, and answers how much of each kind. */
export const resetSandbox = defineRoute("resetSandbox", ({ sandboxReset }) => async ({ context }) => ({
  status: 200,
  body: { data: await sandboxReset.reset(context) },
}));
