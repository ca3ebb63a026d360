import { existsSync, rmSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createDataDir, createTestDatabase, TEST_ENCRYPTION_KEYS, TEST_PEPPER, usingPostgres } from "../test/harness.ts";
import { adminSocketPath } from "./admin/channel.ts";
import { loadConfig } from "./platform/config.ts";
import { openRuntime } from "./runtime.ts";

const configOn = (url: string) =>
  loadConfig({ DATABASE_URL: url, SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS, LOG_LEVEL: "silent" });

describe("the runtime", () => {
  test("closing it leaves open a database it was given (its owner closes it)", async () => {
    const given = await createTestDatabase();
    try {
      const runtime = await openRuntime({ config: configOn("memory://"), db: given.db });
      await runtime.listen(0, "127.0.0.1");
      await runtime.close();
      expect(await given.db.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await given.drop();
    }
  });

  // An embedded database on disk whatever the run's store: once per run.
  test.skipIf(usingPostgres())(
    "on an embedded database on disk: the admin channel is there while it runs; closed, both are released for the next process",
    async () => {
      const dir = createDataDir();
      try {
        const first = await openRuntime({ config: configOn(dir) });
        await first.adminChannel();
        expect(existsSync(adminSocketPath(dir))).toBe(true);
        await first.close();
        expect(existsSync(adminSocketPath(dir))).toBe(false);
        // The embedded database serves one process at a time: opening it again works only once the first let it go.
        const next = await openRuntime({ config: configOn(dir) });
        await next.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
