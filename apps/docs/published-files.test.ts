import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { type Document, operationsOf } from "./scripts/document.ts";
import { POSTMAN_SCHEMA } from "./scripts/postman.ts";
import { POSTMAN_FILE } from "./scripts/publish-for-tools.ts";

const require = createRequire(import.meta.url);
const operations = operationsOf(require("@onboarding/openapi/openapi.json") as Document);
const DIST = fileURLToPath(new URL("./src/.vitepress/dist/", import.meta.url));
const read = (path: string) => readFileSync(join(DIST, path), "utf8");
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(DIST, join(dir, entry.name))],
  );

type Request = {
  method: string;
  url: { raw: string; host: string[]; path: string[]; variable: { key: string; value: string }[] };
  body?: { mode: string; raw?: string };
};
type Item = { id?: string; name: string; item?: Item[]; request?: Request };

describe("what the site publishes for tools", () => {
  test("llms.txt maps the site in the llms.txt format, every link to a Markdown copy that exists", () => {
    const text = read("llms.txt");
    expect(text).toMatch(/^# Onboarding API\n\n> .+\n/);
    expect(text).toContain("## Guides");
    expect(text).toContain("## API reference");
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1] ?? "");
    expect(links.length).toBeGreaterThan(operations.length);
    for (const link of links) {
      expect(link, link).toMatch(/^\/docs\/.+\.md$/);
      expect(existsSync(join(DIST, link.replace(/^\/docs\//, ""))), link).toBe(true);
    }
    for (const { operation } of operations) {
      expect(links).toContain(`/docs/reference/${operation.operationId}.md`);
    }
  });

  test("every page has a Markdown copy beside its HTML, plain Markdown with snippets inlined", () => {
    const pages = filesUnder(DIST).filter((file) => file.endsWith(".html") && file !== "404.html");
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const copy = page.replace(/\.html$/, ".md");
      expect(existsSync(join(DIST, copy)), copy).toBe(true);
      const markdown = read(copy);
      expect(markdown, copy).toMatch(/^#{1,3} /m);
      expect(markdown, copy).not.toMatch(/^---\n|^<<< |<!--@include|<Badge |^:::/m);
    }
    // The receiver's code is in its page's copy, not a reference to a file the reader does not have.
    expect(read("guides/webhook-receiver.md")).toContain("export function createReceiver");
    expect(read("reference/createApplication.md")).toContain("curl -X POST");
  });

  test("the Postman collection (v2.1) has one request per operation, each with its method, URL and variables", () => {
    const collection = JSON.parse(read(POSTMAN_FILE)) as {
      info: { name: string; schema: string };
      auth: { type: string };
      variable: { key: string }[];
      item: Item[];
    };
    expect(collection.info.schema).toBe(POSTMAN_SCHEMA);
    expect(collection.info.name).toBe("Onboarding API");
    expect(collection.auth.type).toBe("oauth2");
    expect(collection.variable.map((variable) => variable.key)).toEqual(expect.arrayContaining(["baseUrl", "clientId", "clientSecret"]));
    const requests = collection.item.flatMap((folder) => folder.item ?? []);
    expect(requests.map((item) => item.id).sort()).toEqual(operations.map(({ operation }) => operation.operationId).sort());
    for (const { path, method, operation } of operations) {
      const request = requests.find((item) => item.id === operation.operationId)?.request;
      expect(request?.method, operation.operationId).toBe(method.toUpperCase());
      expect(request?.url.raw, operation.operationId).toBe(`{{baseUrl}}${path.replace(/\{(\w+)\}/g, ":$1")}`);
      expect(request?.url.host).toEqual(["{{baseUrl}}"]);
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(
        request?.url.variable.map((variable) => variable.key),
        operation.operationId,
      ).toEqual(pathParameters.map((parameter) => parameter.name));
      if (request?.body?.mode === "raw") {
        expect(() => JSON.parse(request.body?.raw ?? ""), operation.operationId).not.toThrow();
      }
    }
  });

  test("the reference index links the collection and llms.txt where the site serves them", () => {
    const index = read("reference/index.html");
    expect(index).toContain(`href="/docs/${POSTMAN_FILE}"`);
    expect(index).toContain('href="/docs/llms.txt"');
  });
});
