-- Events carry their place among their application's events (1, 2, 3… in commit order), so a receiver can apply them
-- idempotently whatever order they arrive in. The counter lives on the application's row: incremented with
-- UPDATE … RETURNING in the transaction that publishes the event, it is taken under the row's lock, so concurrent
-- changes of one application get distinct, gap-free numbers in the order they commit. Events of no application
-- (PING, SUBSCRIPTION_DISABLED) have none.
ALTER TABLE applications ADD COLUMN event_sequence bigint NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN sequence bigint;

-- Existing events are numbered by their time-ordered ids, and each application's counter continues from there.
UPDATE events SET sequence = numbered.sequence
  FROM (SELECT event_id, row_number() OVER (PARTITION BY client_id, application_id ORDER BY event_id) AS sequence
          FROM events WHERE application_id IS NOT NULL) AS numbered
 WHERE events.event_id = numbered.event_id;
UPDATE applications SET event_sequence = counts.last
  FROM (SELECT application_id, max(sequence) AS last FROM events WHERE application_id IS NOT NULL GROUP BY application_id) AS counts
 WHERE applications.application_id = counts.application_id;

-- A new application is created with its APPLICATION_CREATED event, number 1: its counter starts there.
ALTER TABLE applications ALTER COLUMN event_sequence SET DEFAULT 1;
