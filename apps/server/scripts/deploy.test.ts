import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../test/fixtures.ts";
import { usingPostgres } from "../test/harness.ts";
import { fetchToken } from "../test/oauth.ts";
import { listeningUrl, type Run, runNode } from "../test/process.ts";

const REPO = fileURLToPath(new URL("../../..", import.meta.url));

// Once per suite: the deployment is the same whichever store the suite runs on.
describe.skipIf(usingPostgres())("the deployment folder", () => {
  let work: string;
  const running: Run[] = [];
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "onboarding-deploy-"));
  });
  afterAll(async () => {
    for (const run of running) {
      run.child.kill("SIGKILL");
      await run.exit;
    }
    rmSync(work, { recursive: true, force: true });
  });
  /** A built entry point of the deployment, run by plain node: no TypeScript loader, no workspace. */
  const runBuilt = (folder: string, entry: string, args: string[], env: Record<string, string>) => {
    const run = runNode([entry, ...args], env, folder);
    running.push(run);
    return run;
  };

  test("pnpm deploy:server makes a folder of production dependencies that plain node starts, and it creates an application", async () => {
    const folder = join(work, "server");
    execFileSync("pnpm", ["deploy:server", folder], { cwd: REPO, stdio: "pipe", env: { ...process.env, CI: "true" } });
    const entries = readdirSync(folder).sort();
    expect(entries).toEqual(["dist", "migrations", "node_modules", "package.json"]);
    // Production dependencies only: no test runner, no TypeScript loader, no workspace sources.
    const modules = readdirSync(join(folder, "node_modules"));
    expect(modules).not.toContain("vitest");
    expect(modules).not.toContain("tsx");

    const env = { DATABASE_URL: join(work, "data"), PORT: "0", DEMO_CLIENT: "false", LOG_LEVEL: "info" };
    const url = await listeningUrl(runBuilt(folder, "dist/main.js", [], env));
    // The operator CLI of the deployment, through the running server (it owns the embedded database).
    const admin = runBuilt(
      folder,
      "dist/admin.js",
      ["clients", "create", "--name", "Deployed", "--scopes", "applications:write", "--json"],
      env,
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
  }, 180_000);
});
