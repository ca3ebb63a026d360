import { describe, expect, test } from "vitest";
import { TEST_ENCRYPTION_KEYS, TEST_PEPPER } from "../test/harness.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DEFAULT_DATA_DIR } from "./paths.ts";

describe("configuration", () => {
  test("defaults: development, port 3000, embedded database under .data/", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: "development", port: 3000, host: "127.0.0.1", database: { url: DEFAULT_DATA_DIR } });
    expect(DEFAULT_DATA_DIR).toMatch(/\/\.data\/pglite$/);
  });

  test("bad values stop start-up with every problem listed", () => {
    try {
      loadConfig({ PORT: "eighty", ONBOARDING_ENV: "staging", DATABASE_URL: "mysql://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("ONBOARDING_ENV");
      expect(message).toContain("DATABASE_URL");
    }
  });

  test("verification checks: magic values in development and sandbox; production awaits a reviewer unless a provider is set, and refuses magic values", () => {
    const secrets = {
      SECRET_PEPPER: TEST_PEPPER,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      DATABASE_URL: "postgres://db/onboarding",
      CLAMD_ADDRESS: "clamd:3310",
    };
    expect(loadConfig({}).verificationProvider).toBe("magic-values");
    expect(loadConfig({ ONBOARDING_ENV: "sandbox", ...secrets }).verificationProvider).toBe("magic-values");
    expect(loadConfig({ ONBOARDING_ENV: "production", ...secrets }).verificationProvider).toBe("manual-review");
    expect(() => loadConfig({ ONBOARDING_ENV: "production", VERIFICATION_PROVIDER: "magic-values", ...secrets })).toThrow(
      /VERIFICATION_PROVIDER: magic values verify nothing/,
    );
  });

  test("production refuses the embedded database", () => {
    const secrets = { SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS, CLAMD_ADDRESS: "clamd:3310" };
    expect(() => loadConfig({ ONBOARDING_ENV: "production", ...secrets })).toThrow(/production needs PostgreSQL/);
    expect(loadConfig({ ONBOARDING_ENV: "production", DATABASE_URL: "postgres://db/onboarding", ...secrets }).host).toBe("0.0.0.0");
  });

  test("production refuses to start without a malware scanner; development and sandbox run without one", () => {
    const production = {
      ONBOARDING_ENV: "production",
      DATABASE_URL: "postgres://db/onboarding",
      SECRET_PEPPER: TEST_PEPPER,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
    };
    expect(() => loadConfig(production)).toThrow(/CLAMD_ADDRESS: production needs a malware scanner/);
    expect(loadConfig({ ...production, CLAMD_ADDRESS: "clamd.internal:3310" }).clamdAddress).toBe("clamd.internal:3310");
    expect(loadConfig({ ...production, CLAMD_ADDRESS: "/run/clamav/clamd.ctl" }).clamdAddress).toBe("/run/clamav/clamd.ctl");
    expect(loadConfig({}).clamdAddress).toBeUndefined();
    expect(loadConfig({ ...production, ONBOARDING_ENV: "sandbox" }).clamdAddress).toBeUndefined();
    for (const bad of ["clamd", "relative/clamd.sock", "tcp://clamd:3310"]) {
      expect(() => loadConfig({ CLAMD_ADDRESS: bad })).toThrow(/CLAMD_ADDRESS: must be host:port/);
    }
  });

  test("every problem comes in one message: bad values, what production requires, and malformed keys together", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      return expect.unreachable();
    };
    // A bad port beside production's needs: the database and the missing pepper are reported with it, not after it.
    expect(problems({ ONBOARDING_ENV: "production", PORT: "eighty", ENCRYPTION_KEYS: "k1:dG9vLXNob3J0" })).toEqual([
      expect.stringMatching(/^PORT: /),
      "ENCRYPTION_KEYS: key k1: must be 32 bytes, base64-encoded (openssl rand -base64 32)",
      expect.stringMatching(/^DATABASE_URL: production needs PostgreSQL/),
      expect.stringMatching(/^CLAMD_ADDRESS: production needs a malware scanner/),
      "SECRET_PEPPER: required outside development (development generates its own)",
    ]);
    expect(problems({ ONBOARDING_ENV: "sandbox", SECRET_PEPPER: "short", ENCRYPTION_KEYS: "no-colon" })).toEqual([
      "SECRET_PEPPER: must be 32 bytes, base64-encoded (openssl rand -base64 32)",
      "ENCRYPTION_KEYS: entries are id:base64key, separated by commas",
    ]);
    expect(problems({ ONBOARDING_ENV: "sandbox", SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: " , " })).toEqual([
      "ENCRYPTION_KEYS: at least one key is needed",
    ]);
  });
});
