import type { EventType } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";

export interface SubscriptionRow {
  subscription_id: string;
  client_id: string;
  url: string;
  event_types: EventType[] | null;
  description: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The row's values in column order: $1 … $10 of the statements below. */
const columns = (row: SubscriptionRow) => [
  row.subscription_id,
  row.client_id,
  row.url,
  row.event_types,
  row.description,
  row.enabled,
  row.disabled_reason,
  row.failing_since,
  row.created_at,
  row.updated_at,
];

/** SQL of webhook subscriptions and their signing secrets (stored encrypted). Every statement is per client. */
export const subscriptionsStore = {
  insert: (db: Queryable, row: SubscriptionRow) =>
    db.query(
      `INSERT INTO subscriptions (subscription_id, client_id, url, event_types, description, enabled, disabled_reason, failing_since, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      columns(row),
    ),

  async find(db: Queryable, clientId: string, subscriptionId: string, options: { forUpdate?: boolean } = {}) {
    const [row] = await db.query<SubscriptionRow>(
      `SELECT * FROM subscriptions WHERE client_id = $1 AND subscription_id = $2${options.forUpdate ? " FOR UPDATE" : ""}`,
      [clientId, subscriptionId],
    );
    return row;
  },

  list: (db: Queryable, clientId: string, page: Page) =>
    keysetPage<SubscriptionRow>(db, { table: "subscriptions", id: "subscription_id", conditions: [["client_id = ?", clientId]] }, page),

  update: (db: Queryable, row: SubscriptionRow) =>
    db.query(
      `UPDATE subscriptions SET url = $3, event_types = $4, description = $5, enabled = $6, disabled_reason = $7, failing_since = $8, created_at = $9, updated_at = $10
       WHERE subscription_id = $1 AND client_id = $2`,
      columns(row),
    ),

  async delete(db: Queryable, clientId: string, subscriptionId: string): Promise<boolean> {
    const rows = await db.query("DELETE FROM subscriptions WHERE client_id = $1 AND subscription_id = $2 RETURNING 1", [
      clientId,
      subscriptionId,
    ]);
    return rows.length > 0;
  },

  /** Marks a failed attempt; returns since when the subscription has been failing, and whether it is still enabled. */
  async markFailing(db: Queryable, subscriptionId: string, now: Date) {
    const [row] = await db.query<{ failing_since: Date; enabled: boolean; client_id: string }>(
      "UPDATE subscriptions SET failing_since = COALESCE(failing_since, $2) WHERE subscription_id = $1 RETURNING failing_since, enabled, client_id",
      [subscriptionId, now],
    );
    return row;
  },

  markHealthy: (db: Queryable, subscriptionId: string) =>
    db.query("UPDATE subscriptions SET failing_since = NULL WHERE subscription_id = $1 AND failing_since IS NOT NULL", [subscriptionId]),

  /** Disables a subscription that is still enabled; false when it already was not. */
  async disable(db: Queryable, subscriptionId: string, reason: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      "UPDATE subscriptions SET enabled = false, disabled_reason = $2, updated_at = $3 WHERE subscription_id = $1 AND enabled RETURNING 1",
      [subscriptionId, reason, now],
    );
    return rows.length > 0;
  },

  insertSecret: (db: Queryable, secret: { secretId: string; subscriptionId: string; sealed: string; now: Date }) =>
    db.query("INSERT INTO subscription_secrets (secret_id, subscription_id, secret_encrypted, created_at) VALUES ($1, $2, $3, $4)", [
      secret.secretId,
      secret.subscriptionId,
      secret.sealed,
      secret.now,
    ]),

  /** Lets the secrets that sign today stop signing at `at` (after a rotation). */
  expireSecrets: (db: Queryable, subscriptionId: string, now: Date, at: Date) =>
    db.query("UPDATE subscription_secrets SET expires_at = $3 WHERE subscription_id = $1 AND (expires_at IS NULL OR expires_at > $2)", [
      subscriptionId,
      now,
      at,
    ]),

  /** Every signing secret not sealed with the key `sealedPrefix` names, across clients (for key rotation only). */
  secretsNotStartingWith(
    db: Queryable,
    sealedPrefix: string,
  ): Promise<{ secret_id: string; subscription_id: string; secret_encrypted: string }[]> {
    return db.query(
      "SELECT secret_id, subscription_id, secret_encrypted FROM subscription_secrets WHERE NOT starts_with(secret_encrypted, $1)",
      [sealedPrefix],
    );
  },

  /** Replaces one secret's sealed value (the same secret, sealed with another key). */
  async replaceSealedSecret(db: Queryable, secretId: string, sealed: string): Promise<void> {
    await db.query("UPDATE subscription_secrets SET secret_encrypted = $2 WHERE secret_id = $1", [secretId, sealed]);
  },

  /** The encrypted secrets that sign now, newest first. */
  async activeSecrets(db: Queryable, subscriptionId: string, now: Date): Promise<{ secret_id: string; secret_encrypted: string }[]> {
    return db.query(
      "SELECT secret_id, secret_encrypted FROM subscription_secrets WHERE subscription_id = $1 AND (expires_at IS NULL OR expires_at > $2) ORDER BY created_at DESC",
      [subscriptionId, now],
    );
  },
};
