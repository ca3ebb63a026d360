import { ERRORS, type ErrorCode, ErrorCodeSchema, type OAuthErrorCode, OAuthErrorCodeSchema, problemSlug } from "@onboarding/core";
import { prose } from "./text.ts";

/** What each error means and what to do about it: the error reference's text. */
const HELP = {
  VALIDATION_FAILED:
    "Part of the request does not match the schema. `errors[]` lists every invalid part with a JSON pointer (`/query/…` and `/headers/…` for those parts), a code and a detail that says what is expected; past 100 it lists the first 100, and `errors_omitted` says how many more there are. Fix those values and send again; nothing was changed.",
  MALFORMED_REQUEST:
    "The request could not be read: the body is not valid JSON or UTF-8, nests deeper than 32 levels, or a query parameter was given twice. Send well-formed input.",
  UNAUTHORIZED:
    "No valid access token: it is missing, malformed, expired or revoked (the `WWW-Authenticate` header says which). Get a new token from `POST /oauth/token`; the client SDK does this by itself.",
  INSUFFICIENT_SCOPE:
    "The token is valid but lacks the scope this operation needs (named in `WWW-Authenticate` and in the reference). Request a token with that scope; keep tokens to the fewest scopes a task needs.",
  NOT_FOUND:
    "No such resource for your client: the id is unknown, malformed, or belongs to another client (the answer is the same on purpose).",
  PRODUCT_NOT_FOUND: "`account_to_open.product_id` names no product of the catalog. `GET /v1/products` lists them.",
  ASSET_TYPE_NOT_FOUND:
    "The product does not allow `account_to_open.asset_type_id`. `GET /v1/products` lists the asset types of each product.",
  METHOD_NOT_ALLOWED: "The path exists but not with this method; the `Allow` header lists the methods it takes.",
  NOT_ACCEPTABLE: "The `Accept` header asks for a media type the API cannot produce; accept `application/json`.",
  CONFLICT: "The request conflicts with the current state (for example an application already has 100 individuals).",
  DUPLICATE_CUSTOMER_ID:
    "Another application of yours already uses this `customer_id`. Use a new one, or continue the existing application.",
  DUPLICATE_ACCOUNT_ID: "Another application of yours already opens this `account_to_open.account_id`. Use a new one.",
  APPLICATION_LOCKED:
    "The application can no longer change: it is SUBMITTED, PROCESSING or decided. `application_status` tells the status.",
  INVALID_STATUS_TRANSITION:
    "The action is not possible in the application's status (for example cancelling a submitted one). See the lifecycle guide.",
  NOT_READY_FOR_SUBMISSION:
    "Submit needs READY_FOR_SUBMISSION: the problem's `requirements` lists what is still open (each with a JSON pointer). Fix them, then submit again.",
  INDIVIDUALS_NOT_ALLOWED:
    "Only CORPORATION applications have individuals; an INDIVIDUAL application describes its person in `customer_details`.",
  IDEMPOTENCY_KEY_IN_USE:
    "A request with this `x-svc-idempotency-id` is still running. Retry after `Retry-After` seconds; you will get its response.",
  PRECONDITION_FAILED:
    "`If-Match` does not match: the resource changed since you read it. GET it again, re-apply your change, and send its new ETag.",
  PAYLOAD_TOO_LARGE: "The body is over 256 KiB (a document: over 10 MiB).",
  REQUEST_TIMEOUT:
    "The body arrived too slowly: a body has 30 seconds to arrive; a document upload as long as it keeps bringing at least 32 KiB every 10 seconds, 15 minutes in all. The connection is closed; retry with the same idempotency key.",
  UNSUPPORTED_DOCUMENT:
    "A document's bytes are not a JPEG, PNG or PDF, or not the format its part declares (a PNG sent as application/pdf); or an image that cannot be decoded or has more than 40 megapixels; or a PDF that carries JavaScript, automatic actions (/AA) or encryption. The format is read from the bytes; send the file as it is, with its own content type or application/octet-stream. Print an active or encrypted PDF to a plain one first.",
  DOCUMENT_LIMIT_REACHED:
    "The application already holds as many documents as allowed: 50 in all, or 10 of one person (the applicant, or one individual) of one type and side. `limit` names which (`documents_per_application` or `documents_per_kind`) and `max` its size. Remove a document you no longer need (a rejected one you have replaced, while the application may change), then upload again.",
  DOCUMENT_NOT_SCANNED:
    "The document is SCANNING: it is being scanned for malware, and neither served nor reviewed until the scan finds it clean (PENDING_REVIEW). Retry in a few seconds.",
  DOCUMENT_QUARANTINED:
    "The malware scan found something in the document: it is QUARANTINED (reason_code SUSPECTED_MALWARE), its content is never served and it is not reviewed. Upload a clean copy; the requirements ask for one.",
  APPROVAL_BLOCKED:
    "A verification check of the application is PENDING, FAILED or NEEDS_REVIEW. Clear a check that needs review (with a reason), or approve over a FAILED one with `override_reason`; `GET /v1/applications/{id}/verifications` lists them.",
  UNSUPPORTED_MEDIA_TYPE:
    "The body's `Content-Type` is not one the operation takes (the reference lists them), or its charset is not UTF-8.",
  IDEMPOTENCY_KEY_MISMATCH:
    "This `x-svc-idempotency-id` was used with a different body. Use a new key for a new request; reuse a key only to retry the same one.",
  INVALID_CLOCK_CHANGE:
    "The sandbox clock moves forward only, by `seconds` or to a time `to` (exactly one of them), and at most two years (730 days) ahead of real time; `errors[]` points at what was refused and says the latest time allowed. `POST /v1/sandbox/clock/reset` takes the clock back to real time. Nothing was changed.",
  SOURCE_ADDRESS_NOT_ALLOWED:
    "The client is limited to source addresses (CIDR blocks an operator set), and this request came from outside them. Call from an allowed address; behind a load balancer, the address is the one it forwards (the operator's `TRUST_PROXY`). The detail names the address seen.",
  RATE_LIMITED: "Too many requests. Wait for `Retry-After` seconds, then retry.",
  INTERNAL_ERROR: "Something went wrong on our side. Retry with the same idempotency key; if it persists, send us the `request_id`.",
  SERVICE_UNAVAILABLE:
    "The service is busy or its database is unreachable. Retry after `Retry-After` seconds, with the same idempotency key.",
} satisfies Record<ErrorCode, string>;

