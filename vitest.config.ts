import { defineConfig } from "vitest/config";

const serverTests = ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Timeouts are a guard against a hang, never a measure of speed (that is `pnpm bench`): each is at least five times
 * what its test takes on a quiet machine, so that a suite beside another suite on a busy two-core machine still
 * passes. The server's tests wait on databases, sockets and child processes: two minutes each, three for a hook; the
 * few that take longer than 24 s on a quiet machine set their own (packaging, chaos, the browser, uploads).
 */
const SERVER_TIMEOUTS = { testTimeout: 120_000, hookTimeout: 180_000 };
/** The other packages' tests run in-process, within a few seconds at most. */
const PACKAGE_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * One run, every package. The server's suite runs on the embedded PGlite database and, when TEST_DATABASE_URL is
 * set (CI: PostgreSQL on 127.0.0.1:5432), once more against PostgreSQL.
 */
export default defineConfig({
  test: {
    globalSetup: ["tooling/scripts/build-docs.ts"],
    // Most tests wait on a database, a child process or a socket, not on the CPU: two files at a time keep two
    // cores busy (Vitest's default on two cores is one).
    maxWorkers: 2,
    projects: [
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"], ...PACKAGE_TIMEOUTS } },
      { test: { name: "openapi", root: "packages/openapi", include: ["scripts/**/*.test.ts"], ...PACKAGE_TIMEOUTS } },
      { test: { name: "docs", root: "apps/docs", include: ["*.test.ts"], ...PACKAGE_TIMEOUTS } },
      { test: { name: "hosted-onboarding", root: "packages/hosted-onboarding", include: ["src/**/*.test.ts"], ...PACKAGE_TIMEOUTS } },
      { test: { name: "architecture", root: "tooling/architecture", include: ["*.test.ts"], testTimeout: 120_000 } },
      {
        test: {
          name: "client",
          root: "packages/client",
          include: ["src/**/*.test.ts"],
          ...PACKAGE_TIMEOUTS,
          typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
        },
      },
      {
        test: {
          name: "server:pglite",
          root: "apps/server",
          include: serverTests,
          typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
          env: { TEST_STORE: "pglite" },
          globalSetup: ["test/pglite-template.ts", "test/server-bundle.ts"],
          ...SERVER_TIMEOUTS,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "server:postgres",
                root: "apps/server",
                include: serverTests,
                env: { TEST_STORE: "postgres" },
                globalSetup: ["test/server-bundle.ts"],
                ...SERVER_TIMEOUTS,
              },
            },
          ]
        : []),
    ],
  },
});
