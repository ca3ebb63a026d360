import { describe, expect, test } from "vitest";
import { ApiError } from "../platform/errors.ts";
import { Gate } from "./gate.ts";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe("database gate", () => {
  test("runs at most `concurrency` operations at once, the rest in order", async () => {
    const gate = new Gate({ concurrency: 2, maxQueue: 10, maxWaitMs: 1000 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        gate.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(index);
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toHaveLength(6);
  });

  test("refuses at once with 503 SERVICE_UNAVAILABLE when the queue is full", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1000 });
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const second = gate.run(async () => "second");
    const third = gate.run(async () => "third");
    await expect(third).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503, extra: { headers: { "Retry-After": "1" } } });
    hold.resolve();
    await first;
    await expect(second).resolves.toBe("second");
  });

  test("refuses a waiter that waited longer than maxWaitMs, and keeps serving", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 10, maxWaitMs: 20 });
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const late = gate.run(async () => "late");
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(gate.waiting).toBe(0);
    hold.resolve();
    await first;
    await expect(gate.run(async () => "after")).resolves.toBe("after");
  });

  test("a failing operation releases its place", async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(gate.run(async () => "next")).resolves.toBe("next");
  });
});
