import type { SandboxReset } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";

type Kind = keyof SandboxReset["deleted"];

/**
 * What a sandbox reset deletes of one client ($1), one statement per kind, run in the order written: what refers to a
 * row goes before it (a delivery before its event; an application's sessions, cases, checks, documents and people
 * before the application). What hangs off a row without a kind of its own goes with it by its foreign key's cascade:
 * a document's content (its sealed chunks: no bytes are kept outside the database), a delivery's attempts, a case's
 * notes. Kept: the client's credentials, tokens, subscriptions, branding, rate limits and clock, its idempotency keys
 * (a key's stored answer may be of a subscription, which stays), and the audit trail, the platform's record.
 *
 * A customer's candidate keys for monitoring go with it by their foreign key's cascade. A table of a client's data
 * added later is one more line here, before what it refers to, and its count in core's SandboxResetSchema: `satisfies` below refuses a kind the schema does not name, or one
 * it names and this list forgets.
 */
const RESET = {
  deliveries: "DELETE FROM deliveries WHERE client_id = $1",
  events: "DELETE FROM events WHERE client_id = $1",
  onboarding_sessions: "DELETE FROM onboarding_sessions WHERE client_id = $1",
  review_cases: "DELETE FROM review_cases WHERE client_id = $1",
  verifications: "DELETE FROM verifications WHERE client_id = $1",
  documents: "DELETE FROM documents WHERE client_id = $1",
  individuals: "DELETE FROM individuals WHERE client_id = $1",
  screenings: "DELETE FROM screenings WHERE client_id = $1",
  customer_alerts: "DELETE FROM customer_alerts WHERE client_id = $1",
  accounts: "DELETE FROM accounts WHERE client_id = $1",
  customers: "DELETE FROM customers WHERE client_id = $1",
  applications: "DELETE FROM applications WHERE client_id = $1",
} satisfies Record<Kind, string>;

/** SQL of the sandbox reset. */
export const sandboxResetStore = {
  /** Deletes every kind of the client's data (in the caller's transaction: all or nothing), and counts each. */
  async deleteAll(db: Queryable, clientId: string): Promise<Record<Kind, number>> {
    const deleted = {} as Record<Kind, number>;
    for (const [kind, statement] of Object.entries(RESET) as [Kind, string][]) {
      const [row] = await db.query<{ count: string | number }>(
        `WITH deleted AS (${statement} RETURNING 1) SELECT count(*) AS count FROM deleted`,
        [clientId],
      );
      deleted[kind] = Number(row?.count ?? 0);
    }
    return deleted;
  },
};
