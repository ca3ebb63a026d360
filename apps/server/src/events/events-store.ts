import type { ApplicationStatus, EventType } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import { newId } from "../ids.ts";

export interface EventRow {
  event_id: string;
  event_type: EventType;
  application_id: string;
  previous_status: ApplicationStatus | null;
  status: ApplicationStatus;
  event_date: Date;
}

/** SQL of the application events (the outbox): written in the transaction of the change each describes. */
export const eventsStore = {
  async insert(
    db: Queryable,
    event: { clientId: string; applicationId: string; previous: ApplicationStatus | null; status: ApplicationStatus; at: Date },
  ): Promise<void> {
    const type: EventType = event.previous === null ? "APPLICATION_CREATED" : `APPLICATION_${event.status}`;
    await db.query(
      "INSERT INTO events (event_id, client_id, event_type, application_id, previous_status, status, event_date) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [newId("evt", event.at.getTime()), event.clientId, type, event.applicationId, event.previous, event.status, event.at],
    );
  },

  /** A page of the client's events, newest first, by keyset on the time-ordered id. */
  list: (db: Queryable, clientId: string, filter: { event_type?: string | undefined }, page: Page) =>
    keysetPage<EventRow>(
      db,
      {
        table: "events",
        id: "event_id",
        conditions: [
          ["client_id = ?", clientId],
          ["event_type = ?", filter.event_type],
        ],
      },
      page,
    ),

  async find(db: Queryable, clientId: string, eventId: string): Promise<EventRow | undefined> {
    const [row] = await db.query<EventRow>("SELECT * FROM events WHERE client_id = $1 AND event_id = $2", [clientId, eventId]);
    return row;
  },
};
