import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder: the nearest folder above this module that holds the migrations. This module sits two
 * levels below it as source (src/platform/paths.ts) and one level bundled (dist/main.js), so the same paths hold in
 * the repository and in a deployment.
 */
function serverDir(from = dirname(fileURLToPath(import.meta.url))): string {
  if (existsSync(join(from, "migrations")) && existsSync(join(from, "package.json"))) {
    return from;
  }
  const parent = dirname(from);
  if (parent === from) {
    throw new Error("The server's folder (the one with its migrations) is not above this module.");
  }
  return serverDir(parent);
}

const SERVER_ROOT = serverDir();
const fromServer = (path: string) => (path === "" ? `${SERVER_ROOT}/` : join(SERVER_ROOT, path));

/** The server package's folder (apps/server/), with a trailing slash. */
export const SERVER_DIR = fromServer("");

/** The numbered SQL migrations. */
export const MIGRATIONS_DIR = fromServer("migrations/");

/**
 * Small extracts of the published sanctions and PEP lists, in their publishers' formats (see its README): what
 * development screens against when no SCREENING_SOURCES is set, and what the tests use.
 */
export const SAMPLE_LISTS_DIR = fromServer("sample-lists/");

/** The built documentation site (`pnpm docs:build`), served at /docs (in the repository; deployments set DOCS_DIR). */
export const DEFAULT_DOCS_DIR = fromServer("../docs/src/.vitepress/dist");

/** Where `pnpm start` keeps the embedded database when DATABASE_URL is unset: .data/ of the repository. */
export const DEFAULT_DATA_DIR = fromServer("../../.data/pglite");

/** Development's generated secrets when the database is PostgreSQL: .data/ of the repository. */
export const DEV_SECRETS_FILE = fromServer("../../.data/dev-secrets.json");

/**
 * Makes `path` a folder only this user can open (mode 0700): created so, or tightened when it exists with access for
 * the group or others (the embedded database's data, the development secrets). True when it had to be tightened.
 */
export function privateDir(path: string): boolean {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  return tighten(path, 0o700);
}

/** Takes the group's and others' access away from an existing file or folder (to `mode`); true when there was some. */
export function tighten(path: string, mode: number): boolean {
  if ((statSync(path).mode & 0o077) === 0) {
    return false;
  }
  chmodSync(path, mode);
  return true;
}
