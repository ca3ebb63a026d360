import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Gate } from "./gate.ts";

/** Work the database never answers. */
const never = () => new Promise<never>(() => undefined);

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
    const running = watch(gate.run(never)); // a free place: it runs, and is not answered either
    await vi.advanceTimersByTimeAsync(1199);
    expect(running.settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(running).toMatchObject({ settled: "rejected", error: { status: 503, extra: { headers: { "Retry-After": "1" } } } });
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

  test("once the silence is longer than that, an operation is refused at once", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 1000 });
    void gate.run(never);
    await vi.advanceTimersByTimeAsync(1500);
    const late = watch(gate.run(async () => "late"));
    await Promise.resolve();
    await Promise.resolve();
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
