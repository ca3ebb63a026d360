import pg from "pg";

/**
 * A new database on the PostgreSQL server of `adminUrl`, named `<prefix>_<unique>`: empty, or a copy of the database
 * `template`.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ url: URL; name: string }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url, name };
}

/** Drops a database made by createPostgresDatabase, whoever is still connected to it. */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
