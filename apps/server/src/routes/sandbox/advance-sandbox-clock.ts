import { defineRoute } from "../../http/route.ts";
import { clockResource } from "../../sandbox/views.ts";

/**
 * Moves the caller's sandbox clock forward; once the move has committed, runs what became due for the caller (its own
 * transactions see the new time), so that what it causes is there when the call is answered.
 */
export const advanceSandboxClock = defineRoute("advanceSandboxClock", ({ clocks, db }) => async ({ context, body, afterCommit }) => {
  const clock = await clocks.advance(context, body);
  afterCommit(() => clocks.runDueWork(db, context.clientId));
  return { status: 200, body: { data: clockResource(clock) } };
});
