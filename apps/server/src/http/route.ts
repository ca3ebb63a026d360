import type { Operation, OperationId, Operations } from "@onboarding/contract";
import type { z } from "zod";
import type { AuthContext } from "../auth/auth-context.ts";
import type { SpooledDocument } from "../documents/spool.ts";
import type { JsonText } from "../platform/json-text.ts";
import type { ServiceContext } from "../service-context.ts";
import type { Services } from "../services.ts";

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
type RequestOf<Op> = Op extends { request: infer R } ? R : undefined;
type PartOf<Op, K extends string> = RequestOf<Op> extends { [P in K]?: infer S } ? Output<S> : undefined;
type BodyOf<Op> = RequestOf<Op> extends { body: { schema: infer S } } ? Output<S> : undefined;
type AuthOf<Op> = Op extends { auth: { type: "bearer" | "client" } }
  ? AuthContext
  : Op extends { auth: { type: "none" } }
    ? undefined
    : AuthContext | undefined;
type ContextOf<Op> = Op extends { auth: { type: "bearer" } }
  ? ServiceContext
  : Op extends { auth: { type: "client" | "none" } }
    ? undefined
    : ServiceContext | undefined;

/** What a handler gets: the request parts parsed by the operation's own schemas, and the request's context. */
export interface HandlerInput<Op extends Operation = Operation> {
  params: PartOf<Op, "params">;
  query: PartOf<Op, "query">;
  body: BodyOf<Op>;
  /** The authenticated client (bearer token or client credentials); the storage layer filters by it. */
  auth: AuthOf<Op>;
  /**
   * What the services take, on bearer operations (the others use their services' own state): the authenticated client
   * and the database, for writes the request's own transaction (committed with the idempotent response). Built once,
   * by execute().
   */
  context: ContextOf<Op>;
  /** The If-Match header of a conditional operation. */
  ifMatch: string | undefined;
  requestId: string;
  /** The file of a multipart upload, received whole (spooled, sealed) before the handler runs. */
  upload?: SpooledDocument | undefined;
  /**
   * Asks for `work` to run once the request's transaction has committed, before the answer is sent: what must see the
   * change committed, on connections of its own (advancing a sandbox clock runs what became due). Only the attempt
   * that commits runs it; an idempotent replay runs nothing. A failure is logged and the committed answer sent (an
   * error answer would say nothing was written): what the work left due, the worker runs at its next poll.
   */
  afterCommit: (work: () => Promise<void>) => void;
}

/** A binary response: bytes of `contentType` streamed as they are read (a document's content), never JSON. */
export class BinaryBody {
  constructor(
    readonly contentType: string,
    readonly length: number,
    readonly chunks: AsyncIterable<Uint8Array>,
  ) {}
}

type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type Declared<Op> = keyof ResponsesOf<Op> & number;
type ResultFor<Response, Status> = Response extends { contentTypes: readonly string[] }
  ? { status: Status; body: BinaryBody; headers?: Record<string, string> }
  : Response extends { schema: infer Schema extends z.ZodType }
    ? { status: Status; body: z.input<Schema> | JsonText<z.input<Schema>>; headers?: Record<string, string> }
    : { status: Status; body?: undefined; headers?: Record<string, string> };

/**
 * What a handler of an operation may answer, derived from the contract: one of the operation's declared statuses,
 * with a body of the schema declared for it (none where it declares none), as a value or as JSON text of that type.
 * Anything else fails to compile.
 */
export type ResultOf<Op extends Operation> = { [Status in Declared<Op>]: ResultFor<ResponsesOf<Op>[Status], Status> }[Declared<Op>];

export type Handler<Op extends Operation> = (input: HandlerInput<Op>) => Promise<ResultOf<Op>>;

/** A response as the mounting code handles any of them: typed per operation above, checked by the compiler there. */
export interface AnyResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type AnyHandler = (input: HandlerInput) => Promise<AnyResult>;

/** How each operation's handler is built from the services, by operationId. */
type Builders = { [K in OperationId]: (services: Services) => Handler<Operations[K]> };

/** One operation's module: its operationId and how to build its handler from the services. */
export interface Route<K extends OperationId = OperationId> {
  operationId: K;
  build: Builders[K];
}

/** Declares the route of a contract operation; the handler's input and result types come from the operation. */
export const defineRoute = <K extends OperationId>(operationId: K, build: Builders[K]): Route<K> => ({ operationId, build });

/** Every operation of the contract has exactly one route: a missing one fails to compile where this is `satisfies`d. */
export type Routes = { [K in OperationId]: Route<K> };
