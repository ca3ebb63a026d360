-- Documents safe to keep and to show: a malware scan before review, and images re-encoded for viewing.

-- A document's content may be kept in two variants: 'original' (the bytes as uploaded, sealed as evidence) and, for a
-- JPEG or PNG, 'view' (re-encoded upright, without metadata: what is shown by default). A chunk's variant is part of
-- its associated data, so a view chunk does not decrypt as an original one.
ALTER TABLE document_chunks ADD COLUMN variant text NOT NULL DEFAULT 'original';
ALTER TABLE document_chunks DROP CONSTRAINT document_chunks_pkey;
ALTER TABLE document_chunks ADD PRIMARY KEY (document_id, variant, index);

-- The view's size and digest (null when the document has none: a PDF, or an image stored before this migration).
ALTER TABLE documents ADD COLUMN view_size integer;
ALTER TABLE documents ADD COLUMN view_sha256 text;

-- The malware scan of a SCANNING document: when it is next due (a scanner that failed is tried again later, or a
-- claim's lease), and how many attempts it took.
ALTER TABLE documents ADD COLUMN scan_due_at timestamptz;
ALTER TABLE documents ADD COLUMN scan_attempts integer NOT NULL DEFAULT 0;
CREATE INDEX documents_scan_due ON documents (scan_due_at) WHERE status = 'SCANNING';
