import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ErrorCodeSchema, problemType } from "@onboarding/core";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const document = require("@onboarding/openapi/openapi.json") as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  webhooks?: Record<string, unknown>;
};
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

  test("every operation of the OpenAPI document has its reference page, with curl and a TypeScript example (the typed client's, or fetch for a public endpoint)", () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      const { operationId } = operation;
      const { security } = operation as { security?: unknown };
      const page = fileFor(`/docs/reference/${operationId}`);
      expect(existsSync(page), operationId).toBe(true);
      const text = readFileSync(page, "utf8").replace(/<[^>]+>/g, "");
      expect(text.includes("curl -X"), `${operationId}: a curl example`).toBe(true);
      // A public endpoint needs no credentials, which the client insists on: its example is a plain fetch.
      const typed = Array.isArray(security) && security.length === 0 ? "await fetch(" : "createOnboardingClient";
      expect(text.includes(typed), `${operationId}: a TypeScript example`).toBe(true);
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

  test("an operation's page starts with its request examples and its body's fields, and lists every status it answers", () => {
    const page = (operationId: string) =>
      readFileSync(fileFor(`/docs/reference/${operationId}`), "utf8")
        .replace(/<[^>]+>/g, "")
        .replaceAll("&quot;", '"');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, { operationId }] of Object.entries(methods)) {
        const text = page(operationId);
        const request = text.indexOf("curl -X");
        expect(request, operationId).toBeGreaterThan(0);
        expect(text.indexOf("All responses"), operationId).toBeGreaterThan(request);
        const responses = Object.keys(document.paths[path]?.[method]?.responses ?? {});
        for (const status of responses) {
          expect(text.slice(text.indexOf("All responses")), `${operationId} ${status}`).toContain(status);
        }
      }
    }
    // A create body's table says which fields are required; a merge patch's says every field is optional.
    const rows = (operationId: string) =>
      readFileSync(fileFor(`/docs/reference/${operationId}`), "utf8")
        .split("<tr>")
        .map((row) =>
          row
            .replace(/<[^>]+>/g, " ")
            .replace(/\s+/g, " ")
            .trim(),
        );
    const row = (operationId: string, field: string) => rows(operationId).find((line) => line.startsWith(`${field} `));
    expect(row("createSubscription", "url")).toMatch(/ yes .*max length 2048/);
    expect(row("createSubscription", "description")).toMatch(/ no /);
    expect(row("createApplication", "customer_details.first_name")).toBeDefined();
    expect(row("updateApplication", "customer_id")).toMatch(/ optional /);
    expect(rows("updateApplication").some((line) => / yes /.test(line) && line.startsWith("customer"))).toBe(false);
  });

  test("the standard headers and error responses are described once, on the page every operation links to", () => {
    const common = readFileSync(fileFor("/docs/reference/common-responses"), "utf8");
    for (const anchor of ["request-headers", "response-headers", "error-responses", "status-400", "status-429", "status-503"]) {
      expect(common, anchor).toContain(`id="${anchor}"`);
    }
    const page = readFileSync(fileFor("/docs/reference/createApplication"), "utf8");
    expect(page).toContain('href="./common-responses#status-409"');
    expect(page).not.toContain("RateLimit-Policy");
  });

  test("no link of the site leads to a page or file it does not have", () => {
    const pages = (dir: URL): URL[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? pages(new URL(`${entry.name}/`, dir)) : entry.name.endsWith(".html") ? [new URL(entry.name, dir)] : [],
      );
    const broken: string[] = [];
    for (const file of pages(DIST)) {
      const at = new URL(`/docs/${file.pathname.slice(DIST.pathname.length).replace(/(index)?\.html$/, "")}`, "http://site");
      for (const [, href] of readFileSync(file, "utf8").matchAll(/<a [^>]*href="([^"#?]+)[^"]*"/g)) {
        const target = new URL(href ?? "", at);
        if (target.host !== "site" || !target.pathname.startsWith("/docs/")) {
          continue;
        }
        const built = new URL(target.pathname.slice("/docs/".length), DIST);
        const exists = [built, new URL(`${built.href}.html`), new URL(`${built.href}index.html`)].some((candidate) =>
          existsSync(candidate),
        );
        if (!exists) {
          broken.push(`${at.pathname}: ${href}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  test("every event type of the document's webhooks section has its payload's fields and an example on one page", () => {
    const text = readFileSync(fileFor("/docs/reference/webhook-events"), "utf8").replace(/<[^>]+>/g, "");
    const types = Object.keys(document.webhooks ?? {});
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      const start = text.indexOf(`${type} event:`);
      expect(start, type).toBeGreaterThan(0);
      const section = text.slice(start);
      expect(section, type).toContain("event_id");
      expect(section, type).toContain(`"event_type": "${type}"`.replaceAll('"', "&quot;"));
    }
  });
});
