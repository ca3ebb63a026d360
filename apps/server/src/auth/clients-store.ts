import type { Queryable } from "../db/database.ts";

export interface ApiClientRow {
  client_id: string;
  name: string;
  scopes: string[];
  enabled: boolean;
  created_at: Date;
}

export interface SecretRow {
  secret_id: string;
  client_id: string;
  secret_hash: Uint8Array;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
}

const ACTIVE = "revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)";

/** SQL of API clients and their secrets. */
export const clientsStore = {
  insertClient: (db: Queryable, client: { clientId: string; name: string; scopes: string[]; now: Date }) =>
    db.query("INSERT INTO api_clients (client_id, name, scopes, enabled, created_at, updated_at) VALUES ($1, $2, $3, true, $4, $4)", [
      client.clientId,
      client.name,
      client.scopes,
      client.now,
    ]),

  insertSecret: (db: Queryable, secret: { secretId: string; clientId: string; hash: Buffer; now: Date }) =>
    db.query("INSERT INTO client_secrets (secret_id, client_id, secret_hash, created_at) VALUES ($1, $2, $3, $4)", [
      secret.secretId,
      secret.clientId,
      secret.hash,
      secret.now,
    ]),

  async findClient(db: Queryable, clientId: string): Promise<ApiClientRow | undefined> {
    const rows = await db.query<ApiClientRow>("SELECT client_id, name, scopes, enabled, created_at FROM api_clients WHERE client_id = $1", [
      clientId,
    ]);
    return rows[0];
  },

  /** The client and its active secrets, in one round trip (no row at all for an unknown client). */
  async findForAuthentication(
    db: Queryable,
    clientId: string,
    now: Date,
  ): Promise<{ client: ApiClientRow; hashes: Uint8Array[] } | undefined> {
    const rows = await db.query<ApiClientRow & { secret_hash: Uint8Array | null }>(
      `SELECT c.client_id, c.name, c.scopes, c.enabled, c.created_at, s.secret_hash
         FROM api_clients c
         LEFT JOIN client_secrets s ON s.client_id = c.client_id AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > $2)
        WHERE c.client_id = $1
        ORDER BY s.created_at DESC`,
      [clientId, now],
    );
    const first = rows[0];
    if (!first) {
      return undefined;
    }
    const { secret_hash: _, ...client } = first;
    return { client, hashes: rows.flatMap((row) => (row.secret_hash ? [row.secret_hash] : [])) };
  },

  activeSecrets: (db: Queryable, clientId: string, now: Date) =>
    db.query<SecretRow>(`SELECT * FROM client_secrets WHERE client_id = $1 AND ${ACTIVE} ORDER BY created_at`, [clientId, now]),

  listClients: (db: Queryable, now: Date) =>
    db.query<ApiClientRow & { active_secrets: number }>(
      `SELECT c.client_id, c.name, c.scopes, c.enabled, c.created_at,
              (SELECT count(*)::int FROM client_secrets s WHERE s.client_id = c.client_id AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > $1)) AS active_secrets
         FROM api_clients c ORDER BY c.created_at`,
      [now],
    ),

  expireSecret: (db: Queryable, secretId: string, at: Date) =>
    db.query("UPDATE client_secrets SET expires_at = $2 WHERE secret_id = $1", [secretId, at]),

  async revokeSecret(db: Queryable, clientId: string, secretId: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      "UPDATE client_secrets SET revoked_at = $3 WHERE client_id = $1 AND secret_id = $2 AND revoked_at IS NULL RETURNING secret_id",
      [clientId, secretId, now],
    );
    return rows.length > 0;
  },

  async setEnabled(db: Queryable, clientId: string, enabled: boolean, now: Date): Promise<boolean> {
    const rows = await db.query("UPDATE api_clients SET enabled = $2, updated_at = $3 WHERE client_id = $1 RETURNING client_id", [
      clientId,
      enabled,
      now,
    ]);
    return rows.length > 0;
  },
};
