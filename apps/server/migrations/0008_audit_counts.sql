-- How many requests a row of the audit trail stands for. A refusal is a row of its own when it is the first of its
-- kind (client, operation, status) in a minute; the others of that minute are counted and written as one row. Every
-- other row is one request. The default makes the column without rewriting the table (the trigger refuses UPDATE).
ALTER TABLE audit_log ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count >= 1);
