import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { createDataDir, createPersistentDatabase, usingPostgres } from "../test/harness.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, runScript } from "../test/process.ts";

let databaseUrl: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ url: databaseUrl, cleanup } = await createPersistentDatabase());
});
afterAll(() => cleanup());

describe("the server process", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("starts, answers ready, and stops gracefully on SIGTERM", async () => {
    const server = runScript("src/main.ts", [], { DATABASE_URL: databaseUrl, PORT: "0" });
    const url = await listeningUrl(server);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
  });

  // Once per run (this and the next): neither depends on the store.
  test.skipIf(usingPostgres())("on its first start in development it creates a demo client and says how to get a token", async () => {
    // A new embedded database, as `pnpm start` makes in .data/ (made in advance: what takes seconds is PGlite's own).
    const dir = createDataDir({ migrated: false });
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const server = runScript("src/main.ts", [], { DATABASE_URL: dir, PORT: "0" });
    const url = await listeningUrl(server);
    const secret = /client_secret: (ocs_\S+)/.exec(server.stdout())?.[1];
    const clientId = /client_id: +(cli_\S+)/.exec(server.stdout())?.[1];
    expect(server.stdout()).toContain("a demo API client was created");
    const response = await fetch(`${url}/oauth/token?grant_type=client_credentials&scope=applications:read`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
    });
    expect(response.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  });

  test.skipIf(usingPostgres())("refuses to start on bad configuration, with a clear message", async () => {
    const server = runScript("src/main.ts", [], { PORT: "not-a-port", ONBOARDING_ENV: "staging" });
    expect(await server.exit).toBe(1);
    expect(server.stderr()).toContain("Invalid configuration");
    expect(server.stderr()).toContain("PORT");
    expect(server.stderr()).toContain("ONBOARDING_ENV");
  });
});
