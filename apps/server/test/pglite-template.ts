import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../src/db/migrate.ts";
import { openPglite } from "../src/db/pglite.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite data directory: test databases start from it instead of an empty cluster. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup: making an empty PGlite cluster (its initdb) takes about 2 s, loading one from a dump a fraction of
 * that; every PGlite test database of the run starts from this one, made once and migrated.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "onboarding-pglite-template-"));
  // Migrated on disk through the server's own opening, then dumped from there.
  const db = await openPglite(join(dir, "data"), { maxQueue: 100, maxWaitMs: 60_000 });
  await migrate(db);
  await db.close();
  const pg = await PGlite.create({ dataDir: join(dir, "data", "pgdata") });
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir("none")).arrayBuffer()));
  await pg.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
