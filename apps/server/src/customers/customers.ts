import { notFound } from "../platform/errors.ts";
import type { ServiceContext } from "../service-context.ts";
import { customersStore } from "./customers-store.ts";

/** Reading the customers and accounts opened by approvals. */
export const customers = {
  async getCustomer({ db, clientId }: ServiceContext, customerId: string) {
    const row = await customersStore.findCustomer(db, clientId, customerId);
    if (!row) {
      throw notFound("customer");
    }
    return {
      ...row,
      risk_factors: typeof row.risk_factors === "string" ? JSON.parse(row.risk_factors) : row.risk_factors,
      rated_at: row.rated_at.toISOString(),
      next_review_at: row.next_review_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    };
  },

  async getAccount({ db, clientId }: ServiceContext, accountId: string) {
    const row = await customersStore.findAccount(db, clientId, accountId);
    if (!row) {
      throw notFound("account");
    }
    return { ...row, created_at: row.created_at.toISOString() };
  },
};
