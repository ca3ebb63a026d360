import { z } from "zod";
import { TimestampSchema } from "./formats.ts";

/** How far ahead of real time a client's sandbox clock may run: two years, of 365 days each. */
export const SANDBOX_CLOCK_MAX_AHEAD_SECONDS = 2 * 365 * 86_400;

export const SandboxClockSchema = z
  .strictObject({
    now: TimestampSchema.meta({
      description: "The time on your client's clock: what session expiry and review deadlines compare with.",
      example: "2026-11-22T11:15:30.000Z",
    }),
    real_now: TimestampSchema.meta({ description: "The real time.", example: "2026-11-22T10:15:30.000Z" }),
    advanced_by_seconds: z.number().min(0).max(SANDBOX_CLOCK_MAX_AHEAD_SECONDS).meta({
      description:
        "How far your clock runs ahead of real time, in seconds (milliseconds as decimals): now − real_now. 0 when it runs at real time.",
      example: 3600,
    }),
  })
  .meta({
    id: "SandboxClock",
    description:
      "Your client's clock in development and sandbox. It runs at real speed, ahead of real time by what you advanced it; everything that waits on time reads it (onboarding sessions' expiry, review deadlines), and events carry its time as simulated_date while it is ahead.",
  });
export type SandboxClock = z.infer<typeof SandboxClockSchema>;

export const AdvanceSandboxClockSchema = z
  .strictObject({
    seconds: z.number().int().min(1).optional().meta({ description: "How far to move the clock forward, in seconds.", example: 3600 }),
    to: TimestampSchema.optional().meta({
      description: "The time to move the clock to: later than the clock's now.",
      example: "2026-11-23T10:00:00.000Z",
    }),
  })
  .meta({
    id: "AdvanceSandboxClockRequest",
    description: `Exactly one of seconds and to. The clock moves forward only, and at most ${SANDBOX_CLOCK_MAX_AHEAD_SECONDS / 86_400} days (two years) ahead of real time; anything else is 422 INVALID_CLOCK_CHANGE.`,
    // A whole example: one made of each member's example would give both, which is refused.
    example: { seconds: 3600 },
  });
export type AdvanceSandboxClock = z.infer<typeof AdvanceSandboxClockSchema>;

const count = (what: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta({ description: `How many ${what} were deleted.`, example: 2 });

export const SandboxResetSchema = z
  .strictObject({
    deleted: z
      .strictObject({
        applications: count("applications"),
        individuals: count("individuals of corporate applications"),
        documents: count("documents, with their content"),
        verifications: count("verification checks"),
        review_cases: count("review cases, with their notes"),
        onboarding_sessions: count("onboarding sessions"),
        screenings: count("direct screenings (POST /v1/screenings)"),
        customers: count("customers, with their monitoring"),
        customer_alerts: count("customers' monitoring alerts"),
        accounts: count("accounts"),
        events: count("events"),
        deliveries: count("webhook deliveries, with their attempts"),
      })
      .meta({ description: "What the reset deleted, by kind." }),
  })
  .meta({
    id: "SandboxReset",
    description:
      "What a sandbox reset deleted of your client's data. Your credentials, webhook subscriptions, branding and clock are kept, and so is the platform's audit trail.",
  });
export type SandboxReset = z.infer<typeof SandboxResetSchema>;
