import { type OperationId, operations } from "@onboarding/contract";
import { expect } from "vitest";

/** Asserts that a response body is exactly what the contract says the operation answers with that status. */
export function expectConforms(operationId: OperationId, status: number, body: unknown): void {
  const response = (
    operations[operationId].responses as Record<
      number,
      { schema?: { safeParse: (value: unknown) => { success: boolean; error?: unknown } } }
    >
  )[status];
  expect(response, `${operationId} documents no ${status} response`).toBeDefined();
  const result = response?.schema?.safeParse(body);
  expect(result?.success, `${operationId} ${status}: ${JSON.stringify(result?.error)}`).toBe(true);
}
