import type { Operation } from "@onboarding/contract";
import type { Database } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Logger } from "../platform/logger.ts";
import { objectIdOf, recordRequest } from "./audit.ts";
import { auditStore } from "./audit-store.ts";

const MINUTE_MS = 60_000;
/** While counts wait for their minute to end, how often (real time) the clock is asked whether it has. */
const CHECK_EVERY_MS = 1000;

/** An audited operation refused once its caller was known, or answered by an idempotent replay, with its status. */
export interface CountedRequest {
  operation: Operation;
  clientId: string;
  requestId: string;
  params: unknown;
  status: number;
  /** A replay of a stored response: it changes nothing and costs the client nothing, so it is counted the same way. */
  replayed?: boolean;
  /** The answer's body (a replayed create names the object it created). */
  body?: unknown;
}

/** The requests of one kind (client, operation, status, replayed or not) in one minute, after the first, which has its own row. */
interface Tally {
  minute: number;
  /** The latest request counted (its request id and time go into the counted row). */
  latest: CountedRequest;
  /** Requests counted and not yet written. */
  count: number;
  lastAt: Date;
  /** The object all counted requests named, null when they named different ones or none, undefined before the first. */
  objectId: string | null | undefined;
  log: Logger;
}

/**
 * Keeps the audit trail bounded however often a client is refused: the first refusal of a kind (client, operation,
 * status) in a minute is a row of its own, written at once; the others of that minute are counted in memory and
 * written as one row with their number, the last one's request id and time, once the minute is over (when the next
 * refusal comes, or within a second by the timer). So a kind costs at most two rows a minute per process, and no
 * database write per refusal beyond its first. Idempotent replays are counted alike. `flush` writes what is counted when
 * the process stops; the counts of a minute not yet over are lost only if it dies.
 */
export class AuditCounts {
  private readonly tallies = new Map<string, Tally>();
  /** The earliest minute a tally is for: nothing is over before the clock passes it. */
  private earliest = Number.POSITIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Records a refusal or a replay: the promise is done once its own row is written when it is the first of its kind this minute
   * (and once the rows of finished minutes are), at once when it is only counted.
   */
  async record(request: CountedRequest, log: Logger): Promise<void> {
    const at = this.clock.now();
    const minute = Math.floor(at.getTime() / MINUTE_MS);
    await this.writeFinished(minute);
    const key = `${request.clientId} ${request.operation.operationId} ${request.status} ${request.replayed === true}`;
    const tally = this.tallies.get(key);
    if (tally && tally.minute >= minute) {
      const objectId = objectIdOf(request.operation, request.params, request.status, request.body);
      tally.objectId = tally.objectId === undefined || tally.objectId === objectId ? objectId : null;
      tally.latest = request;
      tally.lastAt = at;
      tally.log = log;
      tally.count++;
      this.checkLater();
      return;
    }
    this.tallies.delete(key);
    this.tallies.set(key, { minute, latest: request, count: 0, lastAt: at, objectId: undefined, log });
    this.earliest = Math.min(this.earliest, minute);
    await recordRequest(this.db, this.clock, request, { status: request.status, replayed: request.replayed === true, body: request.body });
  }

  /** Writes every count not yet written, whether or not its minute is over (the process is stopping). */
  flush(): Promise<void> {
    return this.writeFinished(Number.POSITIVE_INFINITY);
  }

  /** Writes the counts of the minutes before `minute`, in one transaction; a failure is logged with the counts lost. */
  private async writeFinished(minute: number): Promise<void> {
    if (minute <= this.earliest) {
      return;
    }
    const finished: Tally[] = [];
    this.earliest = Number.POSITIVE_INFINITY;
    for (const [key, tally] of this.tallies) {
      if (tally.minute < minute) {
        this.tallies.delete(key);
        if (tally.count > 0) {
          finished.push(tally);
        }
      } else {
        this.earliest = Math.min(this.earliest, tally.minute);
      }
    }
    if (finished.length === 0) {
      return;
    }
    try {
      await this.db.transaction(async (tx) => {
        for (const tally of finished) {
          await auditStore.append(tx, {
            at: tally.lastAt,
            actorType: "client",
            actorId: tally.latest.clientId,
            action: tally.latest.operation.operationId,
            objectId: tally.objectId ?? null,
            requestId: tally.latest.requestId,
            outcome: tally.latest.replayed ? "replayed" : "failed",
            status: tally.latest.status,
            count: tally.count,
          });
        }
      });
    } catch (failure) {
      const lost = finished.map(({ latest, count }) => ({ client_id: latest.clientId, action: latest.operation.operationId, count }));
      finished[0]?.log.warn({ err: failure, lost }, "audit: counted refusals and replays could not be recorded");
    }
  }

  /** While counts are pending, looks each second whether their minute is over, so they are written without a next request. */
  private checkLater(): void {
    if (this.timer) {
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const minute = Math.floor(this.clock.now().getTime() / MINUTE_MS);
      void this.writeFinished(minute).then(() => {
        if ([...this.tallies.values()].some((tally) => tally.count > 0)) {
          this.checkLater();
        }
      });
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }
}
