import type { Account, AccountOpen, ApplicationType, Customer } from "@onboarding/core";
import type { Queryable } from "../db/database.ts";

export type CustomerRow = Omit<Customer, "created_at" | "rated_at" | "next_review_at"> & {
  created_at: Date;
  rated_at: Date;
  next_review_at: Date | null;
};
export type AccountRow = Omit<Account, "created_at"> & { created_at: Date };

/** SQL of the customers and accounts that approvals open. */
export const customersStore = {
  async open(
    db: Queryable,
    opening: { clientId: string; customerId: string; customerType: ApplicationType; applicationId: string; account: AccountOpen; at: Date },
  ): Promise<void> {
    await db.query(
      "INSERT INTO customers (client_id, customer_id, customer_type, application_id, status, created_at, rated_at, monitoring_updated_at) VALUES ($1, $2, $3, $4, 'ACTIVE', $5, $5, $5)",
      [opening.clientId, opening.customerId, opening.customerType, opening.applicationId, opening.at],
    );
    await db.query(
      "INSERT INTO accounts (client_id, account_id, customer_id, product_id, asset_type_id, status, created_at) VALUES ($1, $2, $3, $4, $5, 'OPEN', $6)",
      [
        opening.clientId,
        opening.account.account_id,
        opening.customerId,
        opening.account.product_id,
        opening.account.asset_type_id,
        opening.at,
      ],
    );
  },

  async findCustomer(db: Queryable, clientId: string, customerId: string): Promise<CustomerRow | undefined> {
    const [row] = await db.query<CustomerRow>(
      "SELECT customer_id, customer_type, application_id, status, risk_rating, risk_factors, rated_at, next_review_at, created_at FROM customers WHERE client_id = $1 AND customer_id = $2",
      [clientId, customerId],
    );
    return row;
  },

  async findAccount(db: Queryable, clientId: string, accountId: string): Promise<AccountRow | undefined> {
    const [row] = await db.query<AccountRow>(
      "SELECT account_id, customer_id, product_id, asset_type_id, status, created_at FROM accounts WHERE client_id = $1 AND account_id = $2",
      [clientId, accountId],
    );
    return row;
  },
};
