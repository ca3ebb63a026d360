import createClient, { type Client, type ClientOptions, type MaybeOptionalInit } from "openapi-fetch";
import { type UploadDocumentInput, type UploadDocumentResult, uploadDocument } from "./documents.ts";
import { type CreatedOnboardingSession, type CreateOnboardingSessionRequest, createOnboardingSession } from "./onboarding-sessions.ts";
import type { components, operations, paths } from "./openapi.ts";
import { type Credentials, type RetryOptions, resilientFetch } from "./resilient-fetch.ts";
import { createTokenManager, type TokenManager } from "./tokens.ts";

export type { components, operations, paths };
export type Schemas = components["schemas"];
export type Application = Schemas["Application"];
export type CreateApplicationRequest = Schemas["CreateApplicationRequest"];
export type Problem = Schemas["Problem"];

export interface OnboardingClientOptions extends Omit<ClientOptions, "baseUrl" | "fetch">, RetryOptions {
  /** Base URL of the API, for example http://localhost:3000. */
  baseUrl: string;
  /** Your API client's id and secret: the client gets and refreshes tokens itself. */
  clientId?: string;
  clientSecret?: string;
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
}

/** Paths whose GET answers a page: `{ data: [...], has_more, links: { next } }`. */
type ListPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { "application/json": { data: unknown[]; links: { next: string | null } } } } } };
  }
    ? P
    : never;
}[keyof paths];
type ItemOf<P extends ListPath> = paths[P]["get"]["responses"][200]["content"]["application/json"]["data"][number];
type ListInit<P extends ListPath> = MaybeOptionalInit<paths[P], "get">;

/** A failed page of a paginated list: the problem the API answered. */
export class PageError extends Error {
  override name = "PageError";
  constructor(
    readonly problem: Problem | undefined,
    readonly response: Response,
  ) {
    super(`${response.status} ${problem?.code ?? ""} ${problem?.detail ?? ""}`.trim());
  }
}

export type OnboardingClient = Client<paths> & {
  /** Every item of a list, page after page (following links.next), as an async iterator. */
  paginate<P extends ListPath>(path: P, init?: ListInit<P>): AsyncGenerator<ItemOf<P>, void, undefined>;
  /** A current access token for this client's scopes. */
  accessToken(): Promise<string>;
  /**
   * Uploads a document (multipart/form-data) from a Blob or File, bytes (a Buffer), or a file's path (Node: read from
   * disk as it is sent). The service reads the format from the bytes: JPEG, PNG or PDF, at most 10 MiB.
   */
  uploadDocument(input: UploadDocumentInput): Promise<UploadDocumentResult>;
  /**
   * Creates an onboarding session of the application and returns it with its `url`: the single-use link to a hosted
   * page on which the end customer completes the application (redirect them to it; it is not shown again). Throws
   * OnboardingSessionError with the API's problem when refused.
   */
  createOnboardingSession(
    applicationId: string,
    body: CreateOnboardingSessionRequest,
    options?: { idempotencyKey?: string },
  ): Promise<CreatedOnboardingSession>;
};

/**
 * A typed client of the onboarding API. With `clientId`, `clientSecret` and `scopes` it handles tokens (cached,
 * refreshed before expiry, one request at a time); every call carries a request id and, for writes, one idempotency
 * key kept across its retries (network errors, 429, 503 and 409 IDEMPOTENCY_KEY_IN_USE, with back-off and jitter,
 * honouring Retry-After, `maxRetries` times, default 2). Errors come back as typed problem details in `error`.
 */
export function createOnboardingClient(options: OnboardingClientOptions): OnboardingClient {
  const {
    accessToken,
    clientId,
    clientSecret,
    scopes = [],
    tokens: shared,
    fetch: baseFetch,
    now,
    maxRetries,
    baseDelayMs,
    sleep,
    ...clientOptions
  } = options;
  const send = baseFetch ?? ((request: Request) => globalThis.fetch(request));
  const tokens =
    shared ??
    (clientId !== undefined && clientSecret !== undefined
      ? createTokenManager({ baseUrl: options.baseUrl, clientId, clientSecret, fetch: send, ...(now ? { now } : {}) })
      : undefined);
  const credentials: Credentials | undefined = tokens
    ? { token: () => tokens.token(scopes), invalidate: (token) => tokens.invalidate(scopes, token) }
    : accessToken !== undefined
      ? { token: async () => (typeof accessToken === "function" ? accessToken() : accessToken) }
      : undefined;
  const retry = {
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(baseDelayMs === undefined ? {} : { baseDelayMs }),
    ...(sleep ? { sleep } : {}),
  };
  const fetchWithRetries = resilientFetch(send, credentials, retry);
  const client = createClient<paths>({ ...clientOptions, fetch: fetchWithRetries }) as OnboardingClient;
  const base = options.baseUrl.replace(/\/$/, "");

  client.accessToken = async () => {
    if (!credentials) {
      throw new Error("This client has no credentials: pass clientId and clientSecret, or accessToken.");
    }
    return credentials.token();
  };
  client.uploadDocument = (input) => uploadDocument(fetchWithRetries, base, input);
  client.createOnboardingSession = (applicationId, body, options) => createOnboardingSession(client, applicationId, body, options);
  client.paginate = async function* paginate<P extends ListPath>(path: P, init?: ListInit<P>) {
    // biome-ignore lint/suspicious/noExplicitAny: the first page goes through the typed GET of the path
    const first = await (client.GET as any)(path, init);
    type Page = { data: ItemOf<P>[]; links: { next: string | null } };
    if (!first.data) {
      throw new PageError(first.error, first.response);
    }
    let page = first.data as Page;
    while (true) {
      yield* page.data;
      if (!page.links.next) {
        return;
      }
      const response = await fetchWithRetries(new Request(`${base}${page.links.next}`, { headers: { accept: "application/json" } }));
      const body = await response.json().catch(() => undefined);
      if (!response.ok) {
        throw new PageError(body as Problem | undefined, response);
      }
      page = body as Page;
    }
  } as OnboardingClient["paginate"];
  return client;
}

export type { Document, DocumentFile, UploadDocumentInput, UploadDocumentResult } from "./documents.ts";
export {
  type CreatedOnboardingSession,
  type CreateOnboardingSessionRequest,
  type OnboardingSession,
  OnboardingSessionError,
} from "./onboarding-sessions.ts";
export type { RetryOptions } from "./resilient-fetch.ts";
export { createTokenManager, TokenError, type TokenManager } from "./tokens.ts";
export { type VerifyWebhookOptions, verifyWebhook, type WebhookEvent, WebhookVerificationError } from "./webhooks.ts";
