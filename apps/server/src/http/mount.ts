import { IdempotencyKeySchema, type Operation } from "@onboarding/contract";
import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { ApiError, type FieldError } from "../errors.ts";
import { formBody, jsonBody } from "./body.ts";
import type { Handler, HandlerInput, HandlerResult } from "./handler.ts";
import { validationFailed } from "./problem.ts";
import { locals } from "./request-context.ts";
import { fieldErrors } from "./validation.ts";

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
  const idempotencyKey = operation.idempotent
    ? parsePart(IdempotencyKeySchema.optional(), req.get("x-svc-idempotency-id"), "/headers", errors)
    : undefined;
  let body: unknown;
  if (request?.body) {
    if (req.body === undefined && request.body.required === false) {
      body = undefined;
    } else if (req.body === undefined) {
      errors.push({ pointer: "", code: "required", detail: `A ${request.body.contentTypes[0]} body is required.` });
    } else {
      body = parsePart(request.body.schema, req.body, "", errors);
    }
  }
  if (errors.length > 0) {
    throw validationFailed(
      errors.map((error) => (error.pointer === "/headers" ? { ...error, pointer: "/headers/x-svc-idempotency-id" } : error)),
    );
  }
  const { requestId, auth } = locals(res);
  return { params, query, body, auth, idempotencyKey, ifMatch: req.get("if-match"), requestId, req, res } as HandlerInput;
}

export function send(res: Response, result: HandlerResult): void {
  res.status(result.status).set(result.headers ?? {});
  if (result.body === undefined) {
    res.end();
  } else {
    res.type("application/json; charset=utf-8").send(JSON.stringify(result.body));
  }
}

export interface MountOptions {
  environment: string;
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
        send(res, await handler(parseInput(operation, req, res)));
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
