import type { Logger } from "./logger.ts";

/** Runs rounds of a batch job until one finds nothing to do; the number of items all rounds took. */
export async function runUntilIdle(runOnce: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let count = await runOnce(); count > 0; count = await runOnce()) {
    total += count;
  }
  return total;
}

/**
 * Repeats a batch job — the webhook worker's deliveries, the verification runner's checks: at once while a round
 * found work, every `pollMs` when idle, and after a failed round (logged) at the next poll. `stop()` waits for the
 * round in flight. The timer does not keep the process alive.
 */
export function polling(runOnce: () => Promise<number>, { pollMs, logger, name }: { pollMs: number; logger: Logger; name: string }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = runOnce();
      running.then(
        (count) => !stopped && schedule(count > 0 ? 0 : pollMs),
        (error: unknown) => {
          logger.warn({ err: error }, `${name}: a round failed; retrying at the next poll`);
          if (!stopped) {
            schedule(pollMs);
          }
        },
      );
    }, delayMs);
    timer.unref();
  }

  return {
    /** Repeats runOnce: at once while there is work, every pollMs when idle. */
    start() {
      stopped = false;
      schedule(0);
    },
    /** Stops polling and waits for the round in flight. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
