import { CreateApplicationRequestSchema } from "@onboarding/core";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { arbitraryOf, pathsOf, pointer, replaceAt } from "../../test/arbitraries.ts";
import { unique } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";

const server = useTestServer();
const client = useClient(server, "applications:write");

type Json = Parameters<typeof pathsOf>[0];
const validPayloads = arbitraryOf(CreateApplicationRequestSchema).map((payload) => ({
  ...(payload as Record<string, Json>),
  customer_id: unique("prop"),
  account_to_open: { account_id: unique("acct"), product_id: "PAYMENT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
}));

/** Wrong values for any place: the wrong type, an over-long string, an unknown enum value. */
const wrongValues = fc.constantFrom<Json>(42, true, "x".repeat(5000), { unexpected: 1 }, ["list"], "NOT_A_VALUE_OF_ANY_ENUM");

describe("every validation rule of the schemas, through HTTP (property-based)", () => {
  test("payloads generated from the schemas are accepted: 201", async () => {
    await fc.assert(
      fc.asyncProperty(validPayloads, async (payload) => {
        const response = await client.post("/v1/applications", payload);
        expect(response.status, JSON.stringify(response.body)).toBe(201);
      }),
      { numRuns: 40 },
    );
  });

  test("one wrong value anywhere: 400 with a pointer at it (or inside it), never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        validPayloads.chain((payload) => fc.tuple(fc.constant(payload), fc.constantFrom(...pathsOf(payload as Json)), wrongValues)),
        async ([payload, path, wrong]) => {
          const mutated = replaceAt(payload as Json, path, wrong);
          fc.pre(!CreateApplicationRequestSchema.safeParse(mutated).success);
          const response = await client.post("/v1/applications", mutated);
          expect(response.status).toBe(400);
          const pointers = (response.body.errors as { pointer: string }[]).map((error) => error.pointer);
          const target = pointer(path);
          expect(
            pointers.some((candidate) => candidate === target || candidate.startsWith(`${target}/`) || target.startsWith(`${candidate}/`)),
            `${target} in ${pointers}`,
          ).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("an unknown key in any object: 400 pointing at it", async () => {
    await fc.assert(
      fc.asyncProperty(validPayloads, async (payload) => {
        const objects = [[], ...pathsOf(payload as Json)].filter((path) => {
          const value = path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, payload as Json);
          return value !== null && typeof value === "object" && !Array.isArray(value);
        });
        const path = objects[objects.length - 1] as (string | number)[];
        const target = path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, payload as Json) as Record<
          string,
          Json
        >;
        const response = await client.post("/v1/applications", replaceAt(payload as Json, path, { ...target, surprise_field: "x" }));
        expect(response.status).toBe(400);
        expect(response.body.errors).toContainEqual(
          expect.objectContaining({ pointer: `${pointer(path)}/surprise_field`, code: "unknown_field" }),
        );
      }),
      { numRuns: 20 },
    );
  });

  test("arbitrary JSON bodies never get a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), async (body) => {
        const response = await client.post("/v1/applications", body);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
