import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { PGLITE_ONLY_TESTS, serverTests } from "../../vitest.config.ts";

const SERVER = fileURLToPath(new URL("../../apps/server/", import.meta.url));

/** The server's test files, as the server's projects find them (each of serverTests is `<folder>/**\/*.test.ts`). */
const serverTestFiles = [...new Set(serverTests.map((glob) => glob.split("/")[0] as string))].flatMap((folder) =>
  readdirSync(join(SERVER, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
    .map((entry) => relative(SERVER, join(entry.parentPath, entry.name))),
);

/** A file's code without its imports: what it does, not what it names. */
const codeOf = (file: string) => readFileSync(join(SERVER, file), "utf8").replace(/^import [^;]*;$/gms, "");

describe("the server's test files that run on the embedded database only (PGLITE_ONLY_TESTS in vitest.config.ts)", () => {
  test("each is one of the server's test files, named once", () => {
    expect(serverTestFiles.length).toBeGreaterThan(100);
    expect(PGLITE_ONLY_TESTS.filter((file) => !serverTestFiles.includes(file))).toEqual([]);
    expect(PGLITE_ONLY_TESTS.filter((file, at) => PGLITE_ONLY_TESTS.indexOf(file) !== at)).toEqual([]);
  });

  // (A file may still use TEST_DATABASE_URL's server itself: the deployment's test runs it on PostgreSQL, once per run.)
  test("none asks which store the run is on, but to skip on PostgreSQL: a test of PostgreSQL, or a value chosen by store, would never run", () => {
    const skipOnPostgres = /\.skipIf\((usingPostgres\(\)|process\.env\.TEST_STORE === "postgres")/g;
    const asksTheStore = /usingPostgres|TEST_STORE|statementsDuring/;
    expect(PGLITE_ONLY_TESTS.filter((file) => asksTheStore.test(codeOf(file).replace(skipOnPostgres, "")))).toEqual([]);
  });
});
