import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Gate, type Refusal } from "./gate.ts";

/** Work the database never answers. */
const never = () => new Promise<never>(() => undefined);

/** Work the database never answers, which ends (rolled back) when it is aborted. */
const abortable = (refusal: Refusal) => new Promise<never>((_, reject) => refusal.onRefused(() => reject(new Error("rolled back"))));

/** Whether `promise` has settled, and how, without waiting for it. */
function watch(promise: Promise<unknown>) {
  const state: { settled?: "resolved" | "rejected"; error?: unknown } = {};
  promise.then(
    () => {
      state.settled = "resolved";
    },
    (error: unknown) => {
      state.settled = "rejected";
      state.error = error;
    },
  );
  return state;
}

// A fake clock (timers and performance.now): the deadlines are asserted to the millisecond, not measured.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a database that holds work without answering", () => {
  test("an operation that comes during the silence is refused when the silence has lasted maxWaitMs + ½ s, even running", async () => {
    const gate = new Gate({ concurrency: 2, maxQueue: 10, maxWaitMs: 1000 });
    void gate.run(never); // the database stops answering at 0
    await vi.advanceTimersByTimeAsync(300);
    const running = watch(gate.run(abortable)); // a free place: it runs, and is not answered either
    await vi.advanceTimersByTimeAsync(1199);
    expect(running.settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(running).toMatchObject({ settled: "rejected", error: { status: 503, extra: { headers: { "Retry-After": "1" } } } });
  });

  test("running work refused is aborted, and answered only once it has ended: with its value if it completed anyway", async () => {
    const gate = new Gate({ concurrency: 3, maxQueue: 10, maxWaitMs: 1000 });
    void gate.run(never);
    await vi.advanceTimersByTimeAsync(300);
    let finish: (value: string) => void = () => undefined;
    let aborted = false;
    const committing = watch(
      gate.run(
        (refusal) =>
          new Promise<string>((resolve) => {
            finish = resolve;
            refusal.onRefused(() => {
              aborted = true;
            });
          }),
      ),
    );
    let rollBack: () => void = () => undefined;
    const rollingBack = watch(
      gate.run(
        () =>
          new Promise<never>((_, reject) => {
            rollBack = () => reject(new Error("rolled back"));
          }),
      ),
    );
    await vi.advanceTimersByTimeAsync(1200);
    expect(aborted).toBe(true);
    expect([committing.settled, rollingBack.settled]).toEqual([undefined, undefined]); // the work has not ended
    finish("committed");
    rollBack();
    await vi.advanceTimersByTimeAsync(0);
    expect(committing).toMatchObject({ settled: "resolved" });
    expect(rollingBack).toMatchObject({ settled: "rejected", error: { status: 503 } });
  });

  test("an operation stopped by its caller's deadline while it waits never runs", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 5000 });
    const first = gate.run(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    let ran = false;
    const stopped = watch(
      gate.run(
        async () => {
          ran = true;
        },
        { ms: 1000, error: () => new Error("deadline") },
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped.settled).toBe("rejected");
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    expect([ran, gate.waiting]).toEqual([false, 0]);
  });

  test("one waiting for its turn is refused at the silence's limit, before its own wait is over", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 1000 });
    void gate.run(never);
    await vi.advanceTimersByTimeAsync(800);
    const waiting = watch(gate.run(async () => "late"));
    await vi.advanceTimersByTimeAsync(699);
    expect(waiting.settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1); // 1500 ms of silence; its own wait would end at 1800
    expect(waiting.settled).toBe("rejected");
    expect(gate.waiting).toBe(0);
  });

  test("once the silence is longer than that, an operation is refused at once (once what already arrived is read)", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 1000 });
    void gate.run(never);
    await vi.advanceTimersByTimeAsync(1500);
    const late = watch(gate.run(async () => "late"));
    // The refusal waits for this turn's reading of the sockets (an answer held up by a busy process ends the silence).
    await vi.advanceTimersByTimeAsync(0);
    expect(late).toMatchObject({ settled: "rejected", error: { status: 503 } });
    expect(gate.waiting).toBe(0);
  });

  test("an answer ends the silence: the operations that came during it keep their own bounds", async () => {
    const gate = new Gate({ concurrency: 3, maxQueue: 10, maxWaitMs: 1000 });
    void gate.run(never);
    await vi.advanceTimersByTimeAsync(300);
    const slow = watch(gate.run(never));
    await vi.advanceTimersByTimeAsync(100);
    await expect(gate.run(async () => "answered")).resolves.toBe("answered");
    await vi.advanceTimersByTimeAsync(5000);
    expect(slow.settled).toBeUndefined();
  });

  test("the operation that starts a silence alone is not cut short (a migration may take long)", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 1000 });
    const migration = watch(gate.run(() => new Promise((resolve) => setTimeout(() => resolve("migrated"), 5000))));
    await vi.advanceTimersByTimeAsync(5000);
    expect(migration.settled).toBe("resolved");
    await expect(gate.run(async () => "next")).resolves.toBe("next");
  });
});

describe("an operation's own deadline", () => {
  const deadline = (ms: number) => ({ ms, error: () => new Error("past its deadline") });

  test("running work past its deadline is told, and answered with the deadline's error once it has ended", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 60_000 });
    let told = false;
    let end: () => void = () => undefined;
    const running = watch(
      gate.run(
        (refusal) =>
          new Promise<never>((_, reject) => {
            refusal.onRefused(() => {
              told = true;
            });
            end = () => reject(new Error("rolled back"));
          }),
        deadline(1000),
      ),
    );
    await vi.advanceTimersByTimeAsync(999);
    expect([told, running.settled]).toEqual([false, undefined]);
    await vi.advanceTimersByTimeAsync(1);
    // Told, but not answered while the work may still change something.
    expect([told, running.settled]).toEqual([true, undefined]);
    end();
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toMatchObject({ settled: "rejected", error: { message: "past its deadline" } });
    await expect(gate.run(async () => "next")).resolves.toBe("next");
  });

  test("work done within its deadline leaves no timer behind", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 60_000 });
    await expect(gate.run(async () => "done", deadline(1000))).resolves.toBe("done");
    await expect(gate.run(() => Promise.reject(new Error("failed")), deadline(1000))).rejects.toThrow("failed");
    expect(vi.getTimerCount()).toBe(0);
  });

  test("work that throws before it returns a promise is answered with its error, and frees its place", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 60_000 });
    await expect(
      gate.run(() => {
        throw new Error("thrown at once");
      }, deadline(1000)),
    ).rejects.toThrow("thrown at once");
    await expect(gate.run(async () => "next")).resolves.toBe("next");
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a listener that fails does not stop the refusal of the others", async () => {
    const gate = new Gate({ concurrency: 3, maxQueue: 10, maxWaitMs: 1000 });
    const failures: unknown[] = [];
    const onUncaught = (error: unknown) => failures.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      void gate.run(never); // the database stops answering at 0
      await vi.advanceTimersByTimeAsync(100);
      // Two operations join the silence: the first's listener fails when the silence's limit refuses them both.
      const failing = watch(
        gate.run((refusal) => {
          refusal.onRefused(() => {
            throw new Error("listener failed");
          });
          return new Promise<never>(() => undefined);
        }),
      );
      const other = watch(gate.run(abortable));
      await vi.advanceTimersByTimeAsync(1400);
      expect(other).toMatchObject({ settled: "rejected", error: { status: 503 } });
      expect(failing.settled).toBeUndefined();
      expect(failures).toEqual([expect.objectContaining({ message: "listener failed" })]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
