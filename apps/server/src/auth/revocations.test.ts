import { expect, test } from "vitest";
import { TestClock } from "../../test/harness.ts";
import type { Database } from "../db/database.ts";
import { Revocations } from "./revocations.ts";

test("while the database is down, token checks go on with what is known: no query per request, the refresh keeps trying", async () => {
  let queries = 0;
  const down = {
    query: async () => {
      queries++;
      throw new Error("connection refused");
    },
  } as unknown as Database;
  const revocations = new Revocations(down, new TestClock(), 60_000);
  try {
    await expect(revocations.refresh()).rejects.toThrow("connection refused");
    for (let n = 0; n < 5; n++) {
      await revocations.catchUp();
    }
    expect(queries).toBe(1);
  } finally {
    revocations.stop();
  }
});
