import { type Event, EventSchema, type EventType } from "@onboarding/core";
import type { z } from "zod";

/** The member of core's Event union that carries events of this type (a member may carry several types). */
type MemberOf<T extends EventType, E = Event> = E extends { event_type: infer Types } ? (T extends Types ? E : never) : never;

/** The data of an event of this type: its member of core's Event union says what it is. */
export type EventData<T extends EventType> = MemberOf<T>["data"];

/** The schema of each event type's data, from core's Event union (what the API reference's webhooks show). */
const PAYLOADS = new Map<EventType, z.ZodType>(
  EventSchema.options.flatMap((member) => member.shape.event_type.options.map((type: EventType) => [type, member.shape.data] as const)),
);

/**
 * Checks an event's data against its type's schema before it is written. A mismatch is a programming error: it
 * throws (answered as a 500 problem), and since events are written in the transaction of their change, nothing of
 * it is stored.
 */
export function checkPayload(type: EventType, data: unknown): void {
  const result = PAYLOADS.get(type)?.safeParse(data);
  if (!result?.success) {
    const issues = result?.error.issues.map((issue) => `${issue.path.join(".") || "(data)"}: ${issue.message}`).join("; ");
    throw new Error(`The data of a ${type} event does not match its schema: ${issues ?? "no schema for this type"}.`);
  }
}
