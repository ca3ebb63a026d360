-- The review console: the platform's operators (people, signed in through the platform's single sign-on), their
-- sessions, and the cases they work.

-- An operator is a person of the platform's compliance team, matched at sign-in by its e-mail (kept lower-case).
CREATE TABLE operators (
  operator_id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  -- Any of reviewer, approver, admin, auditor.
  roles text[] NOT NULL,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL
);

-- A signed-in operator's session: only the hash of its cookie's value is kept. It ends 15 minutes after its last
-- request, 12 hours after it began, at sign-out, or when its operator is disabled.
CREATE TABLE console_sessions (
  session_id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  operator_id text NOT NULL REFERENCES operators (operator_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX console_sessions_by_operator ON console_sessions (operator_id) WHERE ended_at IS NULL;

-- A one-time sign-in link (development only): the hash of its token, valid 10 minutes, used once.
CREATE TABLE operator_login_links (
  token_hash text PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators (operator_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A case is the unit of review work on one application: at most one is open per application at a time.
CREATE TABLE review_cases (
  case_id text PRIMARY KEY,
  application_id text NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
  client_id text NOT NULL,
  -- Why it was opened: SUBMISSION, DOCUMENT_UPLOADED.
  reason text NOT NULL,
  -- OPEN → IN_REVIEW (claimed) → AWAITING_APPROVAL (a decision proposed) → RESOLVED.
  status text NOT NULL,
  holder_id text REFERENCES operators (operator_id),
  -- A proposed decision (APPROVE), its reason, and who proposed it; an approver who did not propose confirms it.
  proposal text,
  proposal_reason text,
  proposed_by text REFERENCES operators (operator_id),
  opened_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  resolved_at timestamptz,
  -- How it ended: the application's status after its decision.
  resolution text
);
CREATE UNIQUE INDEX review_cases_one_open ON review_cases (application_id) WHERE status <> 'RESOLVED';
CREATE INDEX review_cases_queue ON review_cases (due_at, case_id) WHERE status <> 'RESOLVED';
CREATE INDEX review_cases_by_application ON review_cases (application_id, opened_at);

-- Notes on a case: free text by an operator, kept, shown in the case's timeline.
CREATE TABLE case_notes (
  note_id text PRIMARY KEY,
  case_id text NOT NULL REFERENCES review_cases (case_id) ON DELETE CASCADE,
  operator_id text NOT NULL REFERENCES operators (operator_id),
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX case_notes_by_case ON case_notes (case_id, created_at);

-- The audit trail names an operator of the console by its e-mail beside its id.
ALTER TABLE audit_log ADD COLUMN actor_email text;
-- A case's timeline reads the trail's lines about the application's objects.
CREATE INDEX audit_log_object ON audit_log (object_id) WHERE object_id IS NOT NULL;
