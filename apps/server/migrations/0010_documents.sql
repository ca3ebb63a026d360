-- KYC documents of applications. Every row belongs to one API client (tenancy): every query filters by client_id.
-- The metadata is in clear (type, status, size, digest); the content is in document_chunks, sealed.
CREATE TABLE documents (
  document_id text PRIMARY KEY,
  client_id text NOT NULL,
  application_id text NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
  -- The person of a corporate application the document is about; null when it is about the applicant.
  individual_id text,
  document_type text NOT NULL,
  side text,
  status text NOT NULL,
  reason_code text,
  reason text,
  file_name text,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX documents_by_application ON documents (client_id, application_id, document_id DESC);

-- A document's content in chunks of at most 256 KiB, each sealed with AES-256-GCM (its document id and index are the
-- associated data, so a chunk moved to another place does not decrypt); key_id names the key, for re-encryption.
CREATE TABLE document_chunks (
  document_id text NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  index integer NOT NULL,
  key_id text NOT NULL,
  sealed bytea NOT NULL,
  PRIMARY KEY (document_id, index)
);
