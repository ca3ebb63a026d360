/** A duration as operators write it: a whole number of seconds, minutes, hours or days ("30s", "90m", "24h", "7d"). */
export const DURATION = /^(\d+)(s|m|h|d)$/;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The milliseconds of a duration, or undefined when `text` is not one. */
export function durationMs(text: string): number | undefined {
  const match = DURATION.exec(text);
  return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined;
}
