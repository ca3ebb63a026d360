import { createServer, IncomingMessage, type Server, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Express } from "express";
import { hasBody } from "./platform/has-body.ts";

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
    // The open connections, to find the answer each is busy with when the server closes (one entry a connection).
    const connections = new Set<Socket>();
    server.on("connection", (socket: Socket) => {
      connections.add(socket);
      socket.once("close", () => connections.delete(socket));
    });
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
            // Node keeps a connection open after the answer it is busy with (keep-alive), so the close would wait for
            // the force whenever a request was in flight. Instead, the answer to the last request read on each
            // connection, when it begins, says Connection: close (see lastOnItsConnection): the client then knows not
            // to send another on it, and Node closes the connection once that answer is sent, never before. Requests
            // still arriving are marked as they come; a request read on a connection after its last answer was decided
            // (pipelined behind one answered at once, in the same read) could never be answered there, so the app does
            // not run it (the client sends it again, as any request not answered). The answers already in flight are
            // found through Node's `_httpMessage` (long-standing, not documented: were it gone, none would be marked,
            // and the close would wait for the force as before).
            const appListeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
            server.removeAllListeners("request");
            server.on("request", (req: IncomingMessage, res: ServerResponse) => {
              if (lastAnswerDecided.has(req.socket)) {
                return;
              }
              lastOnItsConnection(res);
              for (const listener of appListeners) {
                Reflect.apply(listener, server, [req, res]);
              }
            });
            for (const socket of connections) {
              const answer = (socket as OpenConnection)._httpMessage;
              if (answer) {
                lastOnItsConnection(answer);
              }
            }
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

/** What Node keeps on a connection, which it does not document: the answer it is busy with, and its parser's latest request. */
type OpenConnection = Socket & { _httpMessage?: ServerResponse | null; parser?: { incoming?: IncomingMessage | null } | null };

/** The connections whose last answer has begun: they read nothing more, and run nothing more they had read. */
const lastAnswerDecided = new WeakSet<Socket>();

/**
 * While the server closes: an answer not yet begun is made the last on its connection when it begins (Node sends
 * Connection: close, and closes the connection once the answer is sent), if it answers the latest request read on
 * that connection (an answer to a pipelined request behind it must still be sent) and that request's body has all
 * arrived (a client may read an early answer only once it has sent the whole body). Otherwise the connection stays
 * as it was: left to the client's next request, or to the force. Once decided, the connection reads nothing more, and
 * a request already read behind it is not run (see close), so no request is run that would not be answered.
 */
function lastOnItsConnection(res: ServerResponse): void {
  if (res.headersSent) {
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const req = this.req;
    const socket = req.socket as OpenConnection;
    // Some of its body still to arrive: not marked.
    if (socket.parser?.incoming === req && (req.complete || !hasBody(req))) {
      this.shouldKeepAlive = false;
      socket.pause();
      lastAnswerDecided.add(socket);
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse["writeHead"];
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
