import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ApiError } from "../platform/errors.ts";

/** A contract path (`/v1/applications/{application_id}`) as Express spells it (`/v1/applications/:application_id`). */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** One path of the API: its pattern, its parameters' names, and a handler chain per method. */
interface PathEntry {
  pattern: RegExp;
  names: string[];
  /** How the request log names the route: the path's pattern, never the path itself. */
  route: { path: string };
  chains: Map<string, RequestHandler[]>;
}

/** The methods a path answers, in the order they were added, HEAD after GET: a 405's Allow. */
const allowOf = (entry: PathEntry) =>
  [...entry.chains.keys()].flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");

/** A contract path as a pattern, matched as Express's router matches it: case-insensitively, a trailing slash allowed. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return "([^/]+)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { pattern: new RegExp(`^${source}/?$`, "i"), names };
}

/** A path's first two segments ("/v1/applications" of "/v1/applications/app_1/status"), a trailing slash left out. */
function prefixOf(path: string): string {
  const first = path.indexOf("/", 1);
  if (first === -1 || first === path.length - 1) {
    return first === -1 ? path : path.slice(0, first);
  }
  const second = path.indexOf("/", first + 1);
  return second === -1 ? path : path.slice(0, second);
}

/** A path parameter decoded; text that is not valid percent-encoding is a 400, as Express's router answers it. */
function decoded(value: string): string {
  if (!value.includes("%")) {
    return value;
  }
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError("MALFORMED_REQUEST", "The request could not be read: a path segment is not valid percent-encoding.");
  }
}

/**
 * Runs a chain of middleware as Express runs a route's: each calls `next` to go on, or `next(error)` (or throws, or
 * rejects) to end it with the error; the chain's end, or its error, goes to `done`.
 */
function run(chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const next: NextFunction = (error?: unknown) => {
    // As Express: "route" and "router" leave the chain (no chain here uses them), a falsy value is no error.
    if (error === "route" || error === "router") {
      done();
      return;
    }
    if (error) {
      done(error);
      return;
    }
    const handler = chain[index++];
    if (!handler) {
      done();
      return;
    }
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) {
        result.then(undefined, (failure: unknown) => next(failure || new Error("Rejected promise")));
      }
    } catch (failure) {
      next(failure);
    }
  };
  next();
}

/**
 * Middleware run one after the other as one: each must call `next` (or fail) for the next to run, and the last's
 * `next` goes on to the app's. Cheaper than a layer of the app per middleware, which Express walks with its own
 * bookkeeping for every request.
 */
export const sequence =
  (...chain: RequestHandler[]): RequestHandler =>
  (req, res, next) =>
    run(chain, req, res, next);

/**
 * The API's operations, dispatched by one middleware: the path looked up among the operations' paths, in the order
 * they were added, and the method's chain run directly. Express's router would walk a layer per route and a layer per
 * handler, each with its own bookkeeping, for every request: that walk cost an API request more than its database
 * read. The same rules as Express's router: paths match whatever their case, with or without a trailing slash; HEAD
 * runs a GET's chain; parameters are percent-decoded. A path the API has, asked with another method, is a 405 with
 * Allow; a path it lacks goes on to the next middleware (the pages, then the 404).
 */
export class OperationRouter {
  /** The paths by their contract spelling. */
  readonly #paths = new Map<string, PathEntry>();
  /** The paths by their first two segments, lowercased ("/v1/applications"), in the order added: a request tries only its own. */
  readonly #byPrefix = new Map<string, PathEntry[]>();

  /** Adds a method's chain on a contract path (whose first two segments are fixed text, as the contract's all are). */
  add(method: string, path: string, chain: RequestHandler[]): void {
    let entry = this.#paths.get(path);
    if (!entry) {
      const prefix = prefixOf(path).toLowerCase();
      if (prefix.includes("{")) {
        throw new Error(`OperationRouter: ${path} has a parameter in its first two segments, which the router looks paths up by`);
      }
      entry = { ...compile(path), route: { path: expressPath(path) }, chains: new Map() };
      this.#paths.set(path, entry);
      this.#byPrefix.set(prefix, [...(this.#byPrefix.get(prefix) ?? []), entry]);
    }
    entry.chains.set(method.toUpperCase(), chain);
  }

  /** The middleware that dispatches to the operations. */
  readonly handle: RequestHandler = (req, res, next) => {
    const path = req.path;
    let other: PathEntry | undefined;
    for (const entry of this.#byPrefix.get(prefixOf(path).toLowerCase()) ?? []) {
      const match = entry.pattern.exec(path);
      if (!match) {
        continue;
      }
      // Decoded as the path matches, whatever the method (a bad encoding is a 400 before any 405).
      const params: Record<string, string> = {};
      try {
        entry.names.forEach((name, index) => {
          params[name] = decoded(match[index + 1] as string);
        });
      } catch (error) {
        next(error);
        return;
      }
      const chain = entry.chains.get(req.method) ?? (req.method === "HEAD" ? entry.chains.get("GET") : undefined);
      if (!chain) {
        other ??= entry;
        continue;
      }
      req.params = params;
      // The request log reads the route's pattern from here (see request-context.ts).
      req.route = entry.route;
      run(chain, req, res, next);
      return;
    }
    if (other) {
      req.route = other.route;
      const allow = allowOf(other);
      next(new ApiError("METHOD_NOT_ALLOWED", `Use ${allow} on this path.`, { headers: { Allow: allow } }));
      return;
    }
    next();
  };
}
