import createClient, { type Client, type ClientOptions, type Middleware } from "openapi-fetch";
import type { components, operations, paths } from "./openapi.ts";

export type { components, operations, paths };
export type Schemas = components["schemas"];
export type Application = Schemas["Application"];
export type CreateApplicationRequest = Schemas["CreateApplicationRequest"];
export type Problem = Schemas["Problem"];

export interface OnboardingClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** Base URL of the API, for example http://localhost:3000. */
  baseUrl: string;
  /** A bearer access token, or a function that returns a current one. */
  accessToken?: string | (() => string | Promise<string>);
}

export type OnboardingClient = Client<paths>;

const MUTATING = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/**
 * Sends x-svc-idempotency-id on every write that does not carry one, so a retried request (by openapi-fetch's
 * caller, with the same Request) is never executed twice.
 */
export const idempotencyMiddleware: Middleware = {
  onRequest({ request }) {
    if (MUTATING.has(request.method) && !request.headers.has("x-svc-idempotency-id")) {
      request.headers.set("x-svc-idempotency-id", crypto.randomUUID());
    }
    return request;
  },
};

const bearerMiddleware = (token: NonNullable<OnboardingClientOptions["accessToken"]>): Middleware => ({
  async onRequest({ request }) {
    const value = typeof token === "function" ? await token() : token;
    request.headers.set("Authorization", `Bearer ${value}`);
    return request;
  },
});

/** A typed client of the onboarding API. */
export function createOnboardingClient(options: OnboardingClientOptions): OnboardingClient {
  const { accessToken, ...clientOptions } = options;
  const client = createClient<paths>(clientOptions);
  client.use(idempotencyMiddleware);
  if (accessToken) {
    client.use(bearerMiddleware(accessToken));
  }
  return client;
}

export { type VerifyWebhookOptions, verifyWebhook, type WebhookEvent, WebhookVerificationError } from "./webhooks.ts";
