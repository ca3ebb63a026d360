import type { Operation, OperationId, Operations } from "@onboarding/contract";
import type { Request, Response } from "express";
import type { z } from "zod";
import type { AuthContext } from "../auth/guards.ts";
import type { Queryable } from "../db/database.ts";

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
type RequestOf<Op> = Op extends { request: infer R } ? R : undefined;
type PartOf<Op, K extends string> = RequestOf<Op> extends { [P in K]?: infer S } ? Output<S> : undefined;
type BodyOf<Op> = RequestOf<Op> extends { body: { schema: infer S } } ? Output<S> : undefined;
type AuthOf<Op> = Op extends { auth: { type: "bearer" | "client" } }
  ? AuthContext
  : Op extends { auth: { type: "none" } }
    ? undefined
    : AuthContext | undefined;

/** What a handler gets: the request parts parsed by the operation's own schemas, and the request's context. */
export interface HandlerInput<Op extends Operation = Operation> {
  params: PartOf<Op, "params">;
  query: PartOf<Op, "query">;
  body: BodyOf<Op>;
  /** The authenticated client (bearer token or client credentials); the storage layer filters by it. */
  auth: AuthOf<Op>;
  /** The database: for writes, the request's own transaction (committed with the idempotent response). */
  db: Queryable;
  idempotencyKey: string | undefined;
  ifMatch: string | undefined;
  requestId: string;
  req: Request;
  res: Response;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler<Op extends Operation = Operation> = (input: HandlerInput<Op>) => Promise<HandlerResult>;

/** One handler for every operation of the contract: the type makes a missing one a compile error. */
export type Handlers = { [K in OperationId]: Handler<Operations[K]> };
