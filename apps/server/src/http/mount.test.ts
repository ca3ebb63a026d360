import { operations } from "@onboarding/contract";
import { SCOPE_NAMES } from "@onboarding/core";
import document from "@onboarding/openapi/openapi.json" with { type: "json" };
import { describe, expect, test } from "vitest";
import { basic, PRODUCTION_ENV, useTestServer } from "../../test/harness.ts";
import { routes } from "../routes/index.ts";

type Paths = Record<string, Record<string, { operationId: string }>>;
const documentOperations = Object.values(document.paths as unknown as Paths).flatMap((methods) =>
  Object.values(methods).map((operation) => operation.operationId),
);

const development = useTestServer();
// A further instance on the same database.
const production = useTestServer({ env: PRODUCTION_ENV, on: development });

describe("the server is mounted from the contract", () => {
  test("every operation of the document has a handler, and every handler an operation", () => {
    const handlers = Object.values(routes).map((route) => route.operationId);
    expect(handlers.sort()).toEqual([...documentOperations].sort());
    expect(Object.keys(operations).sort()).toEqual([...documentOperations].sort());
  });

  test("in development every operation of the document is mounted", () => {
    expect([...development.app.mountedOperations].sort()).toEqual([...documentOperations].sort());
  });

  test("in production the sandbox decision route is absent (404)", async () => {
    expect(production.app.mountedOperations).not.toContain("decideApplication");
    const response = await production.fetch("/v1/sandbox/applications/app_x/decision", { method: "POST" });
    expect(response.status).toBe(404);
  });

  test("no operation of the contract answers 501: each is built", async () => {
    const token = await development.token(SCOPE_NAMES.join(" "));
    for (const operation of Object.values(operations)) {
      const path = operation.path.replace(/\{\w+\}/g, "x");
      const init: RequestInit = { method: operation.method.toUpperCase(), headers: { "content-type": "application/json" } };
      if ("request" in operation && "body" in operation.request) {
        init.body = "{}";
      }
      const response =
        operation.auth.type === "bearer"
          ? await development.authed(token, path, init)
          : await development.fetch(path, { ...init, headers: { authorization: basic("nobody", "nothing") } });
      expect(response.status, `${operation.operationId} answered ${response.status}`).not.toBe(501);
    }
  });

  test("the OpenAPI document is served at /openapi.json", async () => {
    const response = await development.fetch("/openapi.json");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(document);
  });
});
