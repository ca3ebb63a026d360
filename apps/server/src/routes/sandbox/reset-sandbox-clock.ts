import { defineRoute } from "../../http/route.ts";
import { clockResource } from "../../sandbox/views.ts";

/** Sets the caller's sandbox clock back to real time. */
export const resetSandboxClock = defineRoute("resetSandboxClock", ({ clocks }) => async ({ context }) => ({
  status: 200,
  body: { data: clockResource(await clocks.reset(context)) },
}));
