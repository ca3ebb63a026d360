-- Per-client rate limits set by an operator (pnpm admin clients rate-limit); absent means the configured default.
CREATE TABLE client_rate_limits (
  client_id text PRIMARY KEY REFERENCES api_clients (client_id),
  api_limit integer CHECK (api_limit > 0),
  oauth_limit integer CHECK (oauth_limit > 0),
  updated_at timestamptz NOT NULL
);

-- The audit trail: who did what, to which object, in which request, with what outcome. Identifiers only, never
-- personal data. Append-only: a trigger refuses every UPDATE and DELETE.
CREATE TABLE audit_log (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('client', 'operator')),
  actor_id text NOT NULL,
  action text NOT NULL,
  object_id text,
  request_id text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'replayed')),
  status integer NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_actor_at ON audit_log (actor_id, at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
