import { type AdvanceSandboxClock, SANDBOX_CLOCK_MAX_AHEAD_SECONDS } from "@onboarding/core";
import type { Database, Queryable } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import { ApiError, type FieldError } from "../platform/errors.ts";
import type { ServiceContext } from "../service-context.ts";
import { sandboxClocksStore as store } from "./sandbox-clocks-store.ts";

/** A client's clock as read at one moment: its time, the real time, and how far apart they are. */
export interface ClientClockReading {
  now: Date;
  realNow: Date;
  offsetMs: number;
}

/**
 * Work that falls due as time passes, run for one client once its clock has moved forward (see due-work.ts, where
 * each is registered). `now` is the process clock's now, the real time: the work's SQL compares each row with its
 * client's time (clientNowSql), as the periodic sweep over every client does, and events it publishes take it as
 * their event_date (their simulated_date is the client's time). `db` is the database, not a transaction: the work
 * runs in transactions of its own, after the clock's move has committed.
 */
export type DueWork = (db: Database, clientId: string, now: Date) => Promise<unknown>;

const MAX_AHEAD_MS = SANDBOX_CLOCK_MAX_AHEAD_SECONDS * 1000;
const MAX_AHEAD_DAYS = SANDBOX_CLOCK_MAX_AHEAD_SECONDS / 86_400;

/** 422 INVALID_CLOCK_CHANGE: the clock does not move, and `errors` says why. */
const refused = (detail: string, error: FieldError) => new ApiError("INVALID_CLOCK_CHANGE", detail, { errors: [error] });

/**
 * Each API client's clock. In development and sandbox a client may run its own clock ahead of real time, to see what
 * waits on time happen (a session's expiry, a review's deadline) without waiting; everything that waits on time asks
 * here for the client's now. In production no client has an offset, and `now` is the process clock's, without a query.
 */
export function createClientClocks({
  clock,
  config,
  dueWork,
}: {
  clock: Clock;
  config: Pick<Config, "env">;
  /** What to run for a client once its clock has moved forward (read when it runs: the modules it calls are made after the clocks). */
  dueWork: () => readonly DueWork[];
}) {
  const simulated = config.env !== "production";

  async function read(db: Queryable, clientId: string): Promise<ClientClockReading> {
    const realNow = clock.now();
    const offsetMs = simulated ? await store.offset(db, clientId) : 0;
    return { now: new Date(realNow.getTime() + offsetMs), realNow, offsetMs };
  }

  /** The offset a move leads to, from the current one; refused (422) back, beyond two years, or with both or neither. */
  function movedOffset(input: AdvanceSandboxClock, realNow: Date, offsetMs: number): number {
    const latest = new Date(realNow.getTime() + MAX_AHEAD_MS).toISOString();
    const tooFar = `The clock may run at most ${MAX_AHEAD_DAYS} days (two years) ahead of real time.`;
    if (input.seconds !== undefined && input.to !== undefined) {
      throw refused("Give seconds or to, not both.", { pointer: "/to", code: "not_allowed", detail: "give seconds or to, not both" });
    }
    if (input.seconds !== undefined) {
      const moved = offsetMs + input.seconds * 1000;
      if (moved > MAX_AHEAD_MS) {
        const left = Math.floor((MAX_AHEAD_MS - offsetMs) / 1000);
        throw refused(tooFar, { pointer: "/seconds", code: "too_large", detail: `must be at most ${left}: the clock may reach ${latest}` });
      }
      return moved;
    }
    if (input.to !== undefined) {
      const to = new Date(input.to);
      const now = new Date(realNow.getTime() + offsetMs);
      if (to.getTime() <= now.getTime()) {
        throw refused("The clock moves forward only; POST /v1/sandbox/clock/reset takes it back to real time.", {
          pointer: "/to",
          code: "too_small",
          detail: `must be later than the clock's now, ${now.toISOString()}`,
        });
      }
      if (to.getTime() - realNow.getTime() > MAX_AHEAD_MS) {
        throw refused(tooFar, { pointer: "/to", code: "too_large", detail: `must be at most ${latest}` });
      }
      return to.getTime() - realNow.getTime();
    }
    throw refused("Give seconds or to: how far, or until when, to move the clock forward.", {
      pointer: "",
      code: "required",
      detail: "give seconds or to",
    });
  }

  return {
    /** The client's now: the process clock's, plus the client's offset where clocks can be advanced. */
    async now(db: Queryable, clientId: string): Promise<Date> {
      return simulated ? (await read(db, clientId)).now : clock.now();
    },

    /** The client's clock, as it reads now. */
    read: ({ db, clientId }: ServiceContext): Promise<ClientClockReading> => read(db, clientId),

    /**
     * Moves the client's clock forward, by `seconds` or to `to`, in the caller's transaction. What became due is not
     * run here: see runDueWork, once this has committed.
     */
    async advance({ db, clientId }: ServiceContext, input: AdvanceSandboxClock): Promise<ClientClockReading> {
      const realNow = clock.now();
      const offsetMs = movedOffset(input, realNow, await store.lock(db, clientId, realNow));
      await store.set(db, clientId, offsetMs, realNow);
      return { now: new Date(realNow.getTime() + offsetMs), realNow, offsetMs };
    },

    /** The client's clock back at real time. What happened while it was ahead stays as it is. */
    async reset({ db, clientId }: ServiceContext): Promise<ClientClockReading> {
      await store.remove(db, clientId);
      const realNow = clock.now();
      return { now: realNow, realNow, offsetMs: 0 };
    },

    /**
     * Runs, one after the other, the work that may have fallen due for the client, at the process clock's now: after
     * its clock moved forward and the move committed, so that the work (in its own transactions, on connections of
     * its own) sees the new time, and what it causes is there when the move is answered.
     */
    async runDueWork(db: Database, clientId: string): Promise<void> {
      const now = clock.now();
      for (const work of dueWork()) {
        await work(db, clientId, now);
      }
    },
  };
}

export type ClientClocks = ReturnType<typeof createClientClocks>;
