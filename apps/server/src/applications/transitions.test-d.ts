import type { ApplicationStatus } from "@onboarding/core";
import { describe, expectTypeOf, test } from "vitest";
import { TRANSITIONS } from "./transitions.ts";

describe("the transition table follows core's statuses", () => {
  test("it is keyed by exactly the statuses of core's enum", () => {
    expectTypeOf<keyof typeof TRANSITIONS>().toEqualTypeOf<ApplicationStatus>();
  });

  test("a status the table does not handle fails to compile (as a status added to core's enum would)", () => {
    const { CANCELLED: _handled, ...withoutCancelled } = TRANSITIONS;
    // @ts-expect-error the table satisfies Record<ApplicationStatus, …> only with every status
    withoutCancelled satisfies Record<ApplicationStatus, unknown>;
    type WithNewStatus = ApplicationStatus | "ON_HOLD";
    // @ts-expect-error ON_HOLD, a status core does not have yet, is missing from the table
    const _extended: Record<WithNewStatus, unknown> = TRANSITIONS;
  });
});
