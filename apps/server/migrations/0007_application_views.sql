-- The API's view of each application (sensitive values masked, individuals included) as JSON text, written with every
-- change of the application, so that retrieving and listing read it as it is. NULL for rows written before: those are
-- rendered when read.
ALTER TABLE applications ADD COLUMN resource text;
