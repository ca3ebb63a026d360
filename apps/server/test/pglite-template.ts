import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
    /** That migrated, empty data directory itself: tests that hand a directory to a child process start from a copy. */
    pgliteDataDir: string;
    /** The same before its migrations: a made cluster, nothing in it. */
    pgliteUnmigratedDataDir: string;
  }
}

/**
 * Global setup: making an empty PGlite cluster (its initdb) takes about 2 s, loading one from a dump a fraction of
 * that, and copying a data directory less still; every PGlite test database of the run starts from this one, made
 * once and migrated.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "onboarding-pglite-template-"));
  const unmigratedDir = join(dir, "unmigrated");
  const dataDir = join(dir, "data");
  // Made on disk through the server's own opening, copied, migrated, then dumped from there.
  const gate = { maxQueue: 100, maxWaitMs: 60_000 };
  await (await openPglite(unmigratedDir, gate)).close();
  cpSync(unmigratedDir, dataDir, { recursive: true });
  const db = await openPglite(dataDir, gate);
  await migrate(db);
  await db.close();
  const pg = await PGlite.create({ dataDir: join(dataDir, "pgdata") });
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir("none")).arrayBuffer()));
  await pg.close();
  project.provide("pgliteTemplate", file);
  project.provide("pgliteDataDir", dataDir);
  project.provide("pgliteUnmigratedDataDir", unmigratedDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
