import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

type Graph = { circular(): string[][]; obj(): Record<string, string[]> };
const madge = createRequire(import.meta.url)("madge") as (paths: string[], config: Record<string, unknown>) => Promise<Graph>;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SERVER = "apps/server/src/";

const graph = await madge(
  ["apps", "packages"].map((dir) => join(ROOT, dir)),
  { baseDir: ROOT, fileExtensions: ["ts"], excludeRegExp: [/node_modules/, /\/dist\//] },
);
const imports = graph.obj();

const isTest = (file: string) => /\.test(-d)?\.ts$|\.test\.\w+\.ts$/.test(file) || file.includes("/test/");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !isTest(file));
}

describe("the shape of the code", () => {
  test("no import cycle anywhere in apps/ and packages/", () => {
    expect(Object.keys(imports).length).toBeGreaterThan(100);
    expect(graph.circular()).toEqual([]);
  });

  test("the server's domain (applications, auth, db and the other aggregates) never imports the HTTP layer (the routes, the hosted page, the console)", () => {
    const domain = Object.keys(imports).filter(
      (file) =>
        file.startsWith(SERVER) &&
        !isTest(file) &&
        !/^apps\/server\/src\/(http|routes|onboarding-page|console|admin|cli)\/|\/(app|main|services)\.ts$/.test(file),
    );
    expect(domain.length).toBeGreaterThan(30);
    const offending = domain.flatMap((file) =>
      (imports[file] ?? [])
        .filter((target) => target.startsWith(`${SERVER}http/`) || target.startsWith(`${SERVER}routes/`))
        .map((target) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  test("nothing imports app.ts but the composition root, the tests and the benchmarks", () => {
    const importers = Object.entries(imports)
      .filter(([file, targets]) => targets.includes(`${SERVER}app.ts`) && !isTest(file) && !file.startsWith("apps/server/bench/"))
      .map(([file]) => file);
    expect(importers).toEqual([`${SERVER}runtime.ts`]);
  });

  test("SQL statements live only in *-store.ts files and the database infrastructure (src/db/)", () => {
    const sql = /\b(SELECT\s|INSERT INTO\s|UPDATE\s+\w+\s+SET\s|DELETE FROM\s)/;
    const files = sourceFiles(SERVER).filter((file) => !file.endsWith("-store.ts") && !file.startsWith(`${SERVER}db/`));
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((file) => sql.test(readFileSync(join(ROOT, file), "utf8")))).toEqual([]);
  });

  test("workspace dependencies point down: core → hosted-onboarding, contract → openapi → client, server", () => {
    const order = [
      "@onboarding/tsconfig",
      "@onboarding/core",
      "@onboarding/hosted-onboarding",
      "@onboarding/contract",
      "@onboarding/openapi",
      "@onboarding/client",
      "@onboarding/server",
    ];
    for (const dir of [
      "packages/core",
      "packages/hosted-onboarding",
      "packages/contract",
      "packages/openapi",
      "packages/client",
      "apps/server",
    ]) {
      const manifest = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8"));
      const rank = order.indexOf(manifest.name);
      const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
      const upward = dependencies.filter((name) => name.startsWith("@onboarding/") && order.indexOf(name) >= rank);
      expect(upward, `${manifest.name} depends on a package at or above its level`).toEqual([]);
    }
  });

  test("the document declares what every /v1 operation may answer by rule: 409 and 422 with an idempotency key, 408, 413 and 415 with a body", () => {
    const document = JSON.parse(readFileSync(join(ROOT, "packages/openapi/openapi.json"), "utf8")) as {
      paths: Record<
        string,
        Record<string, { operationId: string; parameters?: { name: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths).filter(([path]) => path.startsWith("/v1/"))) {
      for (const operation of Object.values(methods)) {
        const needed = [
          ...(operation.parameters?.some((parameter) => parameter.name === "x-svc-idempotency-id") ? ["409", "422"] : []),
          ...(operation.requestBody ? ["408", "413", "415"] : []),
        ];
        missing.push(
          ...needed.filter((status) => !(status in operation.responses)).map((status) => `${operation.operationId} (${path}): ${status}`),
        );
      }
    }
    expect(missing).toEqual([]);
  });

  test("one word names each group of operations: its contract file, its route folder and its tag (in any case)", async () => {
    // A tag of several words ("Onboarding sessions") is the kebab-case name of its file and folder.
    const wordOf = (tag: string) => tag.toLowerCase().replaceAll(" ", "-");
    const CONTRACT = "packages/contract/src/operations/";
    const ROUTES = `${SERVER}routes/`;
    // Where each operation is defined, and the tags it carries.
    const defined = new Map<string, { group: string; tags: readonly string[] }>();
    for (const file of readdirSync(join(ROOT, CONTRACT)).filter((name) => name.endsWith(".ts"))) {
      const module: Record<string, { operationId?: string; tags?: readonly string[] }> = await import(join(ROOT, CONTRACT, file));
      for (const operation of Object.values(module).filter((value) => typeof value?.operationId === "string")) {
        defined.set(operation.operationId as string, { group: file.replace(/\.ts$/, ""), tags: operation.tags ?? [] });
      }
    }
    // Where each operation's route is: the module that calls defineRoute("<operationId>", …).
    const routed = new Map<string, string>();
    for (const file of sourceFiles(ROUTES)) {
      for (const [, operationId] of readFileSync(join(ROOT, file), "utf8").matchAll(/defineRoute\(\s*"(\w+)"/g)) {
        routed.set(operationId as string, relative(join(ROOT, ROUTES), join(ROOT, file)).split("/")[0] as string);
      }
    }
    expect(defined.size).toBeGreaterThan(30);
    const mismatches = [...defined].flatMap(([operationId, { group, tags }]) => {
      const found = [];
      if (routed.get(operationId) !== group) {
        found.push(`${operationId}: defined in operations/${group}.ts, routed in routes/${routed.get(operationId)}/`);
      }
      if (tags.length !== 1 || wordOf(tags[0] ?? "") !== group) {
        found.push(`${operationId}: defined in operations/${group}.ts, tagged ${JSON.stringify(tags)}`);
      }
      return found;
    });
    expect(mismatches).toEqual([]);
    expect([...routed.keys()].filter((operationId) => !defined.has(operationId))).toEqual([]);
    // The document declares one tag per group (the docs' sidebar groups), and no other.
    const document = JSON.parse(readFileSync(join(ROOT, "packages/openapi/openapi.json"), "utf8")) as { tags: { name: string }[] };
    const groups = [...new Set([...defined.values()].map(({ group }) => group))].sort();
    expect(document.tags.map(({ name }) => wordOf(name)).sort()).toEqual(groups);
  });

  test("no import loop between the server's folders: the arrows between them point one way", () => {
    // Nodes: each folder directly under src/, and each file beside those folders as a node of its own. The files
    // there are either leaves every folder uses (errors, ids, clock, service-context …) or the composition that uses
    // every folder (app, services, main …): as one node they would put every folder in a loop and hide the real ones.
    const nodeOf = (file: string) => file.slice(SERVER.length).replace(/\/.*/, "/");
    const arrows = new Map<string, Map<string, string>>();
    for (const [file, targets] of Object.entries(imports).filter(([file]) => file.startsWith(SERVER) && !isTest(file))) {
      for (const target of targets.filter((target) => target.startsWith(SERVER) && !isTest(target))) {
        const [from, to] = [nodeOf(file), nodeOf(target)];
        const out = arrows.get(from) ?? new Map<string, string>();
        arrows.set(from, out);
        if (from !== to && !out.has(to)) {
          out.set(to, `${file} → ${target}`);
        }
      }
    }
    expect(arrows.size).toBeGreaterThan(15);
    const reaches = (from: string, goal: string, seen = new Set<string>()): boolean => {
      if (from === goal || seen.has(from)) {
        return from === goal;
      }
      seen.add(from);
      return [...(arrows.get(from)?.keys() ?? [])].some((next) => reaches(next, goal, seen));
    };
    // Every arrow on a loop, with one import that draws it.
    const looping = [...arrows].flatMap(([from, out]) =>
      [...out].filter(([to]) => reaches(to, from)).map(([to, example]) => `${from} → ${to} (${example})`),
    );
    expect(looping).toEqual([]);
  });

  test("stores import no views: what the API shows is rendered above them and handed in", () => {
    const stores = Object.keys(imports).filter((file) => file.startsWith(SERVER) && file.endsWith("-store.ts"));
    expect(stores.length).toBeGreaterThan(10);
    const offending = stores.flatMap((store) =>
      (imports[store] ?? []).filter((target) => target.endsWith("/views.ts")).map((target) => `${store} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  test("outside applications/, the server reaches applications through its entrance only (the routes may use its views)", () => {
    const APPLICATIONS = `${SERVER}applications/`;
    const offending = Object.entries(imports)
      .filter(([file]) => file.startsWith(SERVER) && !file.startsWith(APPLICATIONS) && !isTest(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => target.startsWith(APPLICATIONS) && target !== `${APPLICATIONS}index.ts`)
          .filter((target) => !(file.startsWith(`${SERVER}routes/`) && target === `${APPLICATIONS}views.ts`))
          .map((target) => `${file} → ${target}`),
      );
    const entering = Object.entries(imports).filter(
      ([file, targets]) => file.startsWith(SERVER) && !file.startsWith(APPLICATIONS) && targets.includes(`${APPLICATIONS}index.ts`),
    );
    expect(entering.length).toBeGreaterThan(3);
    expect(offending).toEqual([]);
  });
});
