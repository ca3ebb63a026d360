import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { whileLocked } from "../../../tooling/scripts/checkout-lock.ts";
import { individualApplication } from "../test/fixtures.ts";
import { createPostgresDatabase, usingPostgres } from "../test/harness.ts";
import { fetchToken } from "../test/oauth.ts";
import { GENEROUS_RATE_LIMITS, listeningUrl, type Run, runNode } from "../test/process.ts";

const REPO = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * `npm start` in `folder`, as an operator would run it, with a clean environment plus `env`: in a process group of its
 * own, so stopping it stops the server npm started too (killing npm alone leaves `node dist/main.js` running).
 */
function npmStart(folder: string, env: Record<string, string>): Run {
  const child = spawn("npm", ["start", "--silent"], {
    cwd: folder,
    detached: true,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", ...GENEROUS_RATE_LIMITS, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL (CI has one), or undefined without one. */
async function freshPostgresDatabase(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return undefined;
  }
  return (await createPostgresDatabase(adminUrl, "deploy")).url.toString();
}

// Once per suite: the deployment is the same whichever store the suite runs on.
describe.skipIf(usingPostgres())("the deployment folder", () => {
  let work: string;
  let folder: string;
  const running: Run[] = [];
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "onboarding-deploy-"));
    folder = join(work, "server");
    // apps/server/dist is shared with any other test run of this checkout: one builds and deploys at a time.
    whileLocked("server-build", () =>
      execFileSync("pnpm", ["deploy:server", folder], { cwd: REPO, stdio: "pipe", env: { ...process.env, CI: "true" } }),
    );
  }, 180_000);
  afterAll(async () => {
    for (const run of running) {
      // The whole group: npm and the server it started.
      try {
        process.kill(-(run.child.pid as number), "SIGKILL");
      } catch {
        // already gone
      }
      await run.exit;
    }
    rmSync(work, { recursive: true, force: true });
  });
  const started = (run: Run) => {
    running.push(run);
    return run;
  };

  test("holds the bundle and the production dependencies only: no test tools, no TypeScript loader, no embedded database", () => {
    expect(readdirSync(folder).sort()).toEqual(["dist", "migrations", "node_modules", "package-lock.json", "package.json", "vendor"]);
    const modules = readdirSync(join(folder, "node_modules"));
    expect(modules).not.toContain("vitest");
    expect(modules).not.toContain("tsx");
    // Production refuses the embedded database, so the deployment does not carry it (27 MB).
    expect(modules).not.toContain("@electric-sql");
    expect(existsSync(join(folder, "node_modules/.pnpm/node_modules/@electric-sql/pglite"))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe("node dist/main.js");
  });

  test("its package.json names each dependency as npm does (no workspace: or catalog:), the OpenAPI package by its copy in vendor/, with a package-lock.json", () => {
    const manifest = readFileSync(join(folder, "package.json"), "utf8");
    expect(manifest).not.toMatch(/workspace:|catalog:/);
    const { dependencies } = JSON.parse(manifest) as { dependencies: Record<string, string> };
    expect(dependencies["@onboarding/openapi"]).toBe("file:vendor/onboarding-openapi");
    expect(dependencies.express).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(readFileSync(join(folder, "package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages)).toContain("node_modules/express");
    expect(readFileSync(join(folder, "vendor/onboarding-openapi/openapi.yaml"), "utf8")).toContain("openapi: 3.1");
  });

  test("copied without its node_modules, npm ci installs it and npm start serves the API (on PostgreSQL) or says it needs PostgreSQL", async () => {
    const copy = join(work, "copy");
    for (const entry of ["dist", "migrations", "vendor", "package.json", "package-lock.json"]) {
      cpSync(join(folder, entry), join(copy, entry), { recursive: true });
    }
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], {
      cwd: copy,
      stdio: "pipe",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    });
    expect(readdirSync(join(copy, "node_modules"))).not.toContain("vitest");
    const databaseUrl = await freshPostgresDatabase();
    if (!databaseUrl) {
      const run = started(npmStart(copy, { PORT: "0", DEMO_CLIENT: "false" }));
      expect(await run.exit).not.toBe(0);
      expect(run.stderr()).toContain("Set DATABASE_URL=postgres://");
      return;
    }
    const url = await listeningUrl(started(npmStart(copy, { DATABASE_URL: databaseUrl, PORT: "0", DEMO_CLIENT: "false" })));
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    expect(await (await fetch(`${url}/openapi.yaml`)).text()).toContain("openapi: 3.1");
  }, 120_000);

  test("npm start without DATABASE_URL says in one line that the deployment needs PostgreSQL", async () => {
    const run = started(npmStart(folder, { PORT: "0", DEMO_CLIENT: "false" }));
    expect(await run.exit).not.toBe(0);
    expect(run.stderr()).toContain("Set DATABASE_URL=postgres://");
    expect(run.stderr()).not.toContain("    at "); // a message, not a stack trace
  });

  test("npm start on PostgreSQL serves the API: the deployment's CLI registers a client, which creates an application", async ({
    skip,
  }) => {
    const databaseUrl = await freshPostgresDatabase();
    if (!databaseUrl) {
      skip("no PostgreSQL (TEST_DATABASE_URL) to deploy against");
      return;
    }
    const env = { DATABASE_URL: databaseUrl, PORT: "0", DEMO_CLIENT: "false" };
    const url = await listeningUrl(started(npmStart(folder, env)));
    const admin = started(
      runNode(["dist/admin.js", "clients", "create", "--name", "Deployed", "--scopes", "applications:write", "--json"], env, folder),
    );
    expect(await admin.exit).toBe(0);
    const client = JSON.parse(admin.stdout()) as { client_id: string; client_secret: string };
    const accessToken = await fetchToken(url, client, "applications:write");
    const created = await fetch(`${url}/v1/applications`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(individualApplication()),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${url}/openapi.yaml`)).status).toBe(200);
  }, 90_000);
});
