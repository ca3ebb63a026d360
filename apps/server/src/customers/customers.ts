import type { Queryable } from "../db/database.ts";
import { notFound } from "../errors.ts";
import { customersStore } from "./customers-store.ts";

/** Reading the customers and accounts opened by approvals. */
export const customers = {
  async getCustomer(db: Queryable, clientId: string, customerId: string) {
    const row = await customersStore.findCustomer(db, clientId, customerId);
    if (!row) {
      throw notFound("customer");
    }
    return { ...row, created_at: row.created_at.toISOString() };
  },

  async getAccount(db: Queryable, clientId: string, accountId: string) {
    const row = await customersStore.findAccount(db, clientId, accountId);
    if (!row) {
      throw notFound("account");
    }
    return { ...row, created_at: row.created_at.toISOString() };
  },
};
