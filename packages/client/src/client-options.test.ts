import { describe, expect, test } from "vitest";
import { createOnboardingClient, createTokenManager, OnboardingClientConfigError } from "./index.ts";

const baseUrl = "http://api.test";
const build = (options: Record<string, unknown>) => () => createOnboardingClient({ baseUrl, ...options });

describe("building a client", () => {
  test("a client id without its secret (an unset environment variable) is refused, naming what is missing", () => {
    expect(build({ clientId: "cli_1", clientSecret: undefined })).toThrow(OnboardingClientConfigError);
    expect(build({ clientId: "cli_1", clientSecret: undefined })).toThrow(/clientSecret is missing \(undefined/);
    expect(build({ clientId: "cli_1" })).toThrow(/clientSecret is missing/);
    expect(build({ clientId: "", clientSecret: "s3cret-value" })).toThrow(/clientId is missing \(empty\)/);
    expect(build({ clientSecret: "s3cret-value" })).toThrow(/clientId is missing/);
  });

  test("the message never carries the secret", () => {
    const error = (() => {
      try {
        build({ clientId: " ", clientSecret: "s3cret-value" })();
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/clientId is missing/);
    expect(error?.message).not.toContain("s3cret-value");
  });

  test("no credentials at all, or two kinds of them, are refused", () => {
    expect(build({})).toThrow(/no credentials/);
    expect(build({ clientId: "cli_1", clientSecret: "secret", accessToken: "token" })).toThrow(
      /only one of clientId and clientSecret, accessToken/,
    );
    const tokens = createTokenManager({ baseUrl, clientId: "cli_1", clientSecret: "secret" });
    expect(build({ tokens, accessToken: () => "token" })).toThrow(/only one of tokens, accessToken/);
    expect(build({ accessToken: "" })).toThrow(/accessToken is empty/);
  });

  test("each kind of credentials alone builds a client", () => {
    expect(build({ clientId: "cli_1", clientSecret: "secret", scopes: ["applications:read"] })).not.toThrow();
    expect(build({ accessToken: "token" })).not.toThrow();
    expect(build({ tokens: createTokenManager({ baseUrl, clientId: "cli_1", clientSecret: "secret" }) })).not.toThrow();
  });
});
