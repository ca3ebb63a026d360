import type { Event } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import { notFound } from "../errors.ts";
import { newId } from "../ids.ts";
import { deliveriesStore } from "../webhooks/deliveries-store.ts";
import { type EventRow, eventsStore, type NewEvent } from "./events-store.ts";

/** The API's view of an event: also the body of its webhook deliveries. */
export const eventOf = (row: Pick<EventRow, "event_id" | "event_type" | "event_date" | "data">): Event =>
  ({
    event_id: row.event_id,
    event_type: row.event_type,
    event_date: row.event_date.toISOString(),
    data: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
  }) as Event;

/** The event log: written with the change it describes, delivered by webhooks, read by polling clients. */
export const events = {
  /**
   * Writes an event and, in the same transaction, a pending delivery for every subscription that takes it (or only
   * the one delivery `only` names, as a test PING). Events of one application keep their order per subscription.
   */
  async record(db: Queryable, event: Omit<NewEvent, "id">, only?: { subscriptionId: string; deliveryId: string }): Promise<string> {
    const id = newId("evt", event.at.getTime());
    await eventsStore.insert(db, { ...event, id });
    const delivery = {
      id,
      clientId: event.clientId,
      type: event.type,
      orderingKey: event.applicationId ?? String(event.data.subscription_id),
      at: event.at,
    };
    if (only) {
      await deliveriesStore.insert(db, { ...delivery, ...only });
    } else {
      await deliveriesStore.fanOut(db, delivery);
    }
    return id;
  },

  async list(
    db: Queryable,
    clientId: string,
    filter: { event_type?: string | undefined; application_id?: string | undefined },
    page: Page,
  ) {
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
