import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { useTestServer } from "../../test/harness.ts";

describe("the documentation site while it is being built", () => {
  const docsDir = join(mkdtempSync(join(tmpdir(), "onboarding-docs-")), "dist");
  const server = useTestServer({ env: { DOCS_DIR: docsDir } });
  afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

  test("before the site exists, /docs answers a page that says so and reloads itself; the API answers meanwhile", async () => {
    const response = await server.fetch("/docs/");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("retry-after")).toBe("10");
    const page = await response.text();
    expect(page).toContain("not built yet");
    expect(page).toContain('http-equiv="refresh"');
    expect((await server.fetch("/health/live")).status).toBe(200);
  });

  test("once the build has written the site, the same running server serves it", async () => {
    mkdirSync(docsDir, { recursive: true });
    writeFileSync(join(docsDir, "index.html"), "<!doctype html><title>Onboarding API</title>");
    const response = await server.fetch("/docs/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Onboarding API");
  });

  test("a path the site does not have answers the site's 404 page, in HTML with status 404, not the API's problem", async () => {
    mkdirSync(docsDir, { recursive: true });
    writeFileSync(join(docsDir, "index.html"), "<!doctype html><title>Onboarding API</title>");
    writeFileSync(join(docsDir, "404.html"), "<!doctype html><title>404 | Onboarding API</title><h1>PAGE NOT FOUND</h1>");
    for (const path of ["/docs/no-such-page", "/docs/reference/noSuchOperation", "/docs/guides/missing.md"]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.text(), path).toContain("PAGE NOT FOUND");
    }
    // The API's own unknown paths still answer problem+json.
    const api = await server.fetch("/v1/no-such-resource");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });
});
