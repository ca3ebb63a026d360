import { defineRoute } from "../../http/route.ts";

/** The sandbox's reviewer and provider: sets a check's outcome (not mounted in production, where an operator does). */
export const setVerificationOutcome = defineRoute("setVerificationOutcome", ({ verifications }) => async ({ context, params, body }) => {
  return { status: 200, body: { data: await verifications.set(context, params.verification_id, body) } };
});
