-- Onboarding applications. Every row belongs to one API client (tenancy): every query filters by client_id.
CREATE TABLE applications (
  application_id text PRIMARY KEY,
  client_id text NOT NULL,
  application_type text NOT NULL,
  status text NOT NULL,
  customer_id text NOT NULL,
  account_id text NOT NULL,
  product_id text NOT NULL,
  asset_type_id text NOT NULL,
  terms_and_conditions_accepted boolean NOT NULL,
  information_attested boolean NOT NULL,
  attested_at timestamptz,
  attested_ip text,
  -- customer_details; tax and passport numbers inside are AES-256-GCM envelopes (v1.<key id>.…), never clear text.
  details jsonb NOT NULL,
  email_address text,
  -- JSON pointers a review asked to change, until the client changes them.
  changes_requested jsonb NOT NULL DEFAULT '[]',
  decision_reason text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  decided_at timestamptz
);
CREATE INDEX applications_by_client ON applications (client_id, application_id DESC);
-- customer_id and account_id are unique per client among applications that are not cancelled or rejected.
CREATE UNIQUE INDEX applications_customer_id ON applications (client_id, customer_id) WHERE status NOT IN ('CANCELLED', 'REJECTED');
CREATE UNIQUE INDEX applications_account_id ON applications (client_id, account_id) WHERE status NOT IN ('CANCELLED', 'REJECTED');

CREATE TABLE individuals (
  individual_id text PRIMARY KEY,
  application_id text NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
  client_id text NOT NULL,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX individuals_by_application ON individuals (application_id, individual_id);

-- The outbox: written in the transaction of the change it describes.
CREATE TABLE events (
  event_id text PRIMARY KEY,
  client_id text NOT NULL,
  event_type text NOT NULL,
  application_id text NOT NULL,
  previous_status text,
  status text NOT NULL,
  event_date timestamptz NOT NULL
);
CREATE INDEX events_by_client ON events (client_id, event_id DESC);

CREATE TABLE customers (
  client_id text NOT NULL,
  customer_id text NOT NULL,
  customer_type text NOT NULL,
  application_id text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, customer_id)
);

CREATE TABLE accounts (
  client_id text NOT NULL,
  account_id text NOT NULL,
  customer_id text NOT NULL,
  product_id text NOT NULL,
  asset_type_id text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, account_id)
);

-- Idempotency keys: scope (client, method, path, key); the first completed response is replayed.
CREATE TABLE idempotency_keys (
  client_id text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  state text NOT NULL,
  locked_until timestamptz,
  response_status integer,
  response_headers jsonb,
  response_body text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, method, path, key)
);
CREATE INDEX idempotency_keys_expires ON idempotency_keys (expires_at);
