import createClient, { type Client, type MaybeOptionalInit } from "openapi-fetch";
import { credentialsOf, type OnboardingClientOptions } from "./client-options.ts";
import { type UploadDocumentInput, type UploadDocumentResult, type UploadedDocument, uploadDocument } from "./documents.ts";
import { OnboardingApiError } from "./errors.ts";
import { type CreatedOnboardingSession, type CreateOnboardingSessionRequest, createOnboardingSession } from "./onboarding-sessions.ts";
import type { components, operations, paths } from "./openapi.ts";
import { resilientFetch } from "./resilient-fetch.ts";
import { dataOrThrow, type ThrowingMethods, throwingMethods } from "./throwing.ts";

export type { components, operations, paths };
export type Schemas = components["schemas"];
export type Application = Schemas["Application"];
export type CreateApplicationRequest = Schemas["CreateApplicationRequest"];

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

/** What both styles of client offer besides the HTTP methods. */
interface ClientHelpers {
  /** Every item of a list, page after page (following links.next), as an async iterator; a refused page throws OnboardingApiError. */
  paginate<P extends ListPath>(path: P, init?: ListInit<P>): AsyncGenerator<ItemOf<P>, void, undefined>;
  /** A current access token for this client's scopes. */
  accessToken(): Promise<string>;
  /**
   * Creates an onboarding session of the application and returns it with its `url`: the single-use link to a hosted
   * page on which the end customer completes the application (redirect them to it; it is not shown again). Throws
   * OnboardingApiError with the API's problem when refused.
   */
  createOnboardingSession(
    applicationId: string,
    body: CreateOnboardingSessionRequest,
    options?: { idempotencyKey?: string },
  ): Promise<CreatedOnboardingSession>;
}

/** The default client: openapi-fetch's calls, each resolving to `{ data, error, response }`. */
export type OnboardingClient = Client<paths> &
  ClientHelpers & {
    /**
     * Uploads a document (multipart/form-data) from a Blob or File, bytes (a Buffer), or a file's path (Node: read from
     * disk as it is sent). The service reads the format from the bytes: JPEG, PNG or PDF, at most 10 MiB. Resolves as
     * the other calls do: `{ data, error, response }`, `data` being the body (`{ data: Document }`).
     */
    uploadDocument(input: UploadDocumentInput): Promise<UploadDocumentResult>;
  };

/** The client built with `throwOnError: true`: each call resolves to its data and throws OnboardingApiError when refused. */
export type ThrowingOnboardingClient = ThrowingMethods &
  ClientHelpers & {
    /**
     * Uploads a document, as OnboardingClient's, and resolves to the body as the other calls do (`{ data: Document }`);
     * throws OnboardingApiError when refused.
     */
    uploadDocument(input: UploadDocumentInput): Promise<UploadedDocument>;
  };

/**
 * A typed client of the onboarding API. With `clientId`, `clientSecret` and `scopes` it handles tokens (cached,
 * refreshed before expiry, one request at a time); every call carries a request id and, for writes, one idempotency
 * key kept across its retries (network errors, 429, 503 and 409 IDEMPOTENCY_KEY_IN_USE, with back-off and jitter,
 * honouring Retry-After, `maxRetries` times, default 2). Errors come back as typed problem details in `error`; with
 * `throwOnError: true` calls resolve to their data and throw OnboardingApiError instead.
 *
 * Keys instead of secrets: with `privateKey` (and `clientId`, without `clientSecret`) each token request is
 * authenticated by a 60-second JWT signed with the key (private_key_jwt, RFC 7523: ES256 for an EC P-256 key, EdDSA
 * for Ed25519, PS256 for RSA; `keyId` is its `kid`, `issuer` its audience, default `baseUrl`), so no secret is ever
 * sent. With `dpop: true` tokens are sender-constrained (DPoP, RFC 9449): the client makes an ES256 key pair of its
 * own, and every token request and call (every retry, page and upload) carries a new proof signed with it, with the
 * server's latest nonce; a request the server answers `use_dpop_nonce` is sent once more with the nonce it gave.
 *
 * ```ts
 * const client = createOnboardingClient({ baseUrl, clientId, privateKey, keyId: "key-2026", dpop: true, scopes: ["applications:read"] });
 * ```
 *
 * Options it cannot work with (no credentials, a missing client id or secret, two kinds of credentials, a secret and
 * a key, a key it cannot sign with or a public key, dpop with an accessToken) throw OnboardingClientConfigError here.
 */
