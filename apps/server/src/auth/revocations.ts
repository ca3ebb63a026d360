import type { Clock } from "../clock.ts";
import type { Database } from "../db/database.ts";
import { type RevocationRow, revocationsStore } from "./revocations-store.ts";

/**
 * Which tokens are revoked, known to every instance within `maxDelayMs`: each instance keeps the revocations in
 * memory and, when its copy is older than that, reads the rows added since the last one it saw (one indexed query
 * per interval, whatever the load), so checking a token costs no database round trip.
 */
export class Revocations {
  readonly #revokedJtis = new Set<string>();
  readonly #cutOffs = new Map<string, number>();
  #lastSeq = 0;
  #refreshedAt = Number.NEGATIVE_INFINITY; // performance.now() when the last refresh started
  #refreshing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly maxDelayMs: number,
  ) {}

  /** Brings the local copy up to date when it is older than the allowed delay. */
  async ensureFresh(): Promise<void> {
    if (performance.now() - this.#refreshedAt <= this.maxDelayMs) {
      return;
    }
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = undefined;
    });
    await this.#refreshing;
  }

  async #refresh(): Promise<void> {
    const started = performance.now();
    const rows = await revocationsStore.since(this.db, this.#lastSeq, this.clock.now());
    for (const row of rows) {
      this.#apply(row);
    }
    this.#refreshedAt = started;
  }

  #apply(row: RevocationRow): void {
    this.#lastSeq = Math.max(this.#lastSeq, Number(row.seq));
    if (row.jti) {
      this.#revokedJtis.add(row.jti);
    }
    if (row.issued_before) {
      this.#cutOffs.set(row.client_id, Math.max(this.#cutOffs.get(row.client_id) ?? 0, row.issued_before.getTime()));
    }
  }

  isRevoked(claims: { jti: string; client_id: string; iat: number }): boolean {
    const cutOff = this.#cutOffs.get(claims.client_id);
    return this.#revokedJtis.has(claims.jti) || (cutOff !== undefined && claims.iat * 1000 < cutOff);
  }

  async revokeToken(claims: { jti: string; client_id: string; exp: number }): Promise<void> {
    await revocationsStore.revokeToken(this.db, { clientId: claims.client_id, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) });
    this.#revokedJtis.add(claims.jti);
  }

  /** Every token of the client issued before `at` is revoked (the client was disabled). */
  async cutOffClient(clientId: string, at: Date, keepUntil: Date): Promise<void> {
    await revocationsStore.cutOffClient(this.db, { clientId, issuedBefore: at, keepUntil });
    this.#cutOffs.set(clientId, Math.max(this.#cutOffs.get(clientId) ?? 0, at.getTime()));
  }
}
