import type { Operation } from "@onboarding/contract";
import { isAudited, recordRequest } from "../audit/audit.ts";
import type { AuditCounts } from "../audit/audit-counts.ts";
import type { Database, Queryable } from "../db/database.ts";
import { fingerprintOf, type Idempotency, type IdempotencyScope, KeyTaken } from "../idempotency/idempotency.ts";
import type { Clock } from "../platform/clock.ts";
import type { Logger } from "../platform/logger.ts";
import type { ServiceContext } from "../service-context.ts";
import { asApiError, PROBLEM_CONTENT_TYPE, problemBody } from "./error-middleware.ts";
import type { ParsedRequest } from "./parse-input.ts";
import type { AnyHandler, AnyResult } from "./route.ts";

/** Where the request came in, for the problem's instance, and its logger (made only when asked for: see request-context.ts). */
export interface RequestLine {
  path: string;
  log: () => Logger;
}

/** The route as the contract names it, with the parsed path parameters: one spelling for every way of writing it. */
const canonicalPath = (operation: Operation, params: unknown) =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((params as Record<string, unknown>)[name])));

/** A stored problem is replayed with the id of the request that receives it. */
function replayed(result: AnyResult, requestId: string): AnyResult {
  const body = result.body as Record<string, unknown> | undefined;
  return body && typeof body === "object" && "request_id" in body ? { ...result, body: { ...body, request_id: requestId } } : result;
}

/**
 * Runs a handler: reads directly, API writes in one transaction; with an idempotency key, the key, the change and the
 * stored response commit together. First optimistically: the key is inserted with the response at the commit (a create
 * is then one statement); if the key exists, or the attempt ends in a 4xx, the request runs again the careful way: the
 * key is claimed first (a replay, a 422 for another body, a 409 while in flight), the response stored in the change's
 * transaction (a 4xx after it, a 5xx frees the key). An audited operation's line of the audit trail is written in the
 * same transaction as its change (failures are recorded by the caller).
 */
export async function execute(
  operation: Operation,
  handler: AnyHandler,
  { input, idempotencyKey, received }: ParsedRequest,
  line: RequestLine,
  {
    db,
    idempotency,
    docsUrl,
    clock,
    auditCounts,
  }: { db: Database; idempotency: Idempotency; docsUrl: string; clock: Clock; auditCounts: AuditCounts },
): Promise<AnyResult> {
  const clientId = input.auth?.clientId;
  const audited = isAudited(operation) && clientId !== undefined;
  const audit = (queryable: Queryable, result: AnyResult) =>
    audited && clientId !== undefined
      ? recordRequest(
          queryable,
          clock,
          { operation, clientId, requestId: input.requestId, params: input.params },
          { status: result.status, body: result.body },
        )
      : undefined;
  // The caller's context, what the services take: made here for every bearer operation, on the database it runs on.
  const contextOn = (queryable: Queryable): ServiceContext | undefined =>
    operation.auth.type === "bearer" && input.auth ? { db: queryable, clientId: input.auth.clientId } : undefined;
  // An upload's transaction writes its content: it runs in the database's bulk lane.
  const options = input.upload ? { bulkBytes: input.upload.size } : undefined;
  // What the handler asked to run after the commit (see HandlerInput.afterCommit): each attempt starts its own list,
  // so only the one that committed runs.
  let pending: (() => Promise<void>)[] = [];
  const afterCommit = (work: () => Promise<void>) => {
    pending.push(work);
  };
  // The change is committed by then, so the answer is the committed result whatever the work does: an error answer
  // would say nothing was written. Work that fails is logged; what it left due, the worker runs at its next poll.
  const committed = async (result: AnyResult) => {
    const works = pending;
    pending = [];
    for (const work of works) {
      try {
        await work();
      } catch (error) {
        line.log().warn({ err: error }, "work after the commit failed; the worker runs what is left due");
      }
    }
    return result;
  };
  const run = async (tx: Queryable) => {
    pending = [];
    const result = await handler({ ...input, context: contextOn(tx), afterCommit });
    await audit(tx, result);
    return result;
  };
  // Reads, and the OAuth endpoints (which keep their own state), use the database directly; token revocation is
  // recorded in the audit trail once done (revoking again is harmless, so it needs no shared transaction).
  if (operation.method === "get" || operation.auth.type !== "bearer") {
    const result = await handler({ ...input, context: contextOn(db), afterCommit });
    await audit(db, result);
    return committed(result);
  }
  if (!operation.idempotent || idempotencyKey === undefined || clientId === undefined) {
    return committed(await db.transaction(run, options));
  }
  const scope: IdempotencyScope = {
    clientId,
    method: operation.method.toUpperCase(),
    path: canonicalPath(operation, input.params),
    key: idempotencyKey,
  };
  // Of the body with its "" members read as absent, so that a retry differing only by them is the same request.
  const fingerprint = fingerprintOf(received);
  let optimistic: AnyResult | undefined;
  try {
    optimistic = await db.transaction(async (tx) => {
      const result = await run(tx);
      await idempotency.record(tx, scope, fingerprint, result);
      return result;
    }, options);
  } catch (error) {
    // A 4xx is stored only under a claimed key, so that a concurrent request's success is replayed rather than it.
    const known = asApiError(error);
    if (!(error instanceof KeyTaken) && !(known && known.status < 500)) {
      throw error;
    }
  }
  if (optimistic) {
    return committed(optimistic);
  }
  const claim = await idempotency.claim(scope, fingerprint);
  if (claim.kind === "replay") {
    // A replay changes nothing and may be repeated at will: counted like a refusal (one row a minute and kind).
    if (audited && clientId !== undefined) {
      const request = { operation, clientId, requestId: input.requestId, params: input.params };
      await auditCounts.record({ ...request, status: claim.result.status, body: claim.result.body, replayed: true }, line.log());
    }
    return replayed(claim.result, input.requestId);
  }
  let result: AnyResult;
  try {
    result = await db.transaction(async (tx) => {
      const result = await run(tx);
      await idempotency.complete(tx, scope, result);
      return result;
    }, options);
  } catch (error) {
    const known = asApiError(error);
    if (known && known.status < 500) {
      const body = problemBody(line.path, input.requestId, known, docsUrl);
      await idempotency.complete(db, scope, {
        status: known.status,
        headers: { ...known.extra.headers, "content-type": PROBLEM_CONTENT_TYPE },
        body,
      });
    } else {
      // Frees the key for an immediate retry, without holding the answer: a 5xx is often the database being away, and
      // then the release would wait for it too. If it cannot run, the claim's short lease frees the key anyway.
      idempotency.release(scope).catch(() => undefined);
    }
    throw error;
  }
  return committed(result);
}
