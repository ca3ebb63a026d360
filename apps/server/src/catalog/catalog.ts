import type { Queryable } from "../db/database.ts";
import { catalogStore } from "./catalog-store.ts";

/** How long a process trusts that a product offers an asset type without asking the database again. */
const CONFIRMED_FOR_MS = 5000;

const offered = new Map<string, number>(); // "product|asset type" → until (performance.now()); confirmed pairs only

/** Every change to the catalog goes through here, so this process forgets what it confirmed as soon as it changes. */
const changing = async <T>(change: Promise<T>): Promise<T> => {
  try {
    return await change;
  } finally {
    offered.clear();
  }
};

/**
 * The product catalog that account_to_open refers to: read by the API, changed by operators (`pnpm admin products …`).
 * A create asks `offers`: what the database confirmed is remembered for 5 s, so most creates make no catalog query;
 * an unconfirmed pair is asked every time (a new product works at once); a change applies at once in the process
 * that makes it (the server itself, with the embedded database) and within 5 s in every other.
 */
export const catalog = {
  list: (db: Queryable) => catalogStore.list(db),

  async offers(db: Queryable, productId: string, assetTypeId: string) {
    const key = `${productId}|${assetTypeId}`;
    if ((offered.get(key) ?? 0) > performance.now()) {
      return "ok" as const;
    }
    const result = await catalogStore.check(db, productId, assetTypeId);
    if (result === "ok") {
      offered.set(key, performance.now() + CONFIRMED_FOR_MS);
    }
    return result;
  },

  saveProduct: (db: Queryable, productId: string, description: string) => changing(catalogStore.saveProduct(db, productId, description)),
  addAssetType: (db: Queryable, productId: string, assetTypeId: string) => changing(catalogStore.addAssetType(db, productId, assetTypeId)),
  removeAssetType: (db: Queryable, productId: string, assetTypeId: string) =>
    changing(catalogStore.removeAssetType(db, productId, assetTypeId)),
};
