import { createServer, IncomingMessage, type Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to timeoutMs), then closes what is left. */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Listens with bounded timeouts, so slow clients cannot hold sockets open for long: headers within 10 s, and a
 * whole request within `requestTimeoutMs`, a backstop behind the app's own limits on bodies (http/body-deadline.ts),
 * which bound an upload by its progress and answer problem+json; so it is the longest an upload may take, and a little.
 * `http` is the server to listen with: by default the app's own (`serverFor`).
 */
export function listen(
  app: Express,
  port: number,
  host: string,
  requestTimeoutMs = 30_000,
  http: Server = serverFor(app),
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = http.listen(port, host);
    server.requestTimeout = requestTimeoutMs;
    server.headersTimeout = 10_000;
    // An idle connection is kept 65 s, beyond the usual load balancers' 60 s: a client (fetch says so from the
    // Keep-Alive header, a second less) then drops it before the server does, instead of sending a request on a
    // connection the server is closing (ECONNRESET); Node's 5 s loses that race whenever a client is busy a second.
    server.keepAliveTimeout = 65_000;
    server.once("error", reject);
    server.once("listening", () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        close: (timeoutMs = 10_000) =>
          new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
            server.close(() => {
              clearTimeout(force);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * The HTTP server for `app`, whose requests and responses Node builds with the app's own prototypes (`app.request`,
 * `app.response`) instead of its plain ones. Express otherwise swaps the prototype of each request and response as it
 * arrives (`Object.setPrototypeOf` in `app.handle`), and objects whose prototype changed after they were built defeat
 * V8's caches in all of Node's HTTP code that touches them afterwards: measured alone, that swap was about two thirds
 * of what Express costs a request (docs/performance.md). Express still makes its swap, which now finds the prototype in
 * place and changes nothing, so the app behaves as before; a request served by a different app (a test's, or a mounted
 * sub-app) is swapped as usual.
 *
 * Node's constructors are plain functions, run here on the object `new` made. Should a Node release make them classes
 * (which cannot be called so), the server is Express's usual one instead: slower, never broken at the first request.
 */
export function serverFor(app: Express): Server {
  if ([IncomingMessage, ServerResponse].some((made) => /^class\b/.test(Function.prototype.toString.call(made)))) {
    return createServer(app);
  }
  // Reflect.construct(IncomingMessage, args, AppRequest) would also give the object the app's prototype, but V8 then
  // builds it with another internal layout, and measured as slow as the swap.
  function AppRequest(this: object, ...args: unknown[]) {
    Reflect.apply(IncomingMessage, this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, ...args: unknown[]) {
    Reflect.apply(ServerResponse, this, args);
  }
  AppResponse.prototype = app.response;
  return createServer(
    { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse },
    app,
  );
}
