import type { Queryable } from "./db/database.ts";

/** Who acts (the owning API client) on which database (the request's transaction): what every use case takes. */
export interface ServiceContext {
  db: Queryable;
  clientId: string;
}
