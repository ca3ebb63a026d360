import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import { notFound } from "../errors.ts";
import { type EventRow, eventsStore } from "./events-store.ts";

/** The API's view of an event. */
const eventOf = (row: EventRow) => ({
  event_id: row.event_id,
  event_type: row.event_type,
  event_date: row.event_date.toISOString(),
  data: { application_id: row.application_id, previous_status: row.previous_status, status: row.status },
});

/** Reading the event log: what polling clients and catch-up use. */
export const events = {
  async list(db: Queryable, clientId: string, filter: { event_type?: string | undefined }, page: Page) {
    const { rows, hasMore } = await eventsStore.list(db, clientId, filter, page);
    return { events: rows.map(eventOf), hasMore };
  },

  async get(db: Queryable, clientId: string, eventId: string) {
    const row = await eventsStore.find(db, clientId, eventId);
    if (!row) {
      throw notFound("event");
    }
    return eventOf(row);
  },
};
