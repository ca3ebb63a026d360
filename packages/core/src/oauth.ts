import { z } from "zod";
import { ScopeStringSchema } from "./scopes.ts";

/** The client_assertion_type of private_key_jwt (RFC 7523 §2.2). */
export const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

/** The algorithms a client assertion or a DPoP proof may be signed with: asymmetric, nothing weaker (never none or HMAC). */
export const CLIENT_SIGNING_ALGORITHMS = ["ES256", "PS256", "EdDSA"] as const;

/** Client credentials in the form body (client_secret_post), for clients that do not send HTTP Basic. */
const postedCredentials = {
  client_id: z.string().max(128).optional().meta({
    description: "With client_secret: client_secret_post authentication. With client_assertion: optional, and then the assertion's issuer.",
  }),
  client_secret: z.string().max(256).optional().meta({ description: "Only in the form body, and only without HTTP Basic." }),
  client_assertion_type: z.string().max(128).optional().meta({
    description: "private_key_jwt (RFC 7523): urn:ietf:params:oauth:client-assertion-type:jwt-bearer.",
    example: CLIENT_ASSERTION_TYPE,
  }),
  client_assertion: z.string().max(8192).optional().meta({
    description:
      "private_key_jwt (RFC 7523): a JWT signed with one of the client's registered keys (ES256, PS256 or EdDSA), with iss and sub the client id, aud the issuer (or the token endpoint's URL), exp at most 5 minutes ahead, and a jti used once.",
  }),
};

/** Other parameters are ignored, as RFC 6749 §3.2 requires (resource, audience, …). */
export const TokenRequestSchema = z
  .object({
    grant_type: z.string().max(64).meta({ description: "Must be client_credentials.", example: "client_credentials" }),
    scope: ScopeStringSchema.optional(),
    ...postedCredentials,
  })
  .meta({
    id: "TokenRequest",
    description: "Client-credentials token request (query string or form body). Unknown parameters are ignored.",
  });

export const TokenResponseSchema = z
  .strictObject({
    access_token: z
      .string()
      .max(4096)
      .meta({ description: "JWT access token (RFC 9068).", example: "eyJhbGciOiJFUzI1NiIsInR5cCI6ImF0K2p3dCJ9…" }),
    token_type: z.enum(["Bearer", "DPoP"]).meta({
      description:
        "DPoP when the request carried a DPoP proof: the token is bound to the proof's key (send it as Authorization: DPoP, with a proof).",
    }),
    expires_in: z
      .number()
      .int()
      .positive()
      .meta({ description: "Lifetime in seconds: 900 in production and sandbox, 43200 in development.", example: 900 }),
    scope: ScopeStringSchema,
  })
  .meta({ id: "TokenResponse", description: "An access token (RFC 6749 §5.1). No refresh token is issued." });

/** RFC 6749 §5.2 and RFC 6750 §3.1 error codes. */
export const OAuthErrorCodeSchema = z.enum([
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
  "invalid_token",
  "temporarily_unavailable",
  "server_error",
  "invalid_dpop_proof",
  "use_dpop_nonce",
]);
export type OAuthErrorCode = z.infer<typeof OAuthErrorCodeSchema>;

export const OAuthErrorSchema = z
  .strictObject({
    error: OAuthErrorCodeSchema.meta({ example: "invalid_client" }),
    error_description: z.string().max(500).optional().meta({ example: "Client authentication failed." }),
  })
  .meta({ id: "OAuthError", description: "An RFC 6749 §5.2 error." });

export const TokenHintSchema = z
  .object({
    token: z.string().min(1).max(4096),
    token_type_hint: z
      .string()
      .max(64)
      .optional()
      .meta({ description: "A hint only (access_token, refresh_token, …): any value is accepted.", example: "access_token" }),
    ...postedCredentials,
  })
  .meta({ id: "TokenHint", description: "A token to revoke or introspect (RFC 7009, RFC 7662)." });

export const IntrospectionSchema = z
  .object({
    active: z.boolean(),
    scope: z.string().optional(),
    client_id: z.string().optional(),
    token_type: z.string().optional(),
    exp: z.number().int().optional(),
    iat: z.number().int().optional(),
    sub: z.string().optional(),
    aud: z.string().optional(),
    iss: z.string().optional(),
    jti: z.string().optional(),
    cnf: z.object({ jkt: z.string() }).optional().meta({
      description: "A DPoP-bound token's binding (RFC 9449 §6.2): the SHA-256 thumbprint of the key its proofs must be signed with.",
    }),
  })
  .meta({
    id: "Introspection",
    description: 'RFC 7662 introspection response; exactly {"active": false} for unknown, expired or revoked tokens.',
  });

export const JwksSchema = z
  .object({ keys: z.array(z.record(z.string(), z.unknown())) })
  .meta({ id: "JsonWebKeySet", description: "Public signing keys (RFC 7517)." });

export const AuthorizationServerMetadataSchema = z
  .object({
    issuer: z.string(),
    token_endpoint: z.string(),
    jwks_uri: z.string(),
    revocation_endpoint: z.string(),
    introspection_endpoint: z.string(),
    grant_types_supported: z.array(z.string()),
    token_endpoint_auth_methods_supported: z.array(z.string()),
    revocation_endpoint_auth_methods_supported: z.array(z.string()).optional(),
    introspection_endpoint_auth_methods_supported: z.array(z.string()).optional(),
    token_endpoint_auth_signing_alg_values_supported: z.array(z.string()).optional(),
    dpop_signing_alg_values_supported: z.array(z.string()).optional(),
    scopes_supported: z.array(z.string()),
    response_types_supported: z.array(z.string()).optional(),
  })
  .catchall(z.unknown())
  .meta({ id: "AuthorizationServerMetadata", description: "RFC 8414 authorization server metadata." });
