-- The hosted page's branding: what the integrator gave the session (its name, logo, accent colour, terms and privacy
-- links), with each member it left out taken from its client's default when the session was created; a JSON object
-- of the API's OnboardingBranding (no personal data).
ALTER TABLE onboarding_sessions ADD COLUMN branding jsonb NOT NULL DEFAULT '{}';
-- What the page has asked the end customer during the session: the requirements it made steps of, kept once they are
-- met so that every saved step can be opened and changed again until submission.
ALTER TABLE onboarding_sessions ADD COLUMN asked jsonb NOT NULL DEFAULT '[]';

-- A client's default branding, set by the operator once (pnpm admin clients branding) for every session it creates.
CREATE TABLE client_branding (
  client_id text PRIMARY KEY REFERENCES api_clients (client_id) ON DELETE CASCADE,
  branding jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
