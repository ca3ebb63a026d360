-- Hosted onboarding sessions: a single-use link through which an application's end customer completes it on a page
-- this service hosts. Every row belongs to one API client (tenancy). The link's token is never stored: only its
-- SHA-256 (token_hash), looked up through its unique index. The first opening binds the session to that browser
-- (browser_key_hash, the hash of a key the page keeps in the browser).
CREATE TABLE onboarding_sessions (
  session_id text PRIMARY KEY,
  client_id text NOT NULL,
  application_id text NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  browser_key_hash text,
  return_url text NOT NULL,
  refresh_url text NOT NULL,
  locale text NOT NULL,
  editable text[] NOT NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'COMPLETED', 'EXPIRED')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  completed_at timestamptz
);
-- An application's sessions, newest first (session ids are time-ordered, so the list pages by them).
CREATE INDEX onboarding_sessions_by_application ON onboarding_sessions (client_id, application_id, session_id DESC);
-- The sessions the expiry sweep looks at: OPEN ones, by when they expire.
CREATE INDEX onboarding_sessions_due ON onboarding_sessions (expires_at) WHERE status = 'OPEN';

-- The hosted page records what the end customer does in the audit trail, as actor_type 'end_customer' and the
-- session's id as actor_id.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_type_check CHECK (actor_type IN ('client', 'operator', 'end_customer'));
