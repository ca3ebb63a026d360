import { type Operation, operations } from "@onboarding/contract";
import { SCOPE_NAMES } from "@onboarding/core";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import type { z } from "zod";
import { arbitraryOf, type Json, pathsOf, replaceAt } from "../test/arbitraries.ts";
import { corporationApplication, TAX_NUMBER } from "../test/fixtures.ts";
import { basic, useClient, useTestServer } from "../test/harness.ts";

/** How many requests: a bounded number in `pnpm test`, as many as asked in `pnpm fuzz` (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** Values that broke services before: NUL, unpaired surrogates, huge and deep values, odd types. */
const hostile = fc.constantFrom<Json>(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "x".repeat(70_000),
  "💥".repeat(300),
  "",
  " ",
  "../../etc/passwd",
  "' OR 1=1 --",
  -1,
  0,
  1e308,
  3.5,
  true,
  null,
  [],
  {},
  { __proto__: { polluted: true } } as unknown as Json,
  JSON.parse(`${"[".repeat(30)}${"]".repeat(30)}`) as Json,
);

/** Percent-encoding; text that has no UTF-8 form (an unpaired surrogate) goes as the bytes a careless client sends. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%B0%80${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ""))}`;
  }
}

const derivable = (schema: z.ZodType | undefined) => {
  if (!schema) {
    return fc.constant<Json>({});
  }
  try {
    return arbitraryOf(schema) as fc.Arbitrary<Json>;
  } catch {
    return fc.constant<Json>({});
  }
};

const server = useTestServer();
const caller = useClient(server, SCOPE_NAMES.join(" "));
let applicationId: string;
beforeAll(async () => {
  const created = await server.authed(caller.token, "/v1/applications", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(corporationApplication()),
  });
  applicationId = ((await created.json()) as { data: { id: string } }).data.id;
});

const all = Object.values(operations as Record<string, Operation>);

describe("fuzzing every operation of the document", () => {
  test(`${RUNS} generated and mutated requests: never a 5xx, never personal data or an unhandled error in the logs`, {
    timeout: 600_000,
  }, async () => {
    const request = fc.integer({ min: 0, max: all.length - 1 }).chain((index) => {
      const operation = all[index] as Operation;
      const body = derivable(operation.request?.body?.schema);
      return fc.record({
        index: fc.constant(index),
        pathValue: fc.oneof(fc.constant(applicationId), hostile.map(String), fc.string()),
        queryValue: fc.oneof(
          fc.string(),
          hostile.map((value) => String(value)),
        ),
        body: body.chain((valid) => {
          const paths = pathsOf(valid);
          return paths.length === 0
            ? fc.oneof(fc.constant(valid), hostile)
            : fc.oneof(
                fc.constant(valid),
                fc.tuple(fc.constantFrom(...paths), hostile).map(([path, value]) => replaceAt(valid, path, value)),
                hostile,
              );
        }),
      });
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ index, pathValue, queryValue, body }) => {
        const operation = all[index] as Operation;
        const path = operation.path.replace(/\{(\w+)\}/g, () => encode(pathValue));
        const queryNames = Object.keys(operation.request?.query?.shape ?? {});
        const query = queryNames.length > 0 ? `?${queryNames[0]}=${encode(queryValue)}` : "";
        const headers: Record<string, string> = {};
        if (operation.auth.type === "bearer") {
          headers.authorization = `Bearer ${caller.token}`;
        } else if (operation.auth.type === "client") {
          headers.authorization = basic(caller.credentials.clientId, caller.credentials.secret);
        }
        let payload: string | undefined;
        if (operation.request?.body) {
          const type = operation.request.body.contentTypes[0];
          headers["content-type"] = type;
          payload =
            type === "application/x-www-form-urlencoded"
              ? new URLSearchParams(
                  Object.entries(typeof body === "object" && body !== null ? body : { token: String(body) }).map(
                    ([k, v]): [string, string] => [k, String(v)],
                  ),
                ).toString()
              : JSON.stringify(body);
        }
        const response = await fetch(`${server.url}${path}${query}`, { method: operation.method.toUpperCase(), headers, body: payload });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${operation.method.toUpperCase()} ${path}${query.slice(0, 60)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    // It reached the handlers, not only the guards: some requests succeeded, some were refused by validation.
    expect(
      [...statuses.keys()].some((status) => status < 300),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    const logged = server.logs.raw.join("\n");
    expect(server.logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(logged).not.toContain(TAX_NUMBER);
  });
});
