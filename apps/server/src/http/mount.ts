import { MULTIPART_TYPE, type Operation } from "@onboarding/contract";
import type { Request, RequestHandler, Response } from "express";
import type { AuditCounts } from "../audit/audit-counts.ts";
import type { Database } from "../db/database.ts";
import type { Idempotency } from "../idempotency/idempotency.ts";
import type { Clock } from "../platform/clock.ts";
import { ApiError } from "../platform/errors.ts";
import { hasBody } from "../platform/has-body.ts";
import { jsonOf } from "../platform/json-text.ts";
import { formBody, jsonBody, multipartBody, type SpoolFactory } from "./body.ts";
import { execute } from "./execute.ts";
import type { OperationRouter } from "./operation-router.ts";
import { parseRequest } from "./parse-input.ts";
import { locals } from "./request-context.ts";
import { type AnyHandler, type AnyResult, BinaryBody } from "./route.ts";

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

function bodyParsers(operation: Operation, spool: SpoolFactory | undefined): RequestHandler[] {
  const types = operation.request?.body?.contentTypes;
  if (!types) {
    return [];
  }
  const json = types.filter((type) => type.endsWith("json"));
  const multipart = types.includes(MULTIPART_TYPE);
  if (multipart && !spool) {
    throw new Error(`Operation ${operation.operationId} takes files: mount() needs a spool`);
  }
  return [
    requireMediaType(operation),
    ...(json.length > 0 ? [jsonBody(json)] : []),
    ...(types.includes("application/x-www-form-urlencoded") ? [formBody()] : []),
    ...(multipart && spool ? [multipartBody(spool)] : []),
  ];
}

/** A result's status and headers, set as they are (the handlers' header values are strings; a Content-Type has its charset). */
function head(res: Response, { status, headers }: AnyResult): void {
  res.statusCode = status;
  if (headers) {
    for (const name of Object.keys(headers)) {
      res.setHeader(name, headers[name] as string);
    }
  }
}

/** Until the response can take more, or is closed; its listeners removed either way (a long file waits many times). */
const drainedOrClosed = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });

/** Streams a binary body, waiting for the socket to drain between chunks; a failure midway cuts the response short. */
async function sendBinary(res: Response, result: AnyResult, body: BinaryBody): Promise<void> {
  head(res, result);
  res.setHeader("Content-Type", body.contentType);
  res.setHeader("Content-Length", body.length);
  if (res.req.method === "HEAD") {
    res.end();
    return;
  }
  try {
    for await (const chunk of body.chunks) {
      if (res.destroyed) {
        return;
      }
      if (!res.write(chunk)) {
        await drainedOrClosed(res);
      }
    }
    res.end();
  } catch (error) {
    locals(res).log.error({ err: error }, "streaming a response failed midway");
    res.destroy();
  }
}

/**
 * Writes a handler's result: its status, headers and JSON text, directly (Express's `res.send` would check freshness,
 * types and encodings again for every response; a HEAD request gets the headers only, from Node).
 */
export async function send(res: Response, result: AnyResult): Promise<void> {
  if (result.body instanceof BinaryBody) {
    return sendBinary(res, result, result.body);
  }
  head(res, result);
  if (result.body === undefined) {
    res.end();
    return;
  }
  if (!res.hasHeader("content-type")) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
  }
  const text = jsonOf(result.body);
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}

export interface MountOptions {
  environment: string;
  clock: Clock;
  docsUrl: string;
  db: Database;
  idempotency: Idempotency;
  /** Where refusals and idempotent replays of audited operations are counted into the audit trail. */
  auditCounts: AuditCounts;
  /** Middleware run before parsing, per operation (authentication, rate limits). */
  guard?: (operation: Operation) => RequestHandler[];
  /** Where the file of a multipart upload is received (the operations that take files need one). */
  spool?: SpoolFactory;
}

/**
 * Mounts every operation on the router from its contract object: method, path, media types, validation, then the
 * handler. Paths get a 405 with Allow for other methods (the router's). Operations outside their environments are not
 * mounted. Returns the operationIds mounted.
 */
export function mount(
  router: OperationRouter,
  operations: Record<string, Operation>,
  handlers: Record<string, AnyHandler>,
  options: MountOptions,
): string[] {
  const mounted: string[] = [];
  for (const operation of Object.values(operations)) {
    const handler = handlers[operation.operationId];
    if (!handler) {
      throw new Error(`No handler for operation ${operation.operationId}`);
    }
    if (operation.environments && !operation.environments.includes(options.environment as never)) {
      continue;
    }
    // Client authentication may read the form body (client_secret_post): parse it first there; elsewhere authenticate first.
    const guards = options.guard?.(operation) ?? [];
    const parsers = bodyParsers(operation, options.spool);
    const chain = operation.auth.type === "client" ? [...parsers, ...guards] : [...guards, ...parsers];
    const reached: RequestHandler = (req, res, next) => {
      locals(res).route = { operation, params: req.params as Record<string, string> };
      next();
    };
    router.add(operation.method, operation.path, [
      reached,
      ...chain,
      async (req: Request, res: Response) => {
        try {
          const parsed = parseRequest(operation, req, res);
          await send(res, await execute(operation, handler, parsed, { path: req.path, log: () => locals(res).log }, options));
        } finally {
          // An upload's spool goes once the request is answered, whatever the answer.
          const { spool } = locals(res);
          if (spool) {
            await spool.dispose();
          }
        }
      },
    ]);
    mounted.push(operation.operationId);
  }
  return mounted;
}
