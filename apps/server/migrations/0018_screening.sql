-- Sanctions and PEP screening.
--
-- Each load of a configured list source is a version: the publisher's date where the file has one, the SHA-256 of
-- the bytes loaded, the number of entries and the entries themselves (JSON, gzip-compressed: public list data, no
-- personal data of the platform's customers). The newest version of each source is the one in force; a load that is
-- refused (truncated, malformed, empty) adds no version, so the last good one stays.
CREATE TABLE screening_list_versions (
  version_id text PRIMARY KEY,
  source text NOT NULL,
  format text NOT NULL,
  published_at timestamptz,
  sha256 text NOT NULL,
  entry_count integer NOT NULL,
  entries bytea NOT NULL,
  loaded_at timestamptz NOT NULL
);
CREATE INDEX screening_list_versions_by_source ON screening_list_versions (source, loaded_at DESC);

-- Each source's last load attempt: when it was checked (a load that found the same bytes adds no version), and the
-- last refusal, shown by `pnpm admin screening sources` and in the readiness answer until a later load succeeds.
CREATE TABLE screening_sources (
  source text PRIMARY KEY,
  checked_at timestamptz NOT NULL,
  refused_at timestamptz,
  refusal text
);

-- A check's screening outcome: the matches (listed entries and scores: list data, not the customer's) and the list
-- versions screened against.
ALTER TABLE verifications ADD COLUMN matches jsonb NOT NULL DEFAULT '[]';
ALTER TABLE verifications ADD COLUMN screened_against jsonb NOT NULL DEFAULT '[]';

-- Screenings asked directly by a client (POST /v1/screenings): what was screened is personal data, stored only
-- encrypted (the screening's id is the associated data); the matches and versions in clear.
CREATE TABLE screenings (
  screening_id text PRIMARY KEY,
  client_id text NOT NULL,
  type text NOT NULL,
  request_sealed text NOT NULL,
  matches jsonb NOT NULL,
  screened_against jsonb NOT NULL,
  threshold real NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX screenings_by_client ON screenings (client_id, screening_id DESC);

-- The worker's scheduled list loads are audited as the system's own.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_type_check CHECK (actor_type IN ('client', 'operator', 'end_customer', 'system'));
