-- After approval: approved customers stay screened (monitoring), their new matches become alerts, and each customer
-- carries a risk rating that sets when it is reviewed again.

-- The rating (LOW, MEDIUM, HIGH) with its factors, when it was rated, and when its periodic review is due; while a
-- review is open (its case), review_opened_at says since when, and no second one opens.
-- Monitoring: ACTIVE or PAUSED (with why), when the customer was last screened in full and against which list
-- versions, and when the schedule screens it next. cleared_matches: the matches a reviewer cleared before approval
-- ("subject|source|entry_id"), which monitoring does not raise again.
ALTER TABLE customers
  ADD COLUMN risk_rating text NOT NULL DEFAULT 'LOW',
  ADD COLUMN risk_factors jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN rated_at timestamptz,
  ADD COLUMN next_review_at timestamptz,
  ADD COLUMN review_opened_at timestamptz,
  ADD COLUMN monitoring text NOT NULL DEFAULT 'ACTIVE',
  ADD COLUMN paused_reason text,
  ADD COLUMN monitoring_updated_at timestamptz,
  ADD COLUMN last_screened_at timestamptz,
  ADD COLUMN next_screening_at timestamptz,
  ADD COLUMN screened_against jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN cleared_matches jsonb NOT NULL DEFAULT '[]';
-- Customers approved before monitoring existed are rated LOW as of their approval and screened at the next round.
UPDATE customers SET rated_at = created_at, monitoring_updated_at = created_at, next_screening_at = created_at;
ALTER TABLE customers ALTER COLUMN rated_at SET NOT NULL, ALTER COLUMN monitoring_updated_at SET NOT NULL;
CREATE INDEX customers_screening_due ON customers (next_screening_at) WHERE monitoring = 'ACTIVE';
CREATE INDEX customers_review_due ON customers (next_review_at) WHERE review_opened_at IS NULL;
CREATE INDEX customers_by_application ON customers (application_id);

-- How a changed list finds the customers it can affect: the screening engine only ever scores a listed name against
-- a name sharing one of its candidate keys (a token's phonetic class and next two letters), so each monitored person
-- or corporation's keys are kept here, each as an HMAC under the service's pepper (no name can be read back). A new
-- list version's added, changed or removed entries give their keys; the customers holding one are the only ones
-- whose screening can change, and the only ones scored again.
CREATE TABLE monitoring_keys (
  key_hash bytea NOT NULL,
  client_id text NOT NULL,
  customer_id text NOT NULL,
  PRIMARY KEY (key_hash, client_id, customer_id),
  FOREIGN KEY (client_id, customer_id) REFERENCES customers (client_id, customer_id) ON DELETE CASCADE
);
CREATE INDEX monitoring_keys_by_customer ON monitoring_keys (client_id, customer_id);

-- One run per new list version: the keys of the entries it changed, and how far the run has got (the last customer
-- screened, in key order): a worker claims the run (FOR UPDATE SKIP LOCKED), screens the next batch and moves the
-- cursor in the same transaction, so a crash resumes where the last committed batch ended and no customer is screened
-- twice for the same version.
CREATE TABLE monitoring_runs (
  version_id text PRIMARY KEY REFERENCES screening_list_versions (version_id) ON DELETE CASCADE,
  source text NOT NULL,
  previous_version_id text,
  key_hashes bytea[] NOT NULL,
  changed_entries integer NOT NULL,
  after_client text NOT NULL DEFAULT '',
  after_customer text NOT NULL DEFAULT '',
  screened integer NOT NULL DEFAULT 0,
  alerts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX monitoring_runs_pending ON monitoring_runs (created_at) WHERE finished_at IS NULL;

-- A match found while monitoring: the entry (list data) and the customer's name as screened. At most one alert is
-- open per person, source and entry; fingerprint (an HMAC of the person's details and the entry) lets a match
-- resolved as a false positive stay quiet while both are unchanged.
CREATE TABLE customer_alerts (
  alert_id text PRIMARY KEY,
  client_id text NOT NULL,
  customer_id text NOT NULL,
  application_id text NOT NULL,
  check_type text NOT NULL,
  individual_id text,
  subject_key text NOT NULL,
  subject_name text NOT NULL,
  source text NOT NULL,
  entry_id text NOT NULL,
  fingerprint text NOT NULL,
  match jsonb NOT NULL,
  status text NOT NULL,
  resolution text,
  resolution_reason text,
  resolved_by text,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE UNIQUE INDEX customer_alerts_one_open ON customer_alerts (client_id, customer_id, subject_key, source, entry_id) WHERE status = 'OPEN';
CREATE INDEX customer_alerts_by_customer ON customer_alerts (client_id, customer_id, alert_id DESC);

-- Cases now also come after approval: a monitoring alert (MONITORING_ALERT) or a periodic review (PERIODIC_REVIEW).
-- Each is a lane of its own: one case is open at most per application and lane, the onboarding's (SUBMISSION,
-- DOCUMENT_UPLOADED) beside the two after approval.
ALTER TABLE review_cases ADD COLUMN lane text NOT NULL DEFAULT 'ONBOARDING';
DROP INDEX review_cases_one_open;
CREATE UNIQUE INDEX review_cases_one_open ON review_cases (application_id, lane) WHERE status <> 'RESOLVED';
