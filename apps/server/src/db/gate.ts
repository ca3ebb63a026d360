import { ApiError, overloaded } from "../platform/errors.ts";

export interface GateOptions {
  /** Operations running at once (PGlite: 1, it runs one query at a time; PostgreSQL: the pool size). */
  concurrency: number;
  /** Operations that may wait; beyond that the gate refuses at once (503 + Retry-After). */
  maxQueue: number;
  /** How long an operation may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/** Beyond the wait for a turn, what an answer may take: the database answers within maxWaitMs + this, or is refused. */
const ANSWER_MARGIN_MS = 500;

const notAnswering = () => overloaded("The database is not answering; retry shortly.");

/** A bound on an operation's whole life, waiting included: past `ms`, it is refused with `error()`. */
export interface Deadline {
  ms: number;
  error: () => unknown;
}

/**
 * What running work is told when it is refused: once, with the refusal. (An AbortController and its event listeners
 * per database operation cost more than the rest of the gate.)
 */
export class Refusal {
  #reason: unknown;
  #aborted = false;
  #listener: ((reason: unknown) => void) | undefined;

  get aborted(): boolean {
    return this.#aborted;
  }

  get reason(): unknown {
    return this.#reason;
  }

  /**
   * Calls `listener` with the refusal when it comes (at once if it came already); `undefined` removes it. The work has
   * one listener: a second one while the first is set is a mistake of the code, refused.
   */
  onRefused(listener: ((reason: unknown) => void) | undefined): void {
    if (listener && this.#listener) {
      throw new Error("Refusal.onRefused: a listener is already set");
    }
    this.#listener = listener;
    if (listener && this.#aborted) {
      listener(this.#reason);
    }
  }

  throwIfRefused(): void {
    if (this.#aborted) {
      throw this.#reason;
    }
  }

  refuse(reason: unknown): void {
    if (this.#aborted) {
      return;
    }
    this.#aborted = true;
    this.#reason = reason;
    try {
      this.#listener?.(reason);
    } catch (error) {
      // The listener's failure is its own (reported as uncaught, as an event listener's would be): the gate goes on
      // refusing the other operations.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Backpressure in front of the database. Work beyond `concurrency` waits in a bounded queue, for a bounded time;
 * past either bound it is refused with 503 instead of piling up, so latency stays bounded under overload and
 * the process keeps answering (an unbounded queue in front of PGlite, which runs each query on the event loop,
 * made every request slow and sockets time out).
 *
 * The gate also knows since when the database has been holding work without answering any of it. An operation that
 * comes while it is silent like that is refused once the silence has lasted `maxWaitMs` + ½ s, whether it is waiting
 * for its turn or running (running work is aborted, and answered once it has ended): so a request that reaches a database that stopped
 * answering before it came is answered within that bound of its arrival, whatever it waited for before its own queries
 * (the revocation catch-up, a rate-limit lease — themselves queries that wait on the same silence), and once the
 * silence is longer than that, at once. Any answer ends the silence; an operation that starts the silence alone keeps
 * only its own bounds (a migration may take long).
 */
export class Gate {
  #active = 0;
  readonly #queue: Waiter[] = [];
  /** performance.now() since when the running work has had no answer; undefined when nothing runs. */
  #silentSince: number | undefined;
  /** The operations that came during the current silence, each with how to refuse it. */
  readonly #joined = new Set<(error: unknown) => void>();
  #silenceTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: GateOptions) {}

  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * Runs `work` in its turn. Refused while it waits (queue full, its wait over, the silence's limit, or its `deadline`),
   * it is dropped from the queue and never runs. Refused once it runs, its Refusal is told (`onRefused`) and the
   * answer waits for the work to end: a rejection then becomes the refusal, and work that completed anyway (a commit
   * already sent) resolves with its value. So a refusal never comes while the work may still change something. The
   * deadline is one timer, cleared when the operation settles (an AbortSignal.timeout per operation cost more than the
   * rest of the gate, and fired long after the work was done).
   */
  run<T>(work: (refusal: Refusal) => Promise<T>, deadline?: Deadline): Promise<T> {
    if (this.#silentPastLimit()) {
      // Answers that came while this process was busy (a long task, a pause of the collector) are read before the
      // silence is judged: the poll phase runs before setImmediate's callbacks.
      return new Promise<void>((settle) => setImmediate(settle)).then(() =>
        this.#silentPastLimit() ? Promise.reject(notAnswering()) : this.#admit(work, deadline),
      );
    }
    return this.#admit(work, deadline);
  }

  /** Whether the database has held work without answering for longer than the silence's limit. */
  #silentPastLimit(): boolean {
    return this.#silentSince !== undefined && performance.now() - this.#silentSince >= this.#silenceLimitMs;
  }

  #admit<T>(work: (refusal: Refusal) => Promise<T>, deadline?: Deadline): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let waiter: Waiter | undefined;
      let running: Refusal | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) {
          return;
        }
        settled = true;
        this.#joined.delete(refuse);
        if (timer !== undefined) {
          clearTimeout(timer);
        }
        outcome();
      };
      const refuse = (error: unknown) => {
        if (running) {
          running.refuse(error);
          return;
        }
        if (waiter) {
          clearTimeout(waiter.timer);
          const at = this.#queue.indexOf(waiter);
          if (at !== -1) {
            this.#queue.splice(at, 1);
          }
          waiter = undefined;
        }
        finish(() => reject(error));
      };
      const start = () => {
        waiter = undefined;
        const refusal = new Refusal();
        running = refusal;
        this.#begin();
        let performed: Promise<T>;
        try {
          performed = work(refusal);
        } catch (error) {
          performed = Promise.reject(error);
        }
        performed.then(
          (value) => {
            this.#end(true);
            finish(() => resolve(value));
          },
          // Aborted work that failed is answered as refused, unless it said why itself (an ApiError).
          (error: unknown) => {
            this.#end(false);
            finish(() => reject(refusal.aborted && !(error instanceof ApiError) ? refusal.reason : error));
          },
        );
      };
      const timer = deadline && setTimeout(() => refuse(deadline.error()), deadline.ms);
      if (this.#silentSince !== undefined) {
        // The database holds work without answering: this operation joins the silence, and its limit.
        this.#joined.add(refuse);
        this.#watchSilence();
      }
      if (this.#active < this.options.concurrency) {
        start();
      } else if (this.#queue.length >= this.options.maxQueue) {
        refuse(overloaded());
      } else {
        const queued: Waiter = {
          start: () => {
            clearTimeout(queued.timer);
            start();
          },
          timer: setTimeout(() => refuse(overloaded()), this.options.maxWaitMs),
        };
        waiter = queued;
        this.#queue.push(queued);
      }
    });
  }

