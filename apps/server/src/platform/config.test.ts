import { describe, expect, test } from "vitest";
import { TEST_ENCRYPTION_KEYS, TEST_PEPPER } from "../../test/harness.ts";
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
      PUBLIC_URL: "https://api.example.com",
    };
    expect(loadConfig({}).verificationProvider).toBe("magic-values");
    expect(loadConfig({ ONBOARDING_ENV: "sandbox", ...secrets }).verificationProvider).toBe("magic-values");
    expect(loadConfig({ ONBOARDING_ENV: "production", ...secrets }).verificationProvider).toBe("manual-review");
    expect(() => loadConfig({ ONBOARDING_ENV: "production", VERIFICATION_PROVIDER: "magic-values", ...secrets })).toThrow(
      /VERIFICATION_PROVIDER: magic values verify nothing/,
    );
  });

  test("production refuses the embedded database", () => {
    const secrets = {
      SECRET_PEPPER: TEST_PEPPER,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      PUBLIC_URL: "https://api.example.com",
      CLAMD_ADDRESS: "clamd:3310",
    };
    expect(() => loadConfig({ ONBOARDING_ENV: "production", ...secrets })).toThrow(/production needs PostgreSQL/);
    expect(loadConfig({ ONBOARDING_ENV: "production", DATABASE_URL: "postgres://db/onboarding", ...secrets }).host).toBe("0.0.0.0");
  });

  test("production refuses to start without a malware scanner; development and sandbox run without one", () => {
    const production = {
      ONBOARDING_ENV: "production",
      DATABASE_URL: "postgres://db/onboarding",
      PUBLIC_URL: "https://api.example.com",
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
      expect.stringMatching(/^PUBLIC_URL: required in production/),
    ]);
    expect(problems({ ONBOARDING_ENV: "sandbox", SECRET_PEPPER: "short", ENCRYPTION_KEYS: "no-colon" })).toEqual([
      "SECRET_PEPPER: must be 32 bytes, base64-encoded (openssl rand -base64 32)",
      "ENCRYPTION_KEYS: entries are id:base64key, separated by commas",
    ]);
    expect(problems({ ONBOARDING_ENV: "sandbox", SECRET_PEPPER: TEST_PEPPER, ENCRYPTION_KEYS: " , " })).toEqual([
      "ENCRYPTION_KEYS: at least one key is needed",
    ]);
  });

  describe("production refuses unsafe settings, all in one message", () => {
    const safe = {
      ONBOARDING_ENV: "production",
      DATABASE_URL: "postgres://db/onboarding",
      PUBLIC_URL: "https://api.example.com",
      SECRET_PEPPER: TEST_PEPPER,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      CLAMD_ADDRESS: "clamd:3310",
    };
    const problemsOf = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };
    const zeros = Buffer.alloc(32).toString("base64");

    test("safe settings start", () => {
      expect(problemsOf(safe)).toEqual([]);
      expect(loadConfig(safe).auth.issuer).toBe("https://api.example.com");
    });

    test("a missing PUBLIC_URL, an http one, all-zero keys, the pepper reused as an encryption key and 99 hops are each listed", () => {
      expect(
        problemsOf({ ...safe, PUBLIC_URL: undefined, SECRET_PEPPER: zeros, ENCRYPTION_KEYS: `k1:${zeros},k2:${zeros}`, TRUST_PROXY: "99" }),
      ).toEqual([
        expect.stringMatching(/^TRUST_PROXY: at most 10 proxies/),
        expect.stringMatching(/^PUBLIC_URL: required in production/),
        expect.stringMatching(/^SECRET_PEPPER: a key of one repeated byte/),
        expect.stringMatching(/^ENCRYPTION_KEYS: key k1 is one repeated byte/),
        "ENCRYPTION_KEYS: key k1 is also SECRET_PEPPER; each needs a key of its own",
        expect.stringMatching(/^ENCRYPTION_KEYS: key k2 is one repeated byte/),
        "ENCRYPTION_KEYS: key k2 is also SECRET_PEPPER; each needs a key of its own",
      ]);
      expect(problemsOf({ ...safe, PUBLIC_URL: "http://api.example.com" })).toEqual([
        "PUBLIC_URL: production is served over https (https://…)",
      ]);
      const pepperKey = `t0:${TEST_PEPPER},${TEST_ENCRYPTION_KEYS}`;
      expect(problemsOf({ ...safe, ENCRYPTION_KEYS: pepperKey })).toEqual([
        "ENCRYPTION_KEYS: key t0 is also SECRET_PEPPER; each needs a key of its own",
      ]);
      const ones = Buffer.alloc(32, 0xff).toString("base64");
      expect(problemsOf({ ...safe, SECRET_PEPPER: ones })).toEqual([expect.stringMatching(/^SECRET_PEPPER: a key of one repeated byte/)]);
    });

    test("development keeps its http://localhost default", () => {
      expect(loadConfig({}).publicUrl).toBe("http://localhost:3000");
    });

    test("TRUST_PROXY that Express would crash on, or that trusts everybody, is listed with the other problems in any environment", () => {
      for (const value of ["0.0.0.0/0", "::/0", "10.0.0.1/33", "true", "loopback, 300.1.1.1"]) {
        expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY: not a list of addresses/)]);
      }
      for (const value of ["0.0.0.0/1, 128.0.0.0/1", "::ffff:0.0.0.0/96", "192.0.0.0/2"]) {
        expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY: trusts \(nearly\) every address/)]);
      }
      expect(problemsOf({ ...safe, TRUST_PROXY: "0.0.0.0/0", PUBLIC_URL: undefined })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: /),
        expect.stringMatching(/^PUBLIC_URL: /),
      ]);
      for (const value of ["10", "loopback", "10.0.0.0/8, 172.16.0.0/12", "uniquelocal, 2001:db8:1::/48"]) {
        expect(problemsOf({ TRUST_PROXY: value })).toEqual([]);
      }
    });
  });
});
