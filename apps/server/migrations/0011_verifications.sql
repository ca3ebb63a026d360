-- Verification checks of submitted applications: one row per check of one subject (the applicant, or a person of a
-- corporation, or a document), made PENDING at submission and answered by the provider through the runner. Each
-- submission makes a new set (set_number); earlier sets are kept as history. document_id names a document without a
-- foreign key, so that checks and documents evolve apart. No personal data here: the provider is given the subject's
-- details from the application when it runs.
CREATE TABLE verifications (
  verification_id text PRIMARY KEY,
  client_id text NOT NULL,
  application_id text NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
  set_number integer NOT NULL,
  individual_id text,
  document_id text,
  "check" text NOT NULL,
  status text NOT NULL,
  reason_code text,
  reason text,
  -- A FAILED check a reviewer approved over: the reviewer's reason, and when.
  override_reason text,
  overridden_at timestamptz,
  -- The runner's claim: attempts made, and when the next may start (a claim holds it until then).
  attempts integer NOT NULL DEFAULT 0,
  next_run_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX verifications_by_application ON verifications (client_id, application_id, set_number, verification_id DESC);
CREATE INDEX verifications_due ON verifications (next_run_at) WHERE status = 'PENDING';
