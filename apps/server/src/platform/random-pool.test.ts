import { expect, test } from "vitest";
import { pooledRandomByte, pooledRandomBytes } from "./random-pool.ts";

test("pooled random bytes are never handed out twice, across refills of the pool", () => {
  const seen = new Set<string>();
  // 12-byte nonces, well past one 4 KiB pool: a repeat would mean a slice was given twice.
  for (let i = 0; i < 2000; i++) {
    const nonce = pooledRandomBytes(12);
    expect(nonce).toHaveLength(12);
    seen.add(nonce.toString("hex"));
  }
  expect(seen.size).toBe(2000);
});

test("each caller gets a copy of its own, which later draws do not change", () => {
  const first = pooledRandomBytes(16);
  const kept = Buffer.from(first);
  for (let i = 0; i < 1000; i++) {
    pooledRandomBytes(16);
  }
  expect(first.equals(kept)).toBe(true);
});

test("single bytes cover the whole range", () => {
  const bytes = new Set<number>();
  for (let i = 0; i < 20_000; i++) {
    bytes.add(pooledRandomByte());
  }
  expect(bytes.size).toBe(256);
  expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
});
