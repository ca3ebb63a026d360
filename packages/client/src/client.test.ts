import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { clientTypes, TYPES_PATH } from "../scripts/client-types.ts";
import { createOnboardingClient } from "./index.ts";

describe("the typed client", () => {
  test("its committed types are exactly what `pnpm generate` writes from the committed document", async () => {
    expect(readFileSync(TYPES_PATH, "utf8") === (await clientTypes())).toBe(true);
    // openapi-typescript over the whole document: about 1.5 s on a quiet machine, several on a busy one.
  }, 30_000);

  test("sends a bearer token and an idempotency key on every write", async () => {
    const seen: Request[] = [];
    const client = createOnboardingClient({
      baseUrl: "http://api.test",
      accessToken: async () => "token-1",
      fetch: async (request: Request) => {
        seen.push(request);
        return new Response(JSON.stringify({ data: { id: "app_x", status: "INCOMPLETE" } }), {
          status: 201,
          headers: { "content-type": "application/json" },
        });
      },
    });
    await client.POST("/v1/applications/{application_id}/submit", { params: { path: { application_id: "app_x" } } });
    await client.GET("/v1/applications/{application_id}", { params: { path: { application_id: "app_x" } } });
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer token-1");
    expect(seen[0]?.headers.get("x-svc-idempotency-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.headers.get("x-svc-idempotency-id")).toBeNull();
  });
});
