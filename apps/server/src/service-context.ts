import type { Queryable } from "./db/database.ts";

/** Who acts (the owning API client) on which database (the request's transaction): what every use case takes. */
export interface ServiceContext {
  db: Queryable;
  clientId: string;
}

/**
 * An operator acting on any client's objects (the admin CLI, and the review console to come), in a transaction: each
 * operator use case finds whose the object is and acts as that client would (`asOwner`), recording the operator.
 */
export interface OperatorContext {
  db: Queryable;
  /** Who, for the audit trail: the operating-system user of `pnpm admin`, or a console operator's id. */
  operator: string;
  /** A console operator's e-mail, named beside its id in the audit trail. */
  email?: string | undefined;
}

/** The context an operator's action on a client's object runs in: the owner's, on the operator's transaction. */
export const asOwner = (operator: OperatorContext, clientId: string): ServiceContext => ({ db: operator.db, clientId });

/** Who acts on a check or a decision, for the audit trail: an API client (the sandbox) or an operator. */
export interface Actor {
  type: "client" | "operator";
  id: string;
  email?: string | undefined;
}
