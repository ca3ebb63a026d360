import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ErrorCodeSchema, problemType } from "@onboarding/core";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const document = require("@onboarding/openapi/openapi.json") as { paths: Record<string, Record<string, { operationId: string }>> };
const DIST = new URL("./src/.vitepress/dist/", import.meta.url);
/** The built file that answers a URL path under /docs (clean URLs: `x` is `x.html`, `x/` is `x/index.html`). */
const fileFor = (path: string) => {
  const relative = path.replace(/^\/docs\//, "");
  return new URL(relative === "" || relative.endsWith("/") ? `${relative}index.html` : `${relative}.html`, DIST);
};

describe("the built documentation site", () => {
  test("every problem type the contract can produce has its page", () => {
    for (const code of ErrorCodeSchema.options) {
      const type = problemType(code, "http://localhost:3000/docs");
      const page = fileFor(new URL(type).pathname);
      expect(existsSync(page), `${code}: ${type}`).toBe(true);
      expect(readFileSync(page, "utf8").includes(code), code).toBe(true);
    }
  });

  test("every operation of the OpenAPI document has its reference page, with curl and a typed-client example", () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(30);
    for (const { operationId } of operations) {
      const page = fileFor(`/docs/reference/${operationId}`);
      expect(existsSync(page), operationId).toBe(true);
      const text = readFileSync(page, "utf8").replace(/<[^>]+>/g, "");
      expect(text.includes("curl -X"), `${operationId}: a curl example`).toBe(true);
      expect(text.includes("createOnboardingClient"), `${operationId}: a typed-client example`).toBe(true);
    }
  });

  test("the curl examples of the form endpoints send their own fields: the grant and scope, or the token", () => {
    const text = (operationId: string) =>
      readFileSync(fileFor(`/docs/reference/${operationId}`), "utf8")
        .replace(/<[^>]+>/g, "")
        .replaceAll("&quot;", '"');
    expect(text("issueToken")).toContain('--data-urlencode "grant_type=client_credentials"');
    expect(text("issueToken")).toContain('--data-urlencode "scope=');
    expect(text("issueToken")).not.toContain("token=$ACCESS_TOKEN");
    for (const operationId of ["revokeToken", "introspectToken"]) {
      expect(text(operationId)).toContain('--data-urlencode "token=$ACCESS_TOKEN"');
    }
  });

  test("it is self-contained: no page loads anything from another host", () => {
    for (const path of ["/docs/", "/docs/guides/quick-start", "/docs/reference/createApplication", "/docs/errors/"]) {
      const html = readFileSync(fileFor(path), "utf8");
      const external = [...html.matchAll(/(?:src|href)="(https?:\/\/[^"]+)"/g)]
        .map((match) => match[1])
        .filter((url) => !url?.startsWith("http://localhost"));
      expect(external, path).toEqual([]);
    }
  });
});
