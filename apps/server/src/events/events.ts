import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import { notFound } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ServiceContext } from "../service-context.ts";
import { type EventToEmit, eventsStore } from "./events-store.ts";
import { checkPayload } from "./payloads.ts";
import { eventOf } from "./views.ts";

/**
 * The event's place among its application's events. An application is created with its APPLICATION_CREATED event,
 * number 1, where its counter starts (the column's default): the creation stays one statement. Every later event
 * takes the next number from the counter, in the transaction that publishes it.
 */
async function sequenceOf(db: Queryable, event: EventToEmit): Promise<number | null> {
  if (event.applicationId === null) {
    return null;
  }
  if (event.type === "APPLICATION_CREATED") {
    return 1;
  }
  return (await eventsStore.nextSequence(db, event.applicationId)) ?? null;
}

/** The event log: written with the change it describes, delivered by webhooks, read by polling clients. */
export const events = {
  /**
   * Writes an event to the log and returns its id. Its webhook deliveries are not written here: events are recorded
   * through webhooks' outbox, which calls this and writes them in the same transaction. Data that does not match its
   * type's schema throws before anything is written (see checkPayload).
   */
  async append(db: Queryable, event: EventToEmit): Promise<string> {
    checkPayload(event.type, event.data);
    const id = newId("evt", event.at.getTime());
    await eventsStore.insert(db, { ...event, id, sequence: await sequenceOf(db, event) });
    return id;
  },

  async list(
    { db, clientId }: ServiceContext,
    filter: { event_type?: string | undefined; application_id?: string | undefined },
    page: Page,
  ) {
    const { rows, hasMore } = await eventsStore.list(db, clientId, filter, page);
    return { events: rows.map(eventOf), hasMore };
  },

  async get({ db, clientId }: ServiceContext, eventId: string) {
    const row = await eventsStore.find(db, clientId, eventId);
    if (!row) {
      throw notFound("event");
    }
    return eventOf(row);
  },
};
