import { monotonicFactory } from "ulid";

const ulid = monotonicFactory();

export type IdPrefix = "app" | "ind" | "evt" | "whk" | "dlv" | "req" | "cli" | "sec" | "key";

/** Opaque, prefixed, time-ordered identifiers (prefix_ULID): cheap cursors, recognisable in logs. */
export const newId = (prefix: IdPrefix, now = Date.now()): string => `${prefix}_${ulid(now)}`;
