-- Each API client's clock in development and sandbox: how far it runs ahead of real time. A client without a row runs
-- at real time, as every client does in production (where nothing writes this table). The offset only grows, by the
-- client's own POST /v1/sandbox/clock/advance, up to two years; POST /v1/sandbox/clock/reset deletes the row. Everything
-- that waits on time (a session's expiry, a review's deadline) compares with the process clock's now plus the offset.
CREATE TABLE sandbox_clocks (
  client_id text PRIMARY KEY REFERENCES api_clients (client_id) ON DELETE CASCADE,
  offset_ms bigint NOT NULL CHECK (offset_ms >= 0),
  updated_at timestamptz NOT NULL
);

-- The client's time when the event happened, beside the real one (event_date): only while its clock was ahead.
ALTER TABLE events ADD COLUMN simulated_date timestamptz;
