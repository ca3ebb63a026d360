import type { Database } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { type RevocationRow, revocationsStore } from "./revocations-store.ts";

/** The longest a token check waits for a refresh that has fallen behind. */
const CATCH_UP_WAIT_MS = 250;

/**
 * Which tokens are revoked, known to every instance within `maxDelayMs`: each instance keeps the revocations in
 * memory and, in the background twice per `maxDelayMs`, reads the rows added since the last one it saw (one indexed
 * query per interval, whatever the load). Checking a token waits for the database only when that refresh has
 * fallen behind (a busy process: no attempt for longer than `maxDelayMs`), and then for at most a quarter of a
 * second. When the database is down the refresh keeps trying in the background and requests go on with what is
 * known, without waiting: news of revocations made elsewhere waits for the database.
 */
export class Revocations {
  readonly #revokedJtis = new Set<string>();
  readonly #cutOffs = new Map<string, number>();
  #lastSeq = 0;
  #refreshing: Promise<void> | undefined;
  #attemptedAt = Number.NEGATIVE_INFINITY; // performance.now() when the last refresh started, whatever its outcome
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly maxDelayMs: number,
  ) {
    this.#timer = setInterval(
      () => {
        this.refresh().catch(() => undefined); // the database is down or gone: keep what is known, try again next time
      },
      Math.max(10, Math.floor(maxDelayMs / 2)),
    );
    this.#timer.unref();
  }

  /** Whether what is known is recent enough to trust a token on (no catch-up needed). */
  get current(): boolean {
    return performance.now() - this.#attemptedAt <= this.maxDelayMs;
  }

  /** Before a token is trusted: a refresh when the background one has fallen behind, waited for ¼ s at most. */
  async catchUp(): Promise<void> {
    if (this.current) {
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CATCH_UP_WAIT_MS);
    });
    await Promise.race([this.refresh().catch(() => undefined), giveUp]);
    clearTimeout(timer);
  }

  /** Reads the revocations added since the last refresh (one at a time, however many callers). */
  refresh(): Promise<void> {
    this.#refreshing ??= (async () => {
      this.#attemptedAt = performance.now();
      const rows = await revocationsStore.since(this.db, this.#lastSeq, this.clock.now());
      for (const row of rows) {
        this.#apply(row);
      }
    })().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  /** Stops the background refresh (the process is shutting down). */
  stop(): void {
    clearInterval(this.#timer);
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
