import { IdempotencyKeySchema, type Operation } from "@onboarding/contract";
import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { ApiError, type FieldError } from "../errors.ts";
import { formBody, jsonBody } from "./body.ts";
import type { Handler, HandlerInput, HandlerResult } from "./handler.ts";
import { fingerprintOf, type Idempotency } from "./idempotency.ts";
import { asApiError, PROBLEM_CONTENT_TYPE, problemBody, validationFailed } from "./problem.ts";
import { locals } from "./request-context.ts";
import { fieldErrors } from "./validation.ts";

const IdempotencyHeaders = z.object({ "x-svc-idempotency-id": IdempotencyKeySchema.optional() });

export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

function parsePart<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  base: string,
  errors: FieldError[],
): z.output<T> | undefined {
  if (!schema) {
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) {
    return result.data;
  }
  errors.push(...fieldErrors(result.error.issues, base));
  return undefined;
}

function hasBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Refuses a body of a media type the operation does not take (415), before anything reads it. */
function requireMediaType(operation: Operation): RequestHandler {
  const types = operation.request?.body?.contentTypes ?? [];
  return (req, _res, next) => {
    if (hasBody(req) && !req.is([...types])) {
      throw new ApiError("UNSUPPORTED_MEDIA_TYPE", `Send the body as ${types.join(" or ")}.`);
    }
    next();
  };
}

function bodyParsers(operation: Operation): RequestHandler[] {
  const types = operation.request?.body?.contentTypes;
  if (!types) {
    return [];
  }
  const json = types.filter((type) => type.endsWith("json"));
  return [
    requireMediaType(operation),
    ...(json.length > 0 ? [jsonBody(json)] : []),
    ...(types.includes("application/x-www-form-urlencoded") ? [formBody()] : []),
  ];
}

/** Parses params, query, headers and body with the operation's schemas; every problem is reported at once. */
export function parseInput(operation: Operation, req: Request, res: Response): HandlerInput {
  const errors: FieldError[] = [];
  const request = operation.request;
  const params = parsePart(request?.params, req.params, "/params", errors);
  const query = parsePart(request?.query, req.query, "/query", errors);
  const headers = operation.idempotent
    ? parsePart(IdempotencyHeaders, { "x-svc-idempotency-id": req.get("x-svc-idempotency-id") }, "/headers", errors)
    : undefined;
  const bodySpec = request?.body;
  if (bodySpec && req.body === undefined && bodySpec.required !== false) {
    errors.push({ pointer: "", code: "required", detail: `A ${bodySpec.contentTypes[0]} body is required.` });
  }
  const body = bodySpec && req.body !== undefined ? parsePart(bodySpec.schema, req.body, "", errors) : undefined;
  if (errors.length > 0) {
    throw validationFailed(errors);
  }
  const { requestId, auth } = locals(res);
  return {
    params,
    query,
    body,
    auth,
    idempotencyKey: headers?.["x-svc-idempotency-id"],
    ifMatch: req.get("if-match"),
    requestId,
    req,
    res,
  } as HandlerInput;
}

/** A stored problem is replayed with the id of the request that receives it. */
function replayed(result: HandlerResult, requestId: string): HandlerResult {
  const body = result.body as Record<string, unknown> | undefined;
  return body && typeof body === "object" && "request_id" in body ? { ...result, body: { ...body, request_id: requestId } } : result;
}

/**
 * Runs a handler: reads directly, API writes in one transaction; with an idempotency key, the key is claimed first and
 * the response stored in that same transaction (a 4xx after it, a 5xx frees the key).
 */
async function execute(operation: Operation, handler: Handler, input: HandlerInput, options: MountOptions): Promise<HandlerResult> {
  const { db, idempotency } = options;
  // Reads, and the OAuth endpoints (which keep their own state), use the database directly.
  if (operation.method === "get" || operation.auth.type !== "bearer") {
    return handler({ ...input, db });
  }
  const clientId = input.auth?.clientId;
  if (!operation.idempotent || input.idempotencyKey === undefined || clientId === undefined) {
    return db.transaction((tx) => handler({ ...input, db: tx }));
  }
  const scope = { clientId, method: input.req.method, path: input.req.path, key: input.idempotencyKey };
  const claim = await idempotency.claim(scope, fingerprintOf(input.req.body));
  if (claim.kind === "replay") {
    return replayed(claim.result, input.requestId);
  }
  try {
    return await db.transaction(async (tx) => {
      const result = await handler({ ...input, db: tx });
      await idempotency.complete(tx, scope, result);
      return result;
    });
  } catch (error) {
    const known = asApiError(error);
    if (known && known.status < 500) {
      const body = problemBody(input.req.path, input.requestId, known);
      await idempotency.complete(db, scope, {
        status: known.status,
        headers: { ...known.extra.headers, "content-type": PROBLEM_CONTENT_TYPE },
        body,
      });
    } else {
      await idempotency.release(scope);
    }
    throw error;
  }
}

export function send(res: Response, result: HandlerResult): void {
  res.status(result.status).set(result.headers ?? {});
  if (result.body === undefined) {
    res.end();
  } else {
    if (!res.get("content-type")) {
      res.type("application/json; charset=utf-8");
    }
    res.send(JSON.stringify(result.body));
  }
}

export interface MountOptions {
  environment: string;
  db: Database;
  idempotency: Idempotency;
  /** Middleware run before parsing, per operation (authentication, rate limits). */
  guard?: (operation: Operation) => RequestHandler[];
}

/**
 * Mounts every operation on the router from its contract object: method, path, media types, validation, then the
 * handler. Paths get a 405 with Allow for other methods. Operations outside their environments are not mounted.
 * Returns the operationIds mounted.
 */
export function mount(
  router: Router,
  operations: Record<string, Operation>,
  handlers: Record<string, Handler>,
  options: MountOptions,
): string[] {
  const allowed = new Map<string, Set<string>>();
  const mounted: string[] = [];
  for (const operation of Object.values(operations)) {
    const handler = handlers[operation.operationId];
    if (!handler) {
      throw new Error(`No handler for operation ${operation.operationId}`);
    }
    if (operation.environments && !operation.environments.includes(options.environment as never)) {
      continue;
    }
    const path = expressPath(operation.path);
    router[operation.method](
      path,
      ...(options.guard?.(operation) ?? []),
      ...bodyParsers(operation),
      async (req: Request, res: Response) => {
        send(res, await execute(operation, handler, parseInput(operation, req, res), options));
      },
    );
    const methods = allowed.get(path) ?? new Set<string>();
    methods.add(operation.method.toUpperCase());
    if (operation.method === "get") {
      methods.add("HEAD");
    }
    allowed.set(path, methods);
    mounted.push(operation.operationId);
  }
  for (const [path, methods] of allowed) {
    router.all(path, () => {
      throw new ApiError("METHOD_NOT_ALLOWED", `Use ${[...methods].join(", ")} on this path.`, {
        headers: { Allow: [...methods].join(", ") },
      });
    });
  }
  return mounted;
}
