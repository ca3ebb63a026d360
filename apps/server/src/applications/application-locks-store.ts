import type { ApplicationStatus, ApplicationType } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";

/** What another aggregate's rules need of the application it belongs to: its type and status. */
export interface ApplicationState {
  type: ApplicationType;
  status: ApplicationStatus;
}

/**
 * SQL of an application as the aggregates that hang off it (documents, checks, onboarding sessions) see it through
 * the gate: whether the client has it, and its state locked for the rest of the transaction (FOR UPDATE, as every change of it takes), so
 * that a submit or a decision waits for their change.
 */
export const applicationLocksStore = {
  async lock(db: Queryable, clientId: string, applicationId: string): Promise<ApplicationState | undefined> {
    const [row] = await db.query<{ application_type: ApplicationType; status: ApplicationStatus }>(
      "SELECT application_type, status FROM applications WHERE client_id = $1 AND application_id = $2 FOR UPDATE",
      [clientId, applicationId],
    );
    return row ? { type: row.application_type, status: row.status } : undefined;
  },

  async exists(db: Queryable, clientId: string, applicationId: string): Promise<boolean> {
    const rows = await db.query("SELECT 1 FROM applications WHERE client_id = $1 AND application_id = $2", [clientId, applicationId]);
    return rows.length > 0;
  },
};
