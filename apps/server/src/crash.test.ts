import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { individualApplication } from "../test/fixtures.ts";
import { createPersistentDatabase, TEST_ENCRYPTION_KEYS, TEST_PEPPER } from "../test/harness.ts";
import { fetchToken } from "../test/oauth.ts";
import { listeningUrl, PROCESS_TEST_TIMEOUT_MS, runScript } from "../test/process.ts";

let databaseUrl: string;
let cleanup: () => Promise<void>;
const env = () => ({ DATABASE_URL: databaseUrl, PORT: "0", SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS });

beforeAll(async () => {
  ({ url: databaseUrl, cleanup } = await createPersistentDatabase());
});
afterAll(() => cleanup());

describe("a crash", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  test("every acknowledged write survives SIGKILL, and the restarted server serves it", async () => {
    const first = runScript("src/main.ts", [], env());
    const url = await listeningUrl(first);
    const clientId = /client_id: +(\S+)/.exec(first.stdout())?.[1] as string;
    const secret = /client_secret: (\S+)/.exec(first.stdout())?.[1] as string;
    const token = await fetchToken(url, { clientId, secret }, "applications:read applications:write");
    const acknowledged: string[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await fetch(`${url}/v1/applications`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(individualApplication()),
      });
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
    }
    first.child.kill("SIGKILL");
    await first.exit;

    const second = runScript("src/main.ts", [], env());
    try {
      const again = await listeningUrl(second);
      const listed = await fetch(`${again}/v1/applications?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      expect(listed.status).toBe(200);
      const ids = ((await listed.json()) as { data: { id: string }[] }).data.map((application) => application.id);
      expect(ids.sort()).toEqual(acknowledged.sort());
    } finally {
      second.child.kill("SIGTERM");
      await second.exit;
    }
  });
});
