import type { ClientOptions } from "openapi-fetch";
import type { Credentials, RetryOptions } from "./resilient-fetch.ts";
import { createTokenManager, type TokenManager } from "./tokens.ts";

export interface OnboardingClientOptions extends Omit<ClientOptions, "baseUrl" | "fetch">, RetryOptions {
  /** Base URL of the API, for example http://localhost:3000. */
  baseUrl: string;
  /**
   * Your API client's id and secret: the client gets and refreshes tokens itself. Both are required together; a
   * missing one (an unset environment variable) is refused when the client is built.
   */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** The scopes this client's calls need (least privilege: ask for no more). */
  scopes?: readonly string[];
  /** Or manage tokens yourself: a bearer access token, or a function that returns a current one. */
  accessToken?: string | (() => string | Promise<string>);
  /** Share one token cache between clients of the same credentials (different scope sets live side by side). */
  tokens?: TokenManager;
  /** The fetch to send with (default globalThis.fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** The current time in milliseconds, for token expiry (default Date.now). */
  now?: () => number;
  /**
   * true: every call resolves to the response's body (undefined for a 204) and throws OnboardingApiError when the API
   * refuses; false (default): calls resolve to openapi-fetch's `{ data, error, response }`.
   */
  throwOnError?: boolean;
}

/** A client built with options it cannot work with: which one, and what to pass instead. */
export class OnboardingClientConfigError extends TypeError {
  override name = "OnboardingClientConfigError";
}

const refuse = (message: string): never => {
  throw new OnboardingClientConfigError(`createOnboardingClient: ${message}`);
};

/** The value of an option given as a string, refused with a clear message when missing or empty (never echoing it). */
function required(options: OnboardingClientOptions, name: "clientId" | "clientSecret"): string {
  const value = options[name];
  if (typeof value !== "string" || value.trim() === "") {
    const got = value === undefined ? "undefined (an unset environment variable?)" : typeof value === "string" ? "empty" : typeof value;
    refuse(`${name} is missing (${got}). Pass both clientId and clientSecret of your API client, or accessToken.`);
  }
  return value as string;
}

/**
 * Where the client's tokens come from, from its options: clientId and clientSecret (both, non-empty), or a shared
 * token manager, or accessToken; exactly one of them. Throws OnboardingClientConfigError, naming what is wrong,
 * when the options give none, several, or half of a pair.
 */
export function credentialsOf(options: OnboardingClientOptions, send: (request: Request) => Promise<Response>): Credentials {
  const scopes = options.scopes ?? [];
  const pair = "clientId" in options || "clientSecret" in options;
  const given = [pair && "clientId and clientSecret", options.tokens && "tokens", options.accessToken !== undefined && "accessToken"];
  const sources = given.filter((source): source is string => typeof source === "string");
  if (sources.length === 0) {
    refuse("no credentials. Pass clientId and clientSecret (the client gets its tokens), or accessToken, or tokens.");
  }
  if (sources.length > 1) {
    refuse(`pass only one of ${sources.join(", ")}: they are different ways to authenticate.`);
  }
  if (pair) {
    const clientId = required(options, "clientId");
    const clientSecret = required(options, "clientSecret");
    const now = options.now;
    const tokens = createTokenManager({ baseUrl: options.baseUrl, clientId, clientSecret, fetch: send, ...(now ? { now } : {}) });
    return { token: () => tokens.token(scopes), invalidate: (token) => tokens.invalidate(scopes, token) };
  }
  const { tokens, accessToken } = options;
  if (tokens) {
    return { token: () => tokens.token(scopes), invalidate: (token) => tokens.invalidate(scopes, token) };
  }
  if (typeof accessToken === "string" && accessToken.trim() === "") {
    refuse("accessToken is empty.");
  }
  return { token: async () => (typeof accessToken === "function" ? accessToken() : (accessToken as string)) };
}
