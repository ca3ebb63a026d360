-- The environments (ONBOARDING_ENV) that servers have run as on this database, each recorded by a server when it
-- starts serving. A command that reads the database itself (`pnpm admin` on PostgreSQL runs in the operator's shell,
-- with the shell's ONBOARDING_ENV) asks it: a database that has served production holds production's data, whatever
-- the shell says. Rows are only added.
CREATE TABLE served_environments (
  environment text PRIMARY KEY CHECK (environment IN ('development', 'sandbox', 'production')),
  first_served_at timestamptz NOT NULL
);
