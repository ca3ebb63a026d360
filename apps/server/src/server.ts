import type { Server } from "node:http";
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
 */
export function listen(app: Express, port: number, host: string, requestTimeoutMs = 30_000): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
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
