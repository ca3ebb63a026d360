import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

/** The headers helmet sets for `options`, worked out once by running it against a recording response. */
function helmetHeaders(options: HelmetOptions): { entries: [string, string][]; removals: string[] } {
  const headers = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      removed.delete(name);
      headers.set(name, String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name);
      removed.add(name);
    },
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) {
    throw new Error("helmet did not finish synchronously: its headers cannot be computed once");
  }
  return { entries: [...headers], removals: [...removed] };
}

/**
 * What an answer a browser never renders as a page does without (the API's: JSON, or a document's file sent as an
 * attachment under `default-src 'none'`): headers that govern documents
 * (their browsing context group, origin-keyed agent clusters, DNS prefetching from their links), or old clients
 * (Internet Explorer's download prompt and XSS filter, Flash and Acrobat cross-domain policies). The API's answers keep
 * the ones that matter to them: Content-Security-Policy, Cross-Origin-Resource-Policy, Referrer-Policy,
 * Strict-Transport-Security, X-Content-Type-Options and X-Frame-Options. Every header costs each response its
 * validation and its line; these six were a third of the headers of an API answer.
 */
export const DOCUMENT_ONLY: HelmetOptions = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The security headers helmet sets for `options`, worked out once at start-up. Our policy does not depend on the
 * request, so every response gets the same headers: set by one loop instead of helmet's dozen middlewares per request
 * (which cost 15 % of a request that does nothing else). A request `answeredByApi` (JSON, never a page) gets them
 * without the DOCUMENT_ONLY ones.
 */
export function securityHeaders(options: HelmetOptions, answeredByApi: (req: Request) => boolean = () => false): RequestHandler {
  const documents = helmetHeaders(options);
  const api = helmetHeaders({ ...options, ...DOCUMENT_ONLY } as HelmetOptions);
  const set = (res: ServerResponse, { entries, removals }: ReturnType<typeof helmetHeaders>) => {
    for (const name of removals) {
      res.removeHeader(name);
    }
    for (const [name, value] of entries) {
      res.setHeader(name, value);
    }
  };
  return (req, res, next) => {
    set(res, answeredByApi(req) ? api : documents);
    next();
  };
}
