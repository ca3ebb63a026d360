import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on loopback that records every delivery. `answer` decides each response's status
 * (200 by default); `close()` stops it, after which deliveries get connection refused.
 */
export async function startReceiver(answer: (request: Received, index: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(request);
      res.writeHead(answer(request, received.length - 1), { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The events received, parsed, in order of arrival. */
    events: () =>
      received.map((request) => JSON.parse(request.body) as { event_id: string; event_type: string; data: Record<string, unknown> }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A URL nothing answers: port 1 (tcpmux) on loopback has no listener wherever the tests run, so every delivery to it
 * is refused. A closed receiver's port is not that: the system may hand it to another test's server a moment later.
 */
export const REFUSING_URL = "http://127.0.0.1:1/hooks";

/** Waits until `condition` holds, polling; fails after `timeoutMs` (generous: this is about eventual delivery, not speed). */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error("condition not met in time");
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
