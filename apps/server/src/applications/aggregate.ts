import type { AccountOpen, ApplicationStatus } from "@onboarding/core";
import { catalog } from "../catalog/catalog.ts";
import { isDatabaseError, type Queryable, UNIQUE_VIOLATION } from "../db/database.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError, notFound } from "../platform/errors.ts";
import type { ServiceContext } from "../service-context.ts";
import { outbox } from "../webhooks/outbox.ts";
import type { ApplicationRecord } from "./application.ts";
import type { ApplicationsStore } from "./applications-store.ts";
import { requirementsOf } from "./requirements.ts";
import { nextStatus, recomputedStatus, reviewLeft } from "./transitions.ts";
import { storedView } from "./views.ts";

/** The catalog's two 404s of account_to_open: an unknown product, or an asset type the product does not allow. */
export async function checkCatalog(db: Queryable, account: AccountOpen): Promise<void> {
  const result = await catalog.offers(db, account.product_id, account.asset_type_id);
  if (result === "PRODUCT_NOT_FOUND") {
    throw new ApiError("PRODUCT_NOT_FOUND", "account_to_open.product_id names no product of the catalog.", {
      members: { pointer: "/account_to_open/product_id" },
    });
  }
  if (result === "ASSET_TYPE_NOT_FOUND") {
    throw new ApiError("ASSET_TYPE_NOT_FOUND", "The product does not offer account_to_open.asset_type_id.", {
      members: { pointer: "/account_to_open/asset_type_id" },
    });
  }
}

/** Unique customer_id and account_id per client: the database says which one was taken. */
export function duplicateOf(error: unknown): ApiError | undefined {
  if (
    isDatabaseError(error, UNIQUE_VIOLATION) &&
    (error.table === "applications" || /applications_(customer|account)_id/.test(error.message))
  ) {
    const account = String(error.constraint ?? error.message).includes("account_id");
    return account
      ? new ApiError("DUPLICATE_ACCOUNT_ID", "Another application of yours already opens this account_id.", {
          members: { pointer: "/account_to_open/account_id" },
        })
      : new ApiError("DUPLICATE_CUSTOMER_ID", "Another application of yours already uses this customer_id.", {
          members: { pointer: "/customer_id" },
        });
  }
  return undefined;
}

/** The event of a status change: a review's reason (and the fields it names) travel with it. */
export function recordStatusEvent(context: ServiceContext, record: ApplicationRecord, previous: ApplicationStatus | null, at: Date) {
  const review = reviewLeft(record.status, record.decisionReason, record.changesRequested) ?? {};
  return outbox.publish(context.db, {
    clientId: context.clientId,
    type: previous === null ? "APPLICATION_CREATED" : `APPLICATION_${record.status}`,
    applicationId: record.id,
    data: { application_id: record.id, previous_status: previous, status: record.status, ...review },
    at,
  });
}

/** A data change: allowed in editable statuses; the status follows the requirements. */
export function afterDataChange(record: ApplicationRecord): ApplicationRecord {
  nextStatus(record.status, "UPDATE");
  return { ...record, status: recomputedStatus(requirementsOf(record).length, record.changesRequested) };
}

/**
 * Loading and saving the aggregate inside the applications module: every use case loads the application locked,
 * decides, and saves it with an optimistic version check, writing the event of a status change in the same
 * transaction.
 */
export function aggregate(store: ApplicationsStore, clock: Clock) {
  return {
    /** The application, to change (`forUpdate`: locked, values in clear) or to show (masked). */
    async load(context: ServiceContext, id: string, forUpdate = false): Promise<ApplicationRecord> {
      const record = await store.find(context.db, context.clientId, id, { forUpdate });
      if (!record) {
        throw notFound("application");
      }
      return record;
    },

    async save(context: ServiceContext, record: ApplicationRecord, previous: ApplicationStatus): Promise<ApplicationRecord> {
      const now = clock.now();
      const saved = { ...record, updatedAt: now };
      await store.update(context.db, saved, storedView(saved), duplicateOf);
      if (saved.status !== previous) {
        await recordStatusEvent(context, saved, previous, now);
      }
      return { ...saved, version: saved.version + 1 };
    },
  };
}

export type Aggregate = ReturnType<typeof aggregate>;
