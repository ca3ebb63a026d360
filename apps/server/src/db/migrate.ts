import { readdirSync, readFileSync } from "node:fs";
import { MIGRATIONS_DIR } from "../platform/paths.ts";
import type { Database } from "./database.ts";

// Any fixed number: serialises migrations of several instances starting at once on one PostgreSQL.
const MIGRATION_LOCK = 72_707_301;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files (0001_name.sql …), in order. The same files serve PostgreSQL and PGlite. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 4)), name: file.slice(5, -4), sql: readFileSync(`${dir}${file}`, "utf8") }));
}

/** Applies the pending migrations in one transaction; returns the names applied. */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const applied = new Set((await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map((row) => row.version));
    const names: string[] = [];
    for (const migration of migrations.filter((candidate) => !applied.has(candidate.version))) {
      for (const statement of splitStatements(migration.sql)) {
        await tx.query(statement);
      }
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
      names.push(`${String(migration.version).padStart(4, "0")}_${migration.name}`);
    }
    return names;
  });
}

/** Splits a migration into statements at semicolons that end a line (migrations keep one statement per block). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
