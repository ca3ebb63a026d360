import type { Queryable } from "../db/database.ts";

export interface RevocationRow {
  seq: number;
  client_id: string;
  jti: string | null;
  issued_before: Date | null;
}

/** SQL of token revocations: single tokens (by jti) and client-wide cut-offs (every token issued before a time). */
export const revocationsStore = {
  /** The revocations added after `afterSeq` that still matter (their tokens have not expired). */
  since: (db: Queryable, afterSeq: number, now: Date) =>
    db.query<RevocationRow>(
      "SELECT seq, client_id, jti, issued_before FROM token_revocations WHERE seq > $1 AND expires_at > $2 ORDER BY seq",
      [afterSeq, now],
    ),

  revokeToken: (db: Queryable, revocation: { clientId: string; jti: string; expiresAt: Date }) =>
    db.query("INSERT INTO token_revocations (client_id, jti, expires_at) VALUES ($1, $2, $3)", [
      revocation.clientId,
      revocation.jti,
      revocation.expiresAt,
    ]),

  cutOffClient: (db: Queryable, cutOff: { clientId: string; issuedBefore: Date; keepUntil: Date }) =>
    db.query("INSERT INTO token_revocations (client_id, issued_before, expires_at) VALUES ($1, $2, $3)", [
      cutOff.clientId,
      cutOff.issuedBefore,
      cutOff.keepUntil,
    ]),

  async purgeExpired(db: Queryable, now: Date): Promise<number> {
    return (await db.query("DELETE FROM token_revocations WHERE expires_at <= $1 RETURNING 1", [now])).length;
  },
};
