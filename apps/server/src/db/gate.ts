import { overloaded } from "../errors.ts";

export interface GateOptions {
  /** Operations running at once (PGlite: 1, it runs one query at a time; PostgreSQL: the pool size). */
  concurrency: number;
  /** Operations that may wait; beyond that the gate refuses at once (503 + Retry-After). */
  maxQueue: number;
  /** How long an operation may wait for its turn before it is refused. */
  maxWaitMs: number;
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
 */
export class Gate {
  #active = 0;
  readonly #queue: Waiter[] = [];

  constructor(private readonly options: GateOptions) {}

  get waiting(): number {
    return this.#queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#active < this.options.concurrency) {
      this.#active++;
      return Promise.resolve();
    }
    if (this.#queue.length >= this.options.maxQueue) {
      return Promise.reject(overloaded());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.#active++;
          resolve();
        },
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(waiter), 1);
          reject(overloaded());
        }, this.options.maxWaitMs),
      };
      this.#queue.push(waiter);
    });
  }

  #release(): void {
    this.#active--;
    this.#queue.shift()?.start();
  }
}
