import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { whileLocked } from "../../../tooling/scripts/checkout-lock.ts";
import { individualApplication } from "../test/fixtures.ts";
import { useTestServer } from "../test/harness.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BIN = join(ROOT, "node_modules/.bin");
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** An integrator's whole program: only a client id and secret. */
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

const server = useTestServer();
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "onboarding-packages-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Once per run (it does not depend on the store): build, pack, lint the packages, install them with npm, use them.
describe.skipIf(process.env.TEST_STORE === "postgres")("the published packages", () => {
  test("core, client and openapi pack cleanly from a fresh clone (prepack builds; publint, attw), install with npm into an empty folder, and a 20-line program creates and reads an application", {
    timeout: 240_000,
  }, async () => {
    const tarballs = join(work, "tarballs");
    // The packages' dist/ is shared with any other test run of this checkout: one packs at a time.
    whileLocked("packages-build", () => {
      for (const name of ["core", "client", "openapi"]) {
        const dir = join(ROOT, "packages", name);
        // As on a fresh clone: no build beforehand. Packing builds (prepack), so a tarball never lacks its code.
        rmSync(join(dir, "dist"), { recursive: true, force: true });
        run("pnpm", ["pack", "--pack-destination", tarballs], dir);
      }
    });
    const packed = readdirSync(tarballs).map((file) => join(tarballs, file));
    expect(packed).toHaveLength(3);
    for (const tarball of packed) {
      expect(run(join(BIN, "publint"), [tarball], work)).toContain("All good");
      if (!tarball.includes("openapi")) {
        run(join(BIN, "attw"), [tarball, "--profile", "esm-only"], work); // exits non-zero on any problem
      }
    }

    const app = join(work, "integrator");
    mkdirSync(app);
    run("npm", ["init", "-y"], app);
    run("npm", ["pkg", "set", "type=module"], app);
    run("npm", ["install", "--no-audit", "--no-fund", ...packed], app);
    writeFileSync(join(app, "main.js"), SCRIPT);
    expect(SCRIPT.trim().split("\n").length).toBeLessThanOrEqual(20);

    const credentials = await server.registerClient(["applications:read", "applications:write"]);
    // Asynchronously: the server answering the program runs in this process.
    const { stdout: output } = await promisify(execFile)(process.execPath, ["main.js"], {
      cwd: app,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        BASE_URL: server.url,
        CLIENT_ID: credentials.clientId,
        CLIENT_SECRET: credentials.secret,
        APPLICATION: JSON.stringify(individualApplication()),
      },
    });
    expect(JSON.parse(output)).toMatchObject({ status: "READY_FOR_SUBMISSION", version: "0.1.0" });
  });
});
