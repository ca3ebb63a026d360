import {
  AuthorizationServerMetadataSchema,
  IntrospectionSchema,
  JwksSchema,
  ScopeStringSchema,
  TokenHintSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from "@onboarding/core";
import { z } from "zod";
import { defineOperation, FORM_TYPE, JSON_TYPE, oauthError, ok } from "../operation.ts";

const noStore = { "Cache-Control": { description: "Always no-store.", schema: z.literal("no-store") } };

export const issueToken = defineOperation({
  operationId: "issueToken",
  method: "post",
  path: "/oauth/token",
  summary: "Get an access token (client credentials)",
  description:
    "OAuth 2.0 client-credentials grant (RFC 6749 §4.4). Authenticate with HTTP Basic (client id and secret), with `client_id` and `client_secret` in the form body (client_secret_post), or with a client assertion signed by the client's private key (private_key_jwt, RFC 7523: `client_assertion_type` and `client_assertion` in the form body) — one method, and never a credential in the URL. A client of the `fapi2` profile authenticates with private_key_jwt only. With a `DPoP` header (a DPoP proof, RFC 9449, carrying the server nonce of `DPoP-Nonce`) the token is bound to the proof's key and its `token_type` is `DPoP`; a `fapi2` client must send one. A proof without a current nonce is answered 400 `use_dpop_nonce` with a `DPoP-Nonce` to retry with. `grant_type` and `scope` may come in the query string, as the seed's clients send them, or in a form body; never both. Unrecognised parameters are ignored.",
  tags: ["OAuth"],
  auth: { type: "client" },
  request: {
    query: z.object({
      grant_type: z.string().max(64).optional().meta({ example: "client_credentials" }),
      scope: ScopeStringSchema.optional(),
    }),
    body: { schema: TokenRequestSchema.partial(), contentTypes: [FORM_TYPE], required: false },
  },
  responses: {
    200: ok("An access token.", TokenResponseSchema, noStore),
    400: {
      ...oauthError(
        "invalid_request, unsupported_grant_type or invalid_scope; with DPoP, invalid_dpop_proof (the proof is refused, or a fapi2 client sent none) or use_dpop_nonce (retry with the DPoP-Nonce given).",
      ),
      headers: {
        "DPoP-Nonce": {
          description: "With invalid_dpop_proof and use_dpop_nonce: a server nonce to put in the next DPoP proof (valid for 5 minutes).",
          schema: z.string(),
          optional: true,
        },
      },
    },
    401: oauthError(
      "invalid_client, with WWW-Authenticate: Basic; its error_description says why when that tells nothing the caller did not send (an assertion's fault, a fapi2 client's secret, a source address not allowed).",
    ),
    405: oauthError("Only POST is allowed."),
  },
});

export const revokeToken = defineOperation({
  operationId: "revokeToken",
  method: "post",
  path: "/oauth/revoke",
  summary: "Revoke an access token",
  description: "RFC 7009. Always 200 for an authenticated client, whether the token was known or not.",
  tags: ["OAuth"],
  auth: { type: "client" },
  request: { body: { schema: TokenHintSchema, contentTypes: [FORM_TYPE] } },
  responses: {
    200: { description: "Revoked (or unknown)." },
    400: oauthError("invalid_request."),
    401: oauthError("invalid_client (a secret, or a client assertion as at the token endpoint)."),
  },
});

export const introspectToken = defineOperation({
  operationId: "introspectToken",
  method: "post",
  path: "/oauth/introspect",
  summary: "Introspect an access token",
  description: 'RFC 7662. Unknown, expired or revoked tokens give exactly {"active": false}.',
  tags: ["OAuth"],
  auth: { type: "client" },
  request: { body: { schema: TokenHintSchema, contentTypes: [FORM_TYPE] } },
  responses: {
    200: ok("Whether the token is active, and its claims.", IntrospectionSchema),
    400: oauthError("invalid_request."),
    401: oauthError("invalid_client."),
  },
});

export const getJwks = defineOperation({
  operationId: "getJwks",
  method: "get",
  path: "/.well-known/jwks.json",
  summary: "Public signing keys",
  tags: ["OAuth"],
  auth: { type: "none" },
  responses: { 200: { description: "The JSON Web Key Set.", schema: JwksSchema, contentType: JSON_TYPE } },
});

export const getAuthorizationServerMetadata = defineOperation({
  operationId: "getAuthorizationServerMetadata",
  method: "get",
  path: "/.well-known/oauth-authorization-server",
  summary: "Authorization server metadata",
  description: "RFC 8414 discovery document.",
  tags: ["OAuth"],
  auth: { type: "none" },
  responses: {
    200: { description: "The metadata.", schema: AuthorizationServerMetadataSchema, contentType: JSON_TYPE },
  },
});