  get #silenceLimitMs(): number {
    return this.options.maxWaitMs + ANSWER_MARGIN_MS;
  }

  #begin(): void {
    if (this.#active++ === 0) {
      this.#silentSince = performance.now();
    }
  }

  /** One operation ended: an answer (not a failure, which may be a timeout) ends the silence; the next in line starts. */
  #end(answered: boolean): void {
    this.#active--;
    if (answered) {
      this.#silentSince = performance.now();
      this.#joined.clear();
    }
    if (this.#active === 0) {
      this.#silentSince = undefined;
    }
    this.#queue.shift()?.start();
  }

  /** Refuses the operations that joined the silence once it has lasted the limit (an answer meanwhile spares them). */
  #watchSilence(): void {
    if (this.#silenceTimer !== undefined || this.#silentSince === undefined) {
      return;
    }
    this.#silenceTimer = setTimeout(
      () => {
        this.#silenceTimer = undefined;
        if (this.#joined.size === 0 || this.#silentSince === undefined) {
          return;
        }
        if (performance.now() - this.#silentSince < this.#silenceLimitMs) {
          this.#watchSilence();
          return;
        }
        // Answers read in this turn's poll phase (held up while the process was busy) end the silence first.
        setImmediate(() => {
          if (!this.#silentPastLimit()) {
            this.#watchSilence();
            return;
          }
          for (const refuse of [...this.#joined]) {
            refuse(notAnswering());
          }
        });
      },
      Math.max(0, this.#silentSince + this.#silenceLimitMs - performance.now()),
    );
  }
}
