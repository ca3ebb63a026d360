import { describe, expect, test } from "vitest";
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

  test("production refuses the embedded database", () => {
    expect(() => loadConfig({ ONBOARDING_ENV: "production" })).toThrow(/production needs PostgreSQL/);
    expect(loadConfig({ ONBOARDING_ENV: "production", DATABASE_URL: "postgres://db/onboarding" }).host).toBe("0.0.0.0");
  });
});
