import { type Operation, RequestIdSchema } from "@onboarding/contract";
import type { NextFunction, Request, Response } from "express";
import type { AuthContext } from "../auth/auth-context.ts";
import type { SpooledDocument } from "../documents/spool.ts";
import { newId } from "../platform/ids.ts";
import type { Logger } from "../platform/logger.ts";

export interface RequestLocals {
  requestId: string;
  log: Logger;
  /** Where problem types point: the error reference of the documentation site. */
  docsUrl: string;
  auth?: AuthContext;
  /** The operation the request reached, and its path parameters (for the audit trail of a refusal). */
  route?: { operation: Operation; params: Record<string, string> };
  /** A multipart upload's spool (removed after the request), and the file it received. */
  spool?: { dispose(): Promise<void> };
  upload?: SpooledDocument;
}

export const locals = (res: Response) => res.locals as RequestLocals;

/**
 * A request's locals, one shape for every request. Its logger is made when something logs (a child logger per request
 * costs more than the request's routing). Other parts add their own (the hosted page's session, the console's
 * operator) as Express's locals allow.
 */
class Locals implements RequestLocals {
  readonly #logger: Logger;
  #log: Logger | undefined;
  auth?: AuthContext;
  route?: RequestLocals["route"];
  spool?: RequestLocals["spool"];
  upload?: SpooledDocument;

  constructor(
    logger: Logger,
    readonly requestId: string,
    readonly docsUrl: string,
  ) {
    this.#logger = logger;
  }

  get log(): Logger {
    this.#log ??= this.#logger.child({ request_id: this.requestId });
    return this.#log;
  }
}

/**
 * Where a request went, as its log line names it: the pattern of the last route it reached, with the path its router
 * is mounted at (/onboard/:token, /onboard/s/:sessionId/step/:stepId, /v1/applications/:application_id), never the
 * path itself, which may carry a secret (a hosted page link's single-use token). Express's routers (the pages') set
 * `req.route` as they dispatch to a route, as the API's OperationRouter does, while `req.baseUrl` is that router's
 * mount path; Express restores `req.baseUrl` when the request leaves a router (the route's own 404, an error), so the
 * pattern is noted then. A request no route took (a file of the documentation site, a 404) is named by the mount path
 * it was answered under: `/docs/*`, or `/*`.
 */
function routeOf(req: Request): () => string {
  let route: unknown;
  let reached: string | undefined;
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set: (value: { path: unknown } | undefined) => {
      route = value;
      if (value) {
        reached = `${req.baseUrl}${String(value.path)}`;
      }
    },
  });
  return () => reached ?? `${req.baseUrl}/*`;
}

/**
 * Gives every request its id (the caller's x-svc-request-id when it is 1-128 visible ASCII characters, else a
 * new one), echoes it on the response, and logs one line when the response is sent.
 */
export function requestContext(logger: Logger, docsUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers["x-svc-request-id"];
    const given = header === undefined ? undefined : RequestIdSchema.safeParse(header).data;
    const requestId = given ?? newId("req");
    const started = process.hrtime.bigint();
    res.locals = new Locals(logger, requestId, docsUrl);
    res.setHeader("x-svc-request-id", requestId);
    if (logger.isLevelEnabled("info")) {
      const route = routeOf(req);
      res.on("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        locals(res).log.info(
          {
            method: req.method,
            route: route(),
            status: res.statusCode,
            ms: Math.round(ms * 10) / 10,
            client_id: locals(res).auth?.clientId,
          },
          "request",
        );
      });
    }
    next();
  };
}