const OAUTH_HELP = {
  invalid_request: "A parameter is missing, repeated, or malformed; the description says which.",
  invalid_client:
    "Client authentication failed: wrong client id or secret, a disabled client, no credentials; a client assertion (private_key_jwt) that is expired, replayed, for another audience, signed with an algorithm or a key not accepted; a secret of a client of the fapi2 profile; or a source address the client may not call from. The description says why when that tells nothing the caller did not send.",
  invalid_grant: "The grant is invalid; this server only issues client-credentials tokens.",
  unauthorized_client: "This client may not use this grant.",
  unsupported_grant_type: "Only `grant_type=client_credentials` is supported.",
  invalid_scope:
    "A scope is unknown or not allowed for this client, or none was asked for (there is no default: ask for what the task needs).",
  invalid_token: "Sent in `WWW-Authenticate` with a 401 of the API: the access token is malformed, expired or revoked.",
  temporarily_unavailable: "Too many failed authentications, or the service is busy: retry after `Retry-After` seconds.",
  server_error: "Something went wrong on our side; retry.",
  invalid_dpop_proof:
    "The DPoP proof is refused (replayed, for another method or URL, too old, without the token's `ath`, signed by another key than the token's), or a client of the fapi2 profile asked for a token without one. At the token endpoint a 400; on the API a 401 with `WWW-Authenticate: DPoP error=\"invalid_dpop_proof\"`. Make a new proof for every request.",
  use_dpop_nonce:
    "The token endpoint requires a server nonce in the DPoP proof: retry with a new proof carrying the `DPoP-Nonce` the answer gave (and a new client assertion).",
} satisfies Record<OAuthErrorCode, string>;

/** One page per error code (its problem `type` URI resolves to it), and the index with the OAuth errors. */
export function errorPages(): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const code of ErrorCodeSchema.options) {
    const { status, title } = ERRORS[code];
    pages[`errors/${problemSlug(code)}.md`] =
      `---\ntitle: ${code}\n---\n\n# ${code}\n\n**HTTP ${status}** · ${prose(title)}\n\n${prose(HELP[code])}\n\n[All errors](./)\n`;
  }
  const rows = ErrorCodeSchema.options.map(
    (code) => `| [\`${code}\`](./${problemSlug(code)}) | ${ERRORS[code].status} | ${prose(ERRORS[code].title)} |`,
  );
  const oauth = OAuthErrorCodeSchema.options.map((code) => `### ${code}\n\n${prose(OAUTH_HELP[code])}\n`);
  pages["errors/index.md"] = `# Error reference

Every error of the API is an RFC 9457 problem (\`application/problem+json\`) with a stable \`code\`; its \`type\` is the
address of the code's page here. The OAuth endpoints answer RFC 6749 errors instead (below).

| code | status | title |
|---|---|---|
${rows.join("\n")}

## OAuth errors

The token, revocation and introspection endpoints answer \`{"error": "…", "error_description": "…"}\`.

${oauth.join("\n")}`;
  return pages;
}
