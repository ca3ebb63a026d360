import express, { type Express, type Request } from "express";

/**
 * Makes `req.query` of `app`'s requests parsed once per request. Express 5's `req.query` is a getter that parses the
 * query string again at every read, and a request of the API reads it several times (the client's and the token's
 * authentication, the parsing of its input). The first read parses it with Express's own getter (the app's
 * `query parser`); later reads of the same request get that object.
 */
export function parseQueryOnce(app: Express): void {
  const parse = Object.getOwnPropertyDescriptor(express.request, "query")?.get;
  if (!parse) {
    throw new Error("Express's request has no query getter to parse the query string once with");
  }
  const parsed = new WeakMap<Request, unknown>();
  Object.defineProperty(app.request, "query", {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      if (!parsed.has(this)) {
        parsed.set(this, parse.call(this));
      }
      return parsed.get(this);
    },
  });
}
