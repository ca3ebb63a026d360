import type { CreateSubscriptionSchema, EventType, UpdateSubscriptionSchema } from "@onboarding/core";
import type { z } from "zod";
import { decrypt, encrypt } from "../crypto/aead.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { Queryable } from "../db/database.ts";
import type { Page } from "../db/keyset-page.ts";
import type { Clock } from "../platform/clock.ts";
import { notFound, validationFailed } from "../platform/errors.ts";
import { newId } from "../platform/ids.ts";
import type { ServiceContext } from "../service-context.ts";
import { deliveriesStore } from "./deliveries-store.ts";
import { outbox } from "./outbox.ts";
import { generateSigningSecret } from "./signing.ts";
import { type SubscriptionRow, subscriptionsStore } from "./subscriptions-store.ts";
import { refusalOf, type UrlPolicy } from "./url-policy.ts";
import { deliveryResource, subscriptionResource } from "./views.ts";

/** How long a rotated secret keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

type Selection = readonly ["*"] | readonly EventType[];
const typesOf = (selection: Selection | undefined): EventType[] | null =>
  selection === undefined || selection[0] === "*" ? null : [...new Set(selection as readonly EventType[])];

/** Secrets are encrypted at rest, bound to their subscription. */
export const sealSecret = (keyring: Keyring, subscriptionId: string, secret: string) =>
  encrypt(keyring, secret, `webhook-secret:${subscriptionId}`);
export const unsealSecret = (keyring: Keyring, subscriptionId: string, sealed: string) =>
  decrypt(keyring, sealed, `webhook-secret:${subscriptionId}`);

/** The use cases of webhook subscriptions and their delivery logs. */
export function createSubscriptions({ keyring, clock, urls }: { keyring: Keyring; clock: Clock; urls: UrlPolicy }) {
  async function checkUrl(url: string) {
    const refusal = await refusalOf(new URL(url), urls);
    if (refusal !== undefined) {
      throw validationFailed([{ pointer: "/url", code: "url_not_allowed", detail: `the URL ${refusal}` }]);
    }
  }

  async function load(caller: ServiceContext, id: string, forUpdate = false): Promise<SubscriptionRow> {
    const row = await subscriptionsStore.find(caller.db, caller.clientId, id, { forUpdate });
    if (!row) {
      throw notFound("subscription");
    }
    return row;
  }

  async function newSecret(db: Queryable, subscriptionId: string, now: Date): Promise<string> {
    const secret = generateSigningSecret();
    await subscriptionsStore.insertSecret(db, {
      secretId: newId("sec"),
      subscriptionId,
      sealed: sealSecret(keyring, subscriptionId, secret),
      now,
    });
    return secret;
  }

  async function deliveryView(caller: ServiceContext, subscriptionId: string, deliveryId: string) {
    const row = await deliveriesStore.find(caller.db, caller.clientId, subscriptionId, deliveryId);
    if (!row) {
      throw notFound("delivery");
    }
    return deliveryResource(row, await deliveriesStore.attemptsOf(caller.db, [deliveryId]));
  }

  return {
    async create(caller: ServiceContext, input: z.output<typeof CreateSubscriptionSchema>) {
      await checkUrl(input.url);
      const now = clock.now();
      const row: SubscriptionRow = {
        subscription_id: newId("whk", now.getTime()),
        client_id: caller.clientId,
        url: input.url,
        event_types: typesOf(input.event_types),
        description: input.description ?? null,
        enabled: input.enabled ?? true,
        disabled_reason: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      };
      await subscriptionsStore.insert(caller.db, row);
      return subscriptionResource(row, await newSecret(caller.db, row.subscription_id, now));
    },

    async get(caller: ServiceContext, id: string) {
      return subscriptionResource(await load(caller, id));
    },

    async list(caller: ServiceContext, page: Page) {
      const { rows, hasMore } = await subscriptionsStore.list(caller.db, caller.clientId, page);
      return { subscriptions: rows.map((row) => subscriptionResource(row)), hasMore };
    },

    async update(caller: ServiceContext, id: string, patch: z.output<typeof UpdateSubscriptionSchema>) {
      const current = await load(caller, id, true);
      if (patch.url !== undefined) {
        await checkUrl(patch.url);
      }
      const resumed = patch.enabled === true && !current.enabled;
      const row: SubscriptionRow = {
        ...current,
        url: patch.url ?? current.url,
        event_types: patch.event_types === undefined ? current.event_types : typesOf(patch.event_types),
        description: patch.description === undefined ? current.description : patch.description,
        enabled: patch.enabled ?? current.enabled,
        disabled_reason: resumed ? null : current.disabled_reason,
        failing_since: resumed ? null : current.failing_since,
        updated_at: clock.now(),
      };
      await subscriptionsStore.update(caller.db, row);
      return subscriptionResource(row);
    },

    async remove(caller: ServiceContext, id: string) {
      if (!(await subscriptionsStore.delete(caller.db, caller.clientId, id))) {
        throw notFound("subscription");
      }
    },

    /** A new secret; the ones signing until now keep signing beside it for ROTATION_OVERLAP_MS. */
    async rotateSecret(caller: ServiceContext, id: string) {
      const row = await load(caller, id, true);
      const now = clock.now();
      await subscriptionsStore.expireSecrets(caller.db, id, now, new Date(now.getTime() + ROTATION_OVERLAP_MS));
      return subscriptionResource(row, await newSecret(caller.db, id, now));
    },

    /**
     * A PING event delivered to this subscription only. The subscription is locked until the delivery is stored, so a
     * deletion at the same moment comes before (404) or after (the delivery goes with it), never between.
     */
    async test(caller: ServiceContext, id: string) {
      await load(caller, id, true);
      const now = clock.now();
      const deliveryId = newId("dlv", now.getTime());
      await outbox.publish(
        caller.db,
        { clientId: caller.clientId, type: "PING", applicationId: null, data: { subscription_id: id }, at: now },
        { subscriptionId: id, deliveryId },
      );
      return deliveryView(caller, id, deliveryId);
    },

    async deliveries(caller: ServiceContext, id: string, page: Page) {
      await load(caller, id);
      const { rows, hasMore } = await deliveriesStore.list(caller.db, caller.clientId, id, page);
      const attempts = await deliveriesStore.attemptsOf(
        caller.db,
        rows.map((row) => row.delivery_id),
      );
      return { deliveries: rows.map((row) => deliveryResource(row, attempts)), hasMore };
    },

    /** One more attempt now, whatever the delivery's state. */
    async retry(caller: ServiceContext, id: string, deliveryId: string) {
      await deliveryView(caller, id, deliveryId);
      await deliveriesStore.reschedule(caller.db, deliveryId, clock.now());
      return deliveryView(caller, id, deliveryId);
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