export function createOnboardingClient(options: OnboardingClientOptions & { throwOnError: true }): ThrowingOnboardingClient;
export function createOnboardingClient(options: OnboardingClientOptions & { throwOnError?: false }): OnboardingClient;
export function createOnboardingClient(options: OnboardingClientOptions): OnboardingClient | ThrowingOnboardingClient;
export function createOnboardingClient(options: OnboardingClientOptions): OnboardingClient | ThrowingOnboardingClient {
  const {
    accessToken: _accessToken,
    clientId: _clientId,
    clientSecret: _clientSecret,
    privateKey: _privateKey,
    keyId: _keyId,
    issuer: _issuer,
    dpop: _dpop,
    scopes: _scopes,
    tokens: _tokens,
    fetch: baseFetch,
    now: _now,
    maxRetries,
    baseDelayMs,
    sleep,
    throwOnError,
    ...clientOptions
  } = options;
  const send = baseFetch ?? ((request: Request) => globalThis.fetch(request));
  const credentials = credentialsOf(options, send);
  const retry = {
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(baseDelayMs === undefined ? {} : { baseDelayMs }),
    ...(sleep ? { sleep } : {}),
  };
  const fetchWithRetries = resilientFetch(send, credentials, retry);
  const client = createClient<paths>({ ...clientOptions, fetch: fetchWithRetries });
  const base = options.baseUrl.replace(/\/$/, "");

  const helpers: ClientHelpers = {
    accessToken: async () => (await credentials.token()).token,
    createOnboardingSession: (applicationId, body, sessionOptions) => createOnboardingSession(client, applicationId, body, sessionOptions),
    paginate: async function* paginate<P extends ListPath>(path: P, init?: ListInit<P>) {
      // biome-ignore lint/suspicious/noExplicitAny: the first page goes through the typed GET of the path
      const first = await (client.GET as any)(path, init);
      type Page = { data: ItemOf<P>[]; links: { next: string | null } };
      if (!first.data) {
        throw OnboardingApiError.from(first.error, first.response);
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
          throw OnboardingApiError.from(body, response);
        }
        page = body as Page;
      }
    } as ClientHelpers["paginate"],
  };
  const upload = (input: UploadDocumentInput) => uploadDocument(fetchWithRetries, base, input);
  if (throwOnError) {
    const throwing: ThrowingOnboardingClient = {
      ...throwingMethods(client),
      ...helpers,
      uploadDocument: async (input) => dataOrThrow(await upload(input)),
    };
    return throwing;
  }
  return Object.assign(client, helpers, { uploadDocument: upload });
}

export type { OnboardingClientOptions } from "./client-options.ts";
export type { Document, DocumentFile, UploadDocumentInput, UploadDocumentResult, UploadedDocument } from "./documents.ts";
export type { DpopProofs } from "./dpop.ts";
// PageError: the name a refused page of `paginate` had before OnboardingApiError, kept for code written then.
export {
  type ErrorCode,
  type FieldError,
  OnboardingApiError,
  OnboardingApiError as PageError,
  OnboardingClientConfigError,
  type Problem,
} from "./errors.ts";
export {
  type CreatedOnboardingSession,
  type CreateOnboardingSessionRequest,
  type OnboardingSession,
  OnboardingSessionError,
} from "./onboarding-sessions.ts";
export type { RetryOptions } from "./resilient-fetch.ts";
export type { ClientAssertionAlgorithm, PrivateKeyInput } from "./signing-key.ts";
export type { SuccessData, ThrowingMethod, ThrowingMethods } from "./throwing.ts";
export { type AccessToken, createTokenManager, TokenError, type TokenManager, type TokenManagerOptions } from "./tokens.ts";
export {
  type UnknownWebhookEvent,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookEvent,
  type WebhookEventOf,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from "./webhooks.ts";
