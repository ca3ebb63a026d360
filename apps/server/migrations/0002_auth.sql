-- API clients of the OAuth 2.0 authorization server. Secrets are stored only as keyed hashes.
CREATE TABLE api_clients (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  scopes text[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE client_secrets (
  secret_id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES api_clients (client_id) ON DELETE CASCADE,
  -- HMAC-SHA-256 of the secret, keyed with the server's pepper (SECRET_PEPPER).
  secret_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX client_secrets_client ON client_secrets (client_id);

-- Token signing keys: the public JWK in clear, the private JWK encrypted (AES-256-GCM, ENCRYPTION_KEYS).
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL,
  public_jwk jsonb NOT NULL,
  private_jwk_encrypted text NOT NULL,
  created_at timestamptz NOT NULL,
  retired_at timestamptz
);

-- Revoked tokens (jti) and client-wide cut-offs (issued_before: a disabled client's tokens). Every instance
-- polls rows past the last seq it has seen.
CREATE TABLE token_revocations (
  seq bigserial PRIMARY KEY,
  client_id text NOT NULL,
  jti text,
  issued_before timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX token_revocations_expires ON token_revocations (expires_at);

-- Failed-authentication counters (rate-limiter-flexible's PostgreSQL store layout), shared by every instance.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
