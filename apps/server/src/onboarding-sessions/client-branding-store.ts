import type { OnboardingBranding } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";

/** SQL of a client's default branding of the hosted page, which the operator sets once. */
export const clientBrandingStore = {
  async get(db: Queryable, clientId: string): Promise<OnboardingBranding> {
    const [row] = await db.query<{ branding: OnboardingBranding | string }>("SELECT branding FROM client_branding WHERE client_id = $1", [
      clientId,
    ]);
    return row === undefined ? {} : typeof row.branding === "string" ? (JSON.parse(row.branding) as OnboardingBranding) : row.branding;
  },

  /** Sets the client's default branding (replacing the one before); false when there is no such client. */
  async set(db: Queryable, clientId: string, branding: OnboardingBranding, now: Date): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO client_branding (client_id, branding, updated_at)
       SELECT client_id, $2::jsonb, $3 FROM api_clients WHERE client_id = $1
       ON CONFLICT (client_id) DO UPDATE SET branding = EXCLUDED.branding, updated_at = EXCLUDED.updated_at
       RETURNING 1`,
      [clientId, JSON.stringify(branding), now],
    );
    return rows.length > 0;
  },

  async reset(db: Queryable, clientId: string): Promise<void> {
    await db.query("DELETE FROM client_branding WHERE client_id = $1", [clientId]);
  },
};
