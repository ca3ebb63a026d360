import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase } from "../test/harness.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, runScript } from "../test/process.ts";

let databaseUrl: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  // PGlite in memory belongs to this process; the child opens its own.
  if (databaseUrl === "memory://") {
    await database.drop();
    drop = async () => undefined;
  } else {
    drop = database.drop;
  }
});
afterAll(() => drop());

describe("the server process", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("starts, answers ready, and stops gracefully on SIGTERM", async () => {
    const server = runScript("src/main.ts", [], { DATABASE_URL: databaseUrl, PORT: "0" });
    const url = await listeningUrl(server);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
  });

  test("on its first start in development it creates a demo client and says how to get a token", async () => {
    const server = runScript("src/main.ts", [], { DATABASE_URL: "memory://", PORT: "0" });
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

  test("refuses to start on bad configuration, with a clear message", async () => {
    const server = runScript("src/main.ts", [], { PORT: "not-a-port", ONBOARDING_ENV: "staging" });
    expect(await server.exit).toBe(1);
    expect(server.stderr()).toContain("Invalid configuration");
    expect(server.stderr()).toContain("PORT");
    expect(server.stderr()).toContain("ONBOARDING_ENV");
  });
});

describe("pnpm admin", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("migrate applies the migrations", async () => {
    const admin = runScript("src/cli/admin.ts", ["migrate"], { DATABASE_URL: "memory://" });
    expect(await admin.exit).toBe(0);
    expect(admin.stdout()).toContain("Applied: 0001_catalog");
  });

  test("an unknown command prints the usage and fails", async () => {
    const admin = runScript("src/cli/admin.ts", ["frobnicate"], { DATABASE_URL: "memory://" });
    expect(await admin.exit).toBe(2);
    expect(admin.stderr()).toContain("Usage: pnpm admin");
  });
});
