import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { whileLocked } from "../../../tooling/scripts/checkout-lock.ts";
import { exampleRegions, readmeBlocks } from "../test/client-readme.ts";
import { individualApplication } from "../test/fixtures.ts";
import { useTestServer } from "../test/harness.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BIN = join(ROOT, "node_modules/.bin");
const PACKAGES = ["core", "client", "openapi"];
/** A command's output; asynchronous, so that independent steps run side by side and the test server keeps answering. */
const run = async (command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv) =>
  (await promisify(execFile)(command, args, { cwd, encoding: "utf8", env: env ?? process.env, maxBuffer: 16 << 20 })).stdout;

/** An integrator's whole program with the three packages: only a client id and secret. */
const SCRIPT = `import { createOnboardingClient } from "@onboarding/client";
import { CreateApplicationRequestSchema } from "@onboarding/core";
import document from "@onboarding/openapi/openapi.json" with { type: "json" };

const client = createOnboardingClient({
  baseUrl: process.env.BASE_URL,
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  scopes: ["applications:read", "applications:write"],
});
const body = CreateApplicationRequestSchema.parse(JSON.parse(process.env.APPLICATION));
const created = await client.POST("/v1/applications", { body });
if (created.error) throw new Error(created.error.code);
const read = await client.GET("/v1/applications/{application_id}", {
  params: { path: { application_id: created.data.data.id } },
});
console.log(JSON.stringify({ id: read.data.data.id, status: read.data.data.status, version: document.info.version }));
`;

/**
 * The client README's first example (its first block: the import and the client built from the environment's
 * credentials), then the block showing the first calls, with the body they send: as a reader copies them.
 */
function readmeProgram(): string {
  const blocks = readmeBlocks();
  const regions = exampleRegions();
  const first = blocks[0] ?? "";
  const calls = blocks.find((block) => block.includes(regions.get("throwing-mode") ?? "\0"));
  expect(first).toContain(regions.get("credentials"));
  expect(calls).toBeDefined();
  return `${first}\nconst body = JSON.parse(process.env.APPLICATION);\n${calls}`;
}

type TypeProblem = { kind: string; entrypoint?: string; resolutionKind?: string };

/** The problems arethetypeswrong finds in a tarball on its default profile (it exits non-zero on any). */
async function typeProblems(tarball: string, cwd: string): Promise<TypeProblem[]> {
  const output = await run(join(BIN, "attw"), [tarball, "--format", "json"], cwd).catch((error: { stdout: string }) => error.stdout);
  // Grouped by kind.
  return Object.values((JSON.parse(output) as { problems: Record<string, TypeProblem[]> }).problems).flat();
}

const server = useTestServer();
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "onboarding-packages-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Once per run (it does not depend on the store): build, pack, lint the packages, install them with npm, use them.
describe.skipIf(process.env.TEST_STORE === "postgres")("the published packages", () => {
  test("core, client and openapi pack from a fresh clone with a README and a LICENSE (prepack builds; publint, attw), install with npm into an empty folder outside the workspace, where the client README's first example and a 20-line program run against a server", {
    timeout: 240_000,
  }, async () => {
    const tarballs = join(work, "tarballs");
    // The packages' dist/ is shared with any other test run of this checkout: one packs at a time.
    whileLocked("packages-build", () => {
      // As on a fresh clone: no build beforehand. Packing builds (prepack), so a tarball never lacks its code.
      for (const name of PACKAGES) {
        rmSync(join(ROOT, "packages", name, "dist"), { recursive: true, force: true });
      }
      // What `pnpm pack:packages` runs, into this test's folder: one pnpm builds and packs the three side by side.
      const filters = PACKAGES.flatMap((name) => ["--filter", `@onboarding/${name}`]);
      execFileSync("pnpm", [...filters, "pack", "--pack-destination", tarballs], { cwd: ROOT, stdio: "pipe" });
    });
    const packed = readdirSync(tarballs).map((file) => join(tarballs, file));
    expect(packed).toHaveLength(3);

    const app = join(work, "integrator");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "integrator", private: true, type: "module" }));
    // The checks of the tarballs and the install are independent: they run side by side.
    const [, , typeChecks] = await Promise.all([
      Promise.all(
        packed.map(async (tarball) =>
          expect((await run("tar", ["-tzf", tarball], work)).split("\n")).toEqual(
            expect.arrayContaining(["package/LICENSE", "package/README.md"]),
          ),
        ),
      ),
      Promise.all(packed.map(async (tarball) => expect(await run(join(BIN, "publint"), [tarball], work)).toContain("All good"))),
      Promise.all(packed.filter((tarball) => !tarball.includes("openapi")).map((tarball) => typeProblems(tarball, work))),
      run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...packed], app),
    ]);
    // The default profile: types resolve everywhere (node10 too); the one finding is that the packages are ESM
    // only, which it reports for require() from CommonJS (Node 20.19+ loads them so, as below).
    for (const problems of typeChecks) {
      expect(problems).toEqual([{ kind: "CJSResolvesToESM", entrypoint: ".", resolutionKind: "node16-cjs" }]);
    }

    const readme = readmeProgram();
    writeFileSync(join(app, "readme.js"), readme);
    writeFileSync(join(app, "main.js"), SCRIPT);
    writeFileSync(join(app, "require.cjs"), `console.log(typeof require("@onboarding/client").createOnboardingClient);\n`);
    expect(SCRIPT.trim().split("\n").length).toBeLessThanOrEqual(20);

    const credentials = await server.registerClient(["applications:read", "applications:write"]);
    const env = {
      PATH: process.env.PATH ?? "",
      BASE_URL: server.url,
      CLIENT_ID: credentials.clientId,
      CLIENT_SECRET: credentials.secret,
      APPLICATION: JSON.stringify(individualApplication()),
    };
    // Each program creates its own application (a customer id is used once).
    const [fromReadme, output, required] = await Promise.all([
      run(process.execPath, ["readme.js"], app, env),
      run(process.execPath, ["main.js"], app, { ...env, APPLICATION: JSON.stringify(individualApplication()) }),
      run(process.execPath, ["--no-warnings", "require.cjs"], app, env),
    ]);
    expect(fromReadme).toMatch(/^app_\w+ READY_FOR_SUBMISSION 1\n$/);
    expect(JSON.parse(output)).toMatchObject({ status: "READY_FOR_SUBMISSION", version: "0.1.0" });
    expect(required).toBe("function\n");
  });
});
