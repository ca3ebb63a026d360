-- Bank-grade client authentication: a client's auth profile (baseline: secrets and bearer tokens; fapi2:
-- private_key_jwt and DPoP only), where its public keys come from (registered here, or its jwks_uri), and the
-- addresses it may call from (CIDR blocks; NULL: anywhere).
ALTER TABLE api_clients
  ADD COLUMN auth_profile text NOT NULL DEFAULT 'baseline' CHECK (auth_profile IN ('baseline', 'fapi2')),
  ADD COLUMN jwks_uri text,
  ADD COLUMN source_ips text[];

-- A client's registered public keys (JWK, public members only), by key id (the JWK's kid, else its RFC 7638
-- thumbprint). A removed key is deleted: the audit trail keeps the command that removed it.
CREATE TABLE client_keys (
  client_id text NOT NULL REFERENCES api_clients (client_id),
  kid text NOT NULL,
  jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, kid)
);
