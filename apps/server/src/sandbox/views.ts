import type { SandboxClock } from "@onboarding/core";
import type { ClientClockReading } from "./client-clocks.ts";

/** The API's view of a client's clock. */
export const clockResource = (reading: ClientClockReading): SandboxClock => ({
  now: reading.now.toISOString(),
  real_now: reading.realNow.toISOString(),
  advanced_by_seconds: reading.offsetMs / 1000,
});
