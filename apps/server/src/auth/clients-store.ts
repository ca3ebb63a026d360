import type { Queryable } from "../db/database.ts";

/** baseline: secrets and bearer tokens allowed; fapi2: private_key_jwt and DPoP-bound tokens only. */
export type AuthProfile = "baseline" | "fapi2";

export interface ApiClientRow {
  client_id: string;
  name: string;
  scopes: string[];
  enabled: boolean;
  created_at: Date;
  auth_profile: AuthProfile;
  /** Where its public keys are published, instead of registered ones. */
  jwks_uri: string | null;
  /** The CIDR blocks it may call from; null: anywhere. */
  source_ips: string[] | null;
}

const CLIENT_COLUMNS = "c.client_id, c.name, c.scopes, c.enabled, c.created_at, c.auth_profile, c.jwks_uri, c.source_ips";

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
  insertClient: (
    db: Queryable,
    client: {
      clientId: string;
      name: string;
      scopes: string[];
      now: Date;
      authProfile: AuthProfile;
      jwksUri: string | null;
      sourceIps: string[] | null;
    },
  ) =>
    db.query(
      `INSERT INTO api_clients (client_id, name, scopes, enabled, created_at, updated_at, auth_profile, jwks_uri, source_ips)
       VALUES ($1, $2, $3, true, $4, $4, $5, $6, $7)`,
      [client.clientId, client.name, client.scopes, client.now, client.authProfile, client.jwksUri, client.sourceIps],
    ),

  insertKey: (db: Queryable, key: { clientId: string; kid: string; jwk: object; now: Date }) =>
    db.query("INSERT INTO client_keys (client_id, kid, jwk, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING kid", [
      key.clientId,
      key.kid,
      JSON.stringify(key.jwk),
      key.now,
    ]),

  async deleteKey(db: Queryable, clientId: string, kid: string): Promise<boolean> {
    return (await db.query("DELETE FROM client_keys WHERE client_id = $1 AND kid = $2 RETURNING kid", [clientId, kid])).length > 0;
  },

  /**
   * Locks the client's row until the transaction ends (a change that checks what the client has before writing, so
   * two such changes run one after the other); false when there is no such client.
   */
  async lockClient(db: Queryable, clientId: string): Promise<boolean> {
    return (await db.query("SELECT client_id FROM api_clients WHERE client_id = $1 FOR UPDATE", [clientId])).length > 0;
  },

  async update(
    db: Queryable,
    clientId: string,
    change: { authProfile?: AuthProfile; sourceIps?: string[] | null; jwksUri?: string | null },
    now: Date,
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE api_clients SET
         auth_profile = CASE WHEN $2::boolean THEN $3 ELSE auth_profile END,
         source_ips = CASE WHEN $4::boolean THEN $5::text[] ELSE source_ips END,
         jwks_uri = CASE WHEN $6::boolean THEN $7 ELSE jwks_uri END,
         updated_at = $8
       WHERE client_id = $1 RETURNING client_id`,
      [
        clientId,
        change.authProfile !== undefined,
        change.authProfile ?? null,
        change.sourceIps !== undefined,
        change.sourceIps ?? null,
        change.jwksUri !== undefined,
        change.jwksUri ?? null,
        now,
      ],
    );
    return rows.length > 0;
  },

  insertSecret: (db: Queryable, secret: { secretId: string; clientId: string; hash: Buffer; now: Date }) =>
    db.query("INSERT INTO client_secrets (secret_id, client_id, secret_hash, created_at) VALUES ($1, $2, $3, $4)", [
      secret.secretId,
      secret.clientId,
      secret.hash,
      secret.now,
    ]),

  async findClient(db: Queryable, clientId: string): Promise<ApiClientRow | undefined> {
    const rows = await db.query<ApiClientRow>(`SELECT ${CLIENT_COLUMNS} FROM api_clients c WHERE c.client_id = $1`, [clientId]);
    return rows[0];
  },

  /** The client, its active secrets and its registered public keys, in one round trip (no row for an unknown client). */
  async findForAuthentication(
    db: Queryable,
    clientId: string,
    now: Date,
  ): Promise<{ client: ApiClientRow; hashes: Uint8Array[]; keys: Record<string, unknown>[] } | undefined> {
    const rows = await db.query<ApiClientRow & { secret_hash: Uint8Array | null; keys: Record<string, unknown>[] }>(
      `SELECT ${CLIENT_COLUMNS}, s.secret_hash,
              (SELECT coalesce(jsonb_agg(k.jwk ORDER BY k.created_at), '[]'::jsonb) FROM client_keys k WHERE k.client_id = c.client_id) AS keys
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
    const { secret_hash: _, keys, ...client } = first;
    return { client, keys, hashes: rows.flatMap((row) => (row.secret_hash ? [row.secret_hash] : [])) };
  },

  activeSecrets: (db: Queryable, clientId: string, now: Date) =>
    db.query<SecretRow>(`SELECT * FROM client_secrets WHERE client_id = $1 AND ${ACTIVE} ORDER BY created_at`, [clientId, now]),

  listClients: (db: Queryable, now: Date) =>
    db.query<ApiClientRow & { active_secrets: number; keys: number }>(
      `SELECT ${CLIENT_COLUMNS},
              (SELECT count(*)::int FROM client_secrets s WHERE s.client_id = c.client_id AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > $1)) AS active_secrets,
              (SELECT count(*)::int FROM client_keys k WHERE k.client_id = c.client_id) AS keys
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
