import { configDefaults, defineConfig } from "vitest/config";

const serverTests = ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"];

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
 * The server's test files that need a process of their own: each replaces a module (`vi.mock`) or depends on state a
 * module keeps for its process (the spool folder named by the pid, the identifiers' monotonic clock).
 */
const OWN_PROCESS_TESTS = [
  "src/one-field-edit.test.ts",
  "src/auth/token-issuance-reads.test.ts",
  "src/documents/spool-dir.test.ts",
  "src/platform/ids.test.ts",
];

/**
 * The server's suite on one store, as two projects. Most files share their worker's modules (`isolate: false`): each
 * file would otherwise import the whole app afresh, a second and a half of every file's time; so a file restores what
 * it stubs (environment variables, spies) before it ends. The files of OWN_PROCESS_TESTS run as Vitest runs by default, each in a fresh module
 * graph, in a project named with "(own process)".
 */
function serverProjects(store: "pglite" | "postgres", options: { typecheck?: object; globalSetup: string[] }) {
  const common = { root: "apps/server", env: { TEST_STORE: store }, globalSetup: options.globalSetup, ...SERVER_TIMEOUTS };
  return [
    {
      test: {
        ...common,
        name: `server:${store}`,
        include: serverTests,
        exclude: [...configDefaults.exclude, ...OWN_PROCESS_TESTS],
        isolate: false,
        ...(options.typecheck ? { typecheck: options.typecheck } : {}),
      },
    },
    { test: { ...common, name: `server:${store} (own process)`, include: OWN_PROCESS_TESTS } },
  ];
}

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
      ...serverProjects("pglite", {
        typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
        globalSetup: ["test/pglite-template.ts", "test/server-bundle.ts"],
      }),
      ...(process.env.TEST_DATABASE_URL
        ? serverProjects("postgres", { globalSetup: ["test/postgres-template.ts", "test/server-bundle.ts"] })
        : []),
    ],
  },
});
