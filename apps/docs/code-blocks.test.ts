import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { type ExampleModule, exampleModules, pageLineOf } from "./scripts/code-blocks.ts";

const SRC = fileURLToPath(new URL("src/", import.meta.url));
const BASE_TSCONFIG = fileURLToPath(new URL("../../tooling/tsconfig/base.json", import.meta.url));

/** Every Markdown page of the site: the guides and the pages generated into src/ (the suite's setup builds them). */
function pages(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith(".") || entry.name === "public" ? [] : pages(path);
    }
    return entry.name.endsWith(".md") ? [relative(SRC, path)] : [];
  });
}

/**
 * The compiler's messages on every module, as `page:line: message`: the modules are written beside the site (under
 * node_modules/.cache, so that `@onboarding/client` resolves as an integrator's import does) and checked in one
 * program with the repository's strict settings.
 */
function compile(modules: ExampleModule[]): string[] {
  const cache = join(SRC, "../node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, "code-blocks-"));
  try {
    const files = new Map<string, ExampleModule>();
    modules.forEach((module, index) => {
      const file = join(folder, `example-${index}.ts`);
      // A module, as an integrator's file of ESM is: top-level await and its own scope even without an import.
      writeFileSync(file, `${module.source}\nexport {};\n`);
      files.set(file, module);
    });
    const config = join(folder, "tsconfig.json");
    writeFileSync(config, JSON.stringify({ extends: BASE_TSCONFIG, compilerOptions: { strict: true }, include: ["*.ts"] }));
    const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!parsed) {
      throw new Error("The examples' tsconfig did not parse");
    }
    const program = ts.createProgram(parsed.fileNames, parsed.options);
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const module = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      if (!module || !diagnostic.file || diagnostic.start === undefined) {
        return `${diagnostic.file?.fileName ?? "tsconfig"}: ${message}`;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${module.name.replace(/:\d+$/, "")}:${pageLineOf(module, line)}: ${message}`;
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the site's TypeScript examples", () => {
  test("every ts block of every guide and reference page compiles under strict, with the published packages' types", () => {
    expect(existsSync(join(SRC, "reference/createApplication.md")), "the generated pages (pnpm docs:build)").toBe(true);
    const modules = pages().flatMap((page) => exampleModules(page, readFileSync(join(SRC, page), "utf8")));
    // Each guide with examples and each operation's page is there (the count catches a fence the parser misses).
    expect(modules.filter((module) => module.name.startsWith("reference/")).length).toBeGreaterThanOrEqual(40);
    expect(compile(modules)).toEqual([]);
  }, 120_000);

  test("a block that does not compile is reported with its page and line", () => {
    const page = "# A page\n\n```ts\nconst secret: string = process.env.WEBHOOK_SECRET;\n```\n";
    expect(compile(exampleModules("guides/broken.md", page))).toEqual([
      expect.stringMatching(/^guides\/broken\.md:4: Type 'string \| undefined' is not assignable to type 'string'/),
    ]);
  }, 60_000);

  test("a block after <!-- continues --> goes on from the block before it; any other block is a module of its own", () => {
    const page = "```ts\nconst a = 1;\n```\n\n<!-- continues -->\n\n```ts\nconst b: number = a;\n```\n\n```ts\nconst a = 2;\n```\n";
    expect(exampleModules("guides/steps.md", page).map((module) => [module.name, module.source])).toEqual([
      ["guides/steps.md:2", "const a = 1;\nconst b: number = a;"],
      ["guides/steps.md:12", "const a = 2;"],
    ]);
  });
});
