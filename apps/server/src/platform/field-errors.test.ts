import { type Problem, ProblemSchema } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { individualApplication } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const caller = useClient(server, "applications:read applications:write");

const post = (body: string) =>
  server.authed(caller.token, "/v1/applications", { method: "POST", headers: { "content-type": "application/json" }, body });

/** An application with `count` members it does not have, k00000 to k…, each "k00000":1 (10 bytes). */
const withUnknownKeys = (count: number, value: unknown = 1) => {
  const application: Record<string, unknown> = individualApplication();
  for (let index = 0; index < count; index++) {
    application[`k${String(index).padStart(5, "0")}`] = value;
  }
  return JSON.stringify(application);
};

describe("a problem lists at most 100 field errors, and says how many it left out", () => {
  test("20,000 unknown members: 400 with the first 100 errors and errors_omitted 19,900, in a small body", async () => {
    const body = withUnknownKeys(20_000);
    expect(body.length).toBeGreaterThan(200_000);
    const response = await post(body);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(20_000);
    const problem = JSON.parse(text) as Problem;
    expect(ProblemSchema.safeParse(problem).success).toBe(true);
    expect(problem).toMatchObject({ code: "VALIDATION_FAILED", errors_omitted: 19_900 });
    expect(problem.detail).toBe("20000 parts of the request are invalid; errors lists the first 100.");
    expect(problem.errors).toHaveLength(100);
    expect(problem.errors?.[0]).toEqual({ pointer: "/k00000", code: "unknown_field", detail: "is not a field of this object" });
    expect(problem.errors?.[99]?.pointer).toBe("/k00099");
  });

  test("text that cannot be stored is capped the same way", async () => {
    const response = await post(withUnknownKeys(150, "a\u0000b"));
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.errors).toHaveLength(100);
    expect(problem.errors_omitted).toBe(50);
    expect(problem.errors?.[0]).toMatchObject({ pointer: "/k00000", code: "invalid_text" });
  });

  test("100 field errors are all listed, with no errors_omitted", async () => {
    const response = await post(withUnknownKeys(100));
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.errors).toHaveLength(100);
    expect(problem).not.toHaveProperty("errors_omitted");
    expect(problem.detail).toBe("100 parts of the request are invalid.");
  });

  test("the problem schema declares errors_omitted", () => {
    expect(Object.keys(ProblemSchema.shape)).toContain("errors_omitted");
  });
});
