import type { Queryable } from "../db/database.ts";
import { catalogStore } from "./catalog-store.ts";

/** Reading the product catalog (operators change it with `pnpm admin products …`). */
export const catalog = {
  list: (db: Queryable) => catalogStore.list(db),
};
