-- Events carry their whole data object (a review's reason and fields too); subscription events have no application.
ALTER TABLE events ADD COLUMN data jsonb;
UPDATE events SET data = jsonb_build_object('application_id', application_id, 'previous_status', previous_status, 'status', status);
ALTER TABLE events ALTER COLUMN data SET NOT NULL;
ALTER TABLE events ALTER COLUMN application_id DROP NOT NULL;
ALTER TABLE events ALTER COLUMN status DROP NOT NULL;
CREATE INDEX events_by_application ON events (client_id, application_id, event_id DESC);

-- Webhook subscriptions; event_types NULL means every type.
CREATE TABLE subscriptions (
  subscription_id text PRIMARY KEY,
  client_id text NOT NULL,
  url text NOT NULL,
  event_types text[],
  description text,
  enabled boolean NOT NULL,
  disabled_reason text,
  failing_since timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX subscriptions_by_client ON subscriptions (client_id, subscription_id DESC);

-- Signing secrets, encrypted; a rotated one signs until expires_at.
CREATE TABLE subscription_secrets (
  secret_id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES subscriptions ON DELETE CASCADE,
  secret_encrypted text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);
CREATE INDEX subscription_secrets_by_subscription ON subscription_secrets (subscription_id);

-- One event to one subscription, written in the transaction of the event (the outbox), claimed by workers.
CREATE TABLE deliveries (
  delivery_id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES subscriptions ON DELETE CASCADE,
  client_id text NOT NULL,
  event_id text NOT NULL REFERENCES events,
  ordering_key text NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL,
  next_attempt_at timestamptz,
  locked_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX deliveries_in_order ON deliveries (subscription_id, ordering_key, event_id) WHERE status = 'PENDING';
CREATE INDEX deliveries_by_subscription ON deliveries (subscription_id, delivery_id DESC);

CREATE TABLE delivery_attempts (
  delivery_id text NOT NULL REFERENCES deliveries ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL,
  status_code integer,
  latency_ms integer NOT NULL,
  error_class text,
  response_body text,
  PRIMARY KEY (delivery_id, attempt)
);
