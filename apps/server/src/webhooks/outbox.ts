import type { Queryable } from "../db/database.ts";
import { events } from "../events/events.ts";
import type { EventToEmit } from "../events/events-store.ts";
import { deliveriesStore } from "./deliveries-store.ts";

/**
 * The outbox: how every event is recorded. It writes the event to the log and, in the same transaction, a pending
 * delivery for every subscription that takes it, so no event misses its webhooks and none is delivered for a change
 * that rolled back. The log itself knows nothing of webhooks: the arrow points from here to it.
 */
export const outbox = {
  /**
   * Records an event with its deliveries: one per subscription that takes it, or only the one `only` names (a test
   * PING). Events of one application keep their order per subscription (a subscription's own events, of no
   * application, per subscription). Its type says what its data is, checked against the type's schema: a mismatch
   * throws, and nothing is written. Returns the event's id.
   */
  async publish(db: Queryable, event: EventToEmit, only?: { subscriptionId: string; deliveryId: string }): Promise<string> {
    const id = await events.append(db, event);
    const delivery = {
      id,
      clientId: event.clientId,
      type: event.type,
      orderingKey: event.applicationId === null ? event.data.subscription_id : event.applicationId,
      at: event.at,
    };
    if (only) {
      await deliveriesStore.insert(db, { ...delivery, ...only });
    } else {
      await deliveriesStore.fanOut(db, delivery);
    }
    return id;
  },
};
