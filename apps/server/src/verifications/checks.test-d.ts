import type { VerificationCheck } from "@onboarding/core";
import { describe, expectTypeOf, test } from "vitest";
import { CHECKS } from "./checks.ts";
import { answering, type CheckAnswers, magicValueProvider, type ProviderOutcome, type VerificationProvider } from "./provider.ts";

declare const answers: CheckAnswers;
declare const outcome: ProviderOutcome;

describe("a check is declared once, and every provider built from answers answers it", () => {
  test("CHECKS is keyed by exactly the checks of core's enum", () => {
    expectTypeOf<keyof typeof CHECKS>().toEqualTypeOf<VerificationCheck>();
  });

  test("a check core adds fails to compile until CHECKS declares it", () => {
    type WithNewCheck = VerificationCheck | "CREDIT_HISTORY";
    // @ts-expect-error CREDIT_HISTORY, a check core does not have yet, is not declared
    CHECKS satisfies Record<WithNewCheck, unknown>;
  });

  test("a provider missing the answer of one check does not compile", () => {
    const { PEP: _pep, ...withoutPep } = answers;
    // @ts-expect-error PEP is not answered: there is no default that passes it
    answering("incomplete", withoutPep);
    expectTypeOf(answering("complete", answers)).toEqualTypeOf<VerificationProvider>();
    expectTypeOf(magicValueProvider).toEqualTypeOf<VerificationProvider>();
  });

  test("an answer is given only the subjects its check applies to", () => {
    answering("typed", {
      ...answers,
      IDENTITY: (subject) => {
        expectTypeOf(subject.kind).toEqualTypeOf<"PERSON">();
        return outcome;
      },
      TAX_ID: (subject) => {
        expectTypeOf(subject.kind).toEqualTypeOf<"PERSON" | "CORPORATION">();
        // @ts-expect-error a corporation has no first name: TAX_ID is also a check of corporations
        return subject.first_name === undefined ? outcome : outcome;
      },
      DOCUMENT: (subject) => {
        expectTypeOf(subject.kind).toEqualTypeOf<"DOCUMENT">();
        return outcome;
      },
    });
  });
});
