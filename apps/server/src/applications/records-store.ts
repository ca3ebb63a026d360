import type { Queryable } from "../db/database.ts";
import { newId } from "../ids.ts";
import type { Page } from "./applications-store.ts";
import type { Status } from "./transitions.ts";

export interface EventRow {
  event_id: string;
  event_type: string;
  application_id: string;
  previous_status: Status | null;
  status: Status;
  event_date: Date;
}

const eventOf = (row: EventRow) => ({
  event_id: row.event_id,
  event_type: row.event_type,
  event_date: row.event_date.toISOString(),
  data: { application_id: row.application_id, previous_status: row.previous_status, status: row.status },
});

/** The outbox of application events, and the customers and accounts that approvals open. */
export const recordsStore = {
  /** Written in the transaction of the change it describes. */
  async insertEvent(
    db: Queryable,
    event: { clientId: string; applicationId: string; previous: Status | null; status: Status; at: Date },
  ): Promise<void> {
    const type = event.previous === null ? "APPLICATION_CREATED" : `APPLICATION_${event.status}`;
    await db.query(
      "INSERT INTO events (event_id, client_id, event_type, application_id, previous_status, status, event_date) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [newId("evt", event.at.getTime()), event.clientId, type, event.applicationId, event.previous, event.status, event.at],
    );
  },

  async listEvents(db: Queryable, clientId: string, filter: { event_type?: string | undefined }, page: Page) {
    const params: unknown[] = [clientId];
    const where = ["client_id = $1"];
    if (filter.event_type) {
      params.push(filter.event_type);
      where.push(`event_type = $${params.length}`);
    }
    const backwards = page.ending_before !== undefined;
    if (page.starting_after || page.ending_before) {
      params.push(page.starting_after ?? page.ending_before);
      where.push(`event_id ${backwards ? ">" : "<"} $${params.length}`);
    }
    params.push(page.limit + 1);
    const rows = await db.query<EventRow>(
      `SELECT * FROM events WHERE ${where.join(" AND ")} ORDER BY event_id ${backwards ? "ASC" : "DESC"} LIMIT $${params.length}`,
      params,
    );
    const pageRows = rows.slice(0, page.limit);
    if (backwards) {
      pageRows.reverse();
    }
    return { events: pageRows.map(eventOf), hasMore: rows.length > page.limit };
  },

  async findEvent(db: Queryable, clientId: string, eventId: string) {
    const [row] = await db.query<EventRow>("SELECT * FROM events WHERE client_id = $1 AND event_id = $2", [clientId, eventId]);
    return row ? eventOf(row) : undefined;
  },

  async openCustomerAndAccount(
    db: Queryable,
    opening: {
      clientId: string;
      customerId: string;
      customerType: string;
      applicationId: string;
      account: { account_id: string; product_id: string; asset_type_id: string };
      at: Date;
    },
  ): Promise<void> {
    await db.query(
      "INSERT INTO customers (client_id, customer_id, customer_type, application_id, status, created_at) VALUES ($1, $2, $3, $4, 'ACTIVE', $5)",
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

  async findCustomer(db: Queryable, clientId: string, customerId: string) {
    const [row] = await db.query<{ customer_id: string; customer_type: string; application_id: string; status: string; created_at: Date }>(
      "SELECT customer_id, customer_type, application_id, status, created_at FROM customers WHERE client_id = $1 AND customer_id = $2",
      [clientId, customerId],
    );
    return row ? { ...row, created_at: row.created_at.toISOString() } : undefined;
  },

  async findAccount(db: Queryable, clientId: string, accountId: string) {
    const [row] = await db.query<{
      account_id: string;
      customer_id: string;
      product_id: string;
      asset_type_id: string;
      status: string;
      created_at: Date;
    }>(
      "SELECT account_id, customer_id, product_id, asset_type_id, status, created_at FROM accounts WHERE client_id = $1 AND account_id = $2",
      [clientId, accountId],
    );
    return row ? { ...row, created_at: row.created_at.toISOString() } : undefined;
  },

  /** 404 codes of the seed's "Not Found" outcome of create: the product, or the asset type of the product. */
  async catalogCheck(db: Queryable, productId: string, assetTypeId: string): Promise<"ok" | "PRODUCT_NOT_FOUND" | "ASSET_TYPE_NOT_FOUND"> {
    const [row] = await db.query<{ asset: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM product_asset_types a WHERE a.product_id = p.product_id AND a.asset_type_id = $2) AS asset FROM products p WHERE p.product_id = $1",
      [productId, assetTypeId],
    );
    return row === undefined ? "PRODUCT_NOT_FOUND" : row.asset ? "ok" : "ASSET_TYPE_NOT_FOUND";
  },
};
