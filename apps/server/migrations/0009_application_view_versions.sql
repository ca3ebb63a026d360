-- The version of the views that rendered each stored view (resource): a view is served as stored only when its
-- version is the server's, otherwise the application is rendered again when read. The views stored until now are of
-- version 1; the default gives them that without rewriting the table, and is dropped so that every write names its own.
ALTER TABLE applications ADD COLUMN view_version integer DEFAULT 1;
ALTER TABLE applications ALTER COLUMN view_version DROP DEFAULT;
