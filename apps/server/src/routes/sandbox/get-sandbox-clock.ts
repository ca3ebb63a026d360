import { defineRoute } from "../../http/route.ts";
import { clockResource } from "../../sandbox/views.ts";

/** The caller's sandbox clock (not mounted in production, where every client's time is the real time). */
export const getSandboxClock = defineRoute("getSandboxClock", ({ clocks }) => async ({ context }) => ({
  status: 200,
  body: { data: clockResource(await clocks.read(context)) },
}));
