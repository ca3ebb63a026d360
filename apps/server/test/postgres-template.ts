import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate } from "../src/db/migrate.ts";
import { openDatabase } from "../src/db/open-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty database on TEST_DATABASE_URL's server: this run's PostgreSQL test databases are copies of it. */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the suite on PostgreSQL: migrating a new database takes about a second of the server's time (each
 * migration, statement by statement), copying a database a fraction of that. So a database is migrated here, once
 * per run, and each test database of the run is made as a copy of it (CREATE DATABASE … TEMPLATE): migrated and
 * empty, as before. Its name is the run's own, since other runs may share the server; it is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return;
  }
  const name = `test_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 1, maxQueue: 10, maxWaitMs: 60_000 });
  try {
    await migrate(db);
  } finally {
    // A database is copied only while nobody is connected to it.
    await db.close();
  }
  project.provide("postgresTemplate", name);
  return () => onServer(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function onServer<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
