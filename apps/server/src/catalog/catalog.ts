import type { Queryable } from "../db/database.ts";
import { catalogStore } from "./catalog-store.ts";

/** Reading the product catalog (operators change it with `pnpm admin products …`). */
export const catalog = {
  list: (db: Queryable) => catalogStore.list(db),
};

/** How long an instance trusts that a product offers an asset type without asking the database again. */
export const CATALOG_CACHE_MS = 5000;

const offered = new Map<string, number>(); // "product|asset type" → until (performance.now())

/**
 * Whether the product exists and offers the asset type. What the database confirmed is remembered for 5 s, so a
 * create usually needs no catalog query; anything unconfirmed is asked every time (so a new product works at once),
 * and a removal made elsewhere applies within 5 s (at once on the instance that made it).
 */
export async function checkOffered(db: Queryable, productId: string, assetTypeId: string) {
  const key = `${productId}|${assetTypeId}`;
  if ((offered.get(key) ?? 0) > performance.now()) {
    return "ok" as const;
  }
  const result = await catalogStore.check(db, productId, assetTypeId);
  if (result === "ok") {
    if (offered.size >= 10_000) {
      offered.clear();
    }
    offered.set(key, performance.now() + CATALOG_CACHE_MS);
  } else {
    offered.delete(key);
  }
  return result;
}

/** The catalog changed on this instance: forget what was confirmed. */
export const forgetOffered = () => offered.clear();
