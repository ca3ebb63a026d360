import type { Queryable } from "../db/database.ts";

export interface ClientLimitsRow {
  client_id: string;
  api_limit: number | null;
  oauth_limit: number | null;
}

/** SQL of the per-client rate limits an operator sets. */
export const clientLimitsStore = {
  list: (db: Queryable) => db.query<ClientLimitsRow>("SELECT client_id, api_limit, oauth_limit FROM client_rate_limits"),

  /** Sets the limits given (null leaves one as it was); false when there is no such client. */
  async set(db: Queryable, clientId: string, limits: { api: number | null; oauth: number | null }, now: Date): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO client_rate_limits (client_id, api_limit, oauth_limit, updated_at)
       SELECT client_id, $2, $3, $4 FROM api_clients WHERE client_id = $1
       ON CONFLICT (client_id) DO UPDATE SET api_limit = coalesce(EXCLUDED.api_limit, client_rate_limits.api_limit),
         oauth_limit = coalesce(EXCLUDED.oauth_limit, client_rate_limits.oauth_limit), updated_at = EXCLUDED.updated_at
       RETURNING 1`,
      [clientId, limits.api, limits.oauth, now],
    );
    return rows.length > 0;
  },

  async reset(db: Queryable, clientId: string): Promise<void> {
    await db.query("DELETE FROM client_rate_limits WHERE client_id = $1", [clientId]);
  },
};
