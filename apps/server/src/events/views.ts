import type { Event } from "@onboarding/core";
import type { EventRow } from "./events-store.ts";

/*
 * The API's view of an event, rendered from its row when read. The row's data is the event's own content, written
 * once when it happened, not a rendering of a record that may change: nothing here is stored. It was checked against
 * its type's schema when it was written (events.append), so the row is given the Event type it was checked as.
 */

/** The API's view of an event: also the body of its webhook deliveries. */
export const eventOf = (row: Pick<EventRow, "event_id" | "event_type" | "sequence" | "event_date" | "simulated_date" | "data">): Event =>
  ({
    event_id: row.event_id,
    event_type: row.event_type,
    sequence: row.sequence === null ? null : Number(row.sequence),
    event_date: row.event_date.toISOString(),
    ...(row.simulated_date === null ? {} : { simulated_date: new Date(row.simulated_date).toISOString() }),
    data: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
  }) as Event;
