import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createPersistentDatabase, usingPostgres } from "../test/harness.ts";
import { freePort, listeningUrl, PROCESS_TEST_TIMEOUT_MS, type Run, runScript } from "../test/process.ts";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));

/** The README's block of shell lines that a newcomer pastes into a second terminal while `pnpm start` runs. */
function quickStartLines(): string {
  const readme = readFileSync(`${REPO}README.md`, "utf8");
  const start = readme.indexOf("```sh", readme.indexOf("these lines run as they are"));
  const end = readme.indexOf("```", start + 5);
  expect(start).toBeGreaterThan(0);
  return readme.slice(start + "```sh".length, end);
}

// Once per run: it does not depend on the store.
describe.skipIf(usingPostgres())("the README's quick start", () => {
  let server: Run;
  let database: { url: string; cleanup: () => Promise<void> };
  let port: number;
  beforeAll(async () => {
    database = await createPersistentDatabase();
    port = await freePort();
    server = runScript("src/main.ts", [], { DATABASE_URL: database.url, PORT: String(port), DEMO_CLIENT: "false" });
    await listeningUrl(server, PROCESS_TEST_TIMEOUT_MS);
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exit;
    await database.cleanup();
  });

  test(
    "its lines, run as written in a fresh shell, register a client, get a token and create an application",
    async () => {
      // Only the port differs from a newcomer's machine; `pnpm admin` finds the running server through DATABASE_URL.
      const lines = quickStartLines().replaceAll("localhost:3000", `localhost:${port}`);
      const { stdout } = await promisify(execFile)("bash", ["-euo", "pipefail", "-c", lines], {
        cwd: REPO,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: database.url },
      });
      expect(stdout).toMatch(/\{"data":\{"id":"app_\w+","status":"INCOMPLETE"\}\}/);
      expect(stdout).toContain('"customer_id":"jane-1"');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    "the review console's sign-in link it prints opens the queue",
    async () => {
      let link: string | undefined;
      while (!link) {
        link = /(http:\/\/localhost:\d+\/console\/sign-in\/link\/[\w-]+)/.exec(server.stdout())?.[1];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const opened = await fetch(link, { redirect: "manual" });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe("/console/queue");
      const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] as string;
      const queue = await fetch(`http://localhost:${port}/console/queue`, { headers: { cookie }, redirect: "manual" });
      expect(queue.status).toBe(200);
      expect(await queue.text()).toContain("demo.operator@example.com");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
