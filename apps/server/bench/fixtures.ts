import type { Config } from "../src/config.ts";
import type { Database } from "../src/db/database.ts";

export type Fixtures = Record<string, string>;

/** What the scenarios need that only the server process can make (it owns the database). */
export async function prepareFixtures(_context: { db: Database; config: Config; url: string }): Promise<Fixtures> {
  return {};
}
