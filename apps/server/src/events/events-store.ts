import type { EventType } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import { keysetPage, type Page } from "../db/keyset-page.ts";
import { simulatedDateSql } from "../sandbox/sandbox-clocks-store.ts";
import type { EventData } from "./payloads.ts";

export interface EventRow {
  event_id: string;
  client_id: string;
  event_type: EventType;
  application_id: string | null;
  sequence: number | null;
  event_date: Date;
  /** The client's time when the event happened, while its sandbox clock ran ahead of real time; else null. */
  simulated_date: Date | null;
  data: Record<string, unknown> | string;
}

/**
 * An event to emit: its type, the application it is about (null for a subscription's own events, which are about no
 * application), and its data, of that type's payload (core's Event union): `type` says what `data` is.
 */
export type EventToEmit = {
  [T in EventType]: {
    clientId: string;
    type: T;
    applicationId: EventData<T> extends { application_id: string } ? string : null;
    data: EventData<T>;
    at: Date;
  };
}[EventType];

/** An event to write: with its id. */
export type NewEvent = EventToEmit & { id: string };

/** An event as written: with its place among its application's events (null for events of no application). */
export type NumberedEvent = NewEvent & { sequence: number | null };

/** SQL of the event log: written in the transaction of the change each event describes. */
export const eventsStore = {
  /** Writes the event; its simulated date is read from its client's sandbox clock in the same statement. */
  insert: (db: Queryable, event: NumberedEvent) =>
    db.write(
      `INSERT INTO events (event_id, client_id, event_type, application_id, sequence, previous_status, status, event_date, data, simulated_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${simulatedDateSql("$8", "$2")})`,
      [
        event.id,
        event.clientId,
        event.type,
        event.applicationId,
        event.sequence,
        "previous_status" in event.data ? event.data.previous_status : null,
        "status" in event.data ? event.data.status : null,
        event.at,
        JSON.stringify(event.data),
      ],
    ),

  /**
   * The next number of the application's events: its counter incremented under the row's lock, which the transaction
   * keeps until it ends, so concurrent changes of one application get 2, 3, 4… in the order they commit. Undefined when
   * the application is not (or no longer) there.
   */
  async nextSequence(db: Queryable, applicationId: string): Promise<number | undefined> {
    const [row] = await db.query<{ event_sequence: number | string }>(
      "UPDATE applications SET event_sequence = event_sequence + 1 WHERE application_id = $1 RETURNING event_sequence",
      [applicationId],
    );
    return row ? Number(row.event_sequence) : undefined;
  },

  /** A page of the client's events, newest first, by keyset on the time-ordered id. */
  list: (db: Queryable, clientId: string, filter: { event_type?: string | undefined; application_id?: string | undefined }, page: Page) =>
    keysetPage<EventRow>(
      db,
      {
        table: "events",
        id: "event_id",
        conditions: [
          ["client_id = ?", clientId],
          ["event_type = ?", filter.event_type],
          ["application_id = ?", filter.application_id],
        ],
      },
      page,
    ),

  /** The client's events after `afterId` (exclusive), oldest first: what `pnpm admin webhooks listen` follows. */
  newer: (db: Queryable, clientId: string, afterId: string, limit: number) =>
    db.query<EventRow>("SELECT * FROM events WHERE client_id = $1 AND event_id > $2 ORDER BY event_id LIMIT $3", [
      clientId,
      afterId,
      limit,
    ]),

  async find(db: Queryable, clientId: string, eventId: string): Promise<EventRow | undefined> {
    const [row] = await db.query<EventRow>("SELECT * FROM events WHERE client_id = $1 AND event_id = $2", [clientId, eventId]);
    return row;
  },
};
