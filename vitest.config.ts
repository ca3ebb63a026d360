import { configDefaults, defineConfig } from "vitest/config";

export const serverTests = ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"];

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
 * The server's test files that run on the embedded database only, not again on PostgreSQL. The PostgreSQL run is
 * there for what the store changes: the SQL through the pg driver and PostgreSQL's own server, a pool of connections,
 * transactions that really run side by side, the server's PostgreSQL paths. A file is listed when its subject is none
 * of that, and every statement it makes the server send is sent on PostgreSQL by files that run there too. Files that
 * race requests against the store's bounds stay on both (documents at once, concurrent uploads, rate limits), as do
 * those whose statements no other file sends (the hosted page's branding). Every file not listed runs on both: a new
 * test file does until a review lists it here. tooling/architecture checks that each entry exists and that none asks
 * which store the run is on but to skip on PostgreSQL.
 */
export const PGLITE_ONLY_TESTS = [
  // No database at all: pure functions, the HTTP server's own plumbing, the OpenID provider of the console's sign-in.
  "bench/screening-labels.test.ts",
  "src/applications/sensitive.test.ts",
  "src/auth/revocations.test.ts",
  "src/console/sso.test.ts",
  "src/console/views/views.test.ts",
  "src/crypto/keyring.test.ts",
  "src/db/gate-silence.test.ts",
  "src/db/gate.test.ts",
  "src/documents/pdf-guard.test.ts",
  "src/documents/spool-dir.test.ts",
  "src/http/list-envelope.test.ts",
  "src/http/security-headers.test.ts",
  "src/platform/config.test.ts",
  "src/platform/ids.test.ts",
  "src/platform/logger.test.ts",
  "src/rate-limits/leased-limiter.test.ts",
  "src/customers/risk.test.ts",
  "src/screening/matcher.test.ts",
  "src/screening/parsers.test.ts",
  "src/screening/screening-fixtures.test.ts",
  "src/server.test.ts",
  "src/webhooks/url-policy.test.ts",
  // The embedded database's own behaviour, whichever store the run uses: its data directory's lock, its maintenance.
  "src/db/data-dir-lock.test.ts",
  "src/db/pglite-maintenance.test.ts",
  // Once per run, whatever the store: pages in Chromium, the packages as published, the deployment folder, the
  // README's quick start, the CLI's bundle, the chaos script (which runs a PostgreSQL of its own). Each of these also
  // skips itself on PostgreSQL, beside the reason in its file.
  "scripts/admin.test.ts",
  "scripts/chaos.test.ts",
  "scripts/deploy.test.ts",
  "src/console/review-console.browser.test.ts",
  "src/http/docs-site.browser.test.ts",
  "src/onboarding-page/hosted-onboarding.browser.test.ts",
  "src/packaging.test.ts",
  "src/readme-quick-start.test.ts",
  // What integrators are given, run against the server: the typed client and its README, the documentation's
  // examples, the OpenAPI document through Prism's validating proxy (every response of every test is checked against
  // the contract on both stores anyway, see test/conformance.ts), and one schema edit followed through everything
  // derived from it.
  "src/client-readme.test.ts",
  "src/client-sdk.test.ts",
  "src/client-throwing.test.ts",
  "src/contract-proxy.test.ts",
  "src/examples.test.ts",
  "src/one-field-edit.test.ts",
  "src/reference-examples.test.ts",
  "src/typed-client.test.ts",
  // Requests judged before the store: validation (generated and fuzzed), hostile bodies and their pace, the list of
  // field errors, webhook URL policy, the HTTP layer (mounting, headers, proxies, logs, public files, errors, OAuth
  // discovery), the hosted page's own protections (cookies, tokens, forms, headers).
  "src/applications/validation.property.test.ts",
  "src/documents/early-refusal.test.ts",
  "src/documents/upload-pace.test.ts",
  "src/fuzz.test.ts",
  "src/http/error-middleware.test.ts",
  "src/http/hostile-input.test.ts",
  "src/http/mount.test.ts",
  "src/http/public-files.test.ts",
  "src/http/request-log.test.ts",
  "src/http/trust-proxy.test.ts",
  "src/onboarding-page/onboarding-page.hardening.test.ts",
  "src/onboarding-page/onboarding-page.security.test.ts",
  "src/platform/field-errors.test.ts",
  "src/routes/oauth/discovery.test.ts",
  "src/routes/webhooks/create-subscription.url-policy.test.ts",
];

/**
 * The server's suite on one store, as two projects. Most files share their worker's modules (`isolate: false`): each
 * file would otherwise import the whole app afresh, a second and a half of every file's time; so a file restores what
 * it stubs (environment variables, spies) before it ends. The files of OWN_PROCESS_TESTS run as Vitest runs by default, each in a fresh module
 * graph, in a project named with "(own process)". On PostgreSQL, the files of PGLITE_ONLY_TESTS are left out.
 */
function serverProjects(store: "pglite" | "postgres", options: { typecheck?: object; globalSetup: string[] }) {
  const common = { root: "apps/server", env: { TEST_STORE: store }, globalSetup: options.globalSetup, ...SERVER_TIMEOUTS };
  const leftOut = store === "postgres" ? PGLITE_ONLY_TESTS : [];
  return [
    {
      test: {
        ...common,
        name: `server:${store}`,
        include: serverTests,
        exclude: [...configDefaults.exclude, ...OWN_PROCESS_TESTS, ...leftOut],
        isolate: false,
        ...(options.typecheck ? { typecheck: options.typecheck } : {}),
      },
    },
    {
      test: {
        ...common,
        name: `server:${store} (own process)`,
        include: OWN_PROCESS_TESTS,
        exclude: [...configDefaults.exclude, ...leftOut],
      },
    },
  ];
}

/**
 * One run, every package. The server's suite runs on the embedded PGlite database and, when TEST_DATABASE_URL is
 * set (CI: PostgreSQL on 127.0.0.1:5432), once more against PostgreSQL, all of it but PGLITE_ONLY_TESTS.
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
