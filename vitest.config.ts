import { defineConfig } from "vitest/config";

const serverTests = ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"];

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
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"] } },
      { test: { name: "openapi", root: "packages/openapi", include: ["scripts/**/*.test.ts"] } },
      { test: { name: "docs", root: "apps/docs", include: ["*.test.ts"] } },
      { test: { name: "hosted-onboarding", root: "packages/hosted-onboarding", include: ["src/**/*.test.ts"] } },
      { test: { name: "architecture", root: "tooling/architecture", include: ["*.test.ts"], testTimeout: 60_000 } },
      {
        test: {
          name: "client",
          root: "packages/client",
          include: ["src/**/*.test.ts"],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
