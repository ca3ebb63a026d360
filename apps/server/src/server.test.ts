import { connect } from "node:net";
import express from "express";
import { describe, expect, test, vi } from "vitest";
import { listen, type RunningServer } from "./server.ts";

/** A client on a raw connection to `running`: what it received, a way to wait for some of it, and its close. */
function rawClient(running: RunningServer) {
  const socket = connect(Number(new URL(running.url).port), "127.0.0.1");
  let received = "";
  const waiting = new Set<() => void>();
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    received += chunk;
    for (const check of waiting) {
      check();
    }
  });
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    socket,
    received: () => received,
    closed,
    send: (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve())),
    /** Until `text` has arrived, or the connection closed. */
    receivedText: (text: string) =>
      Promise.race([
        closed,
        new Promise<void>((resolve) => {
          const check = () => received.includes(text) && resolve();
          waiting.add(check);
          check();
        }),
      ]),
  };
}

/** A promise (`fired`) and what fulfils it (`fire`): one part of a test waits for another. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

/** An app whose GET /slow answers `answer` 200 ms after it is entered (`inHandler`). */
function appWithSlowRoute(answer: object) {
  const { fire: entered, fired: inHandler } = signal();
  const app = express();
  app.get("/slow", async (_req, res) => {
    entered();
    await new Promise((resolve) => setTimeout(resolve, 200));
    res.json(answer);
  });
  return { app, inHandler };
}

describe("graceful shutdown", () => {
  test("close() stops accepting, lets the in-flight request finish with Connection: close, then resolves without the force", async () => {
    const { app, inHandler } = appWithSlowRoute({ done: true });
    const running = await listen(app, 0, "127.0.0.1");
    const forced = vi.spyOn(running.server, "closeAllConnections");
    // fetch keeps its connection alive: without the answer's Connection: close, Node would keep it open after it.
    const inFlight = fetch(`${running.url}/slow`);
    await inHandler;
    let closed = false;
    const closing = running.close(30_000).then(() => {
      closed = true;
    });
    await expect(fetch(`${running.url}/slow`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(closed).toBe(true);
    expect(forced).not.toHaveBeenCalled();
  });

  test("a request still arriving on an open connection when close() is called is answered, with Connection: close", async () => {
    const app = express();
    app.get("/fast", (_req, res) => {
      res.json({ answered: true });
    });
    const running = await listen(app, 0, "127.0.0.1");
    const forced = vi.spyOn(running.server, "closeAllConnections");
    const client = rawClient(running);
    // Its headers begun, not finished: the connection is not idle, so closing does not drop it.
    await client.send("GET /fast HTTP/1.1\r\nHost: example\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = running.close(30_000);
    await client.send("\r\n");
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(client.received().toLowerCase()).toContain("\r\nconnection: close\r\n");
    expect(client.received()).toContain('{"answered":true}');
    await closing;
    expect(forced).not.toHaveBeenCalled();
  });

  test("requests pipelined on one connection are all answered when close() comes during the first", async () => {
    const { app, inHandler } = appWithSlowRoute({ answer: "slow" });
    app.get("/fast", (_req, res) => {
      res.json({ answer: "fast" });
    });
    const running = await listen(app, 0, "127.0.0.1");
    const client = rawClient(running);
    await client.send("GET /slow HTTP/1.1\r\nHost: example\r\n\r\nGET /fast HTTP/1.1\r\nHost: example\r\n\r\n");
    await inHandler;
    const closing = running.close(30_000);
    await client.receivedText('{"answer":"fast"}');
    expect(client.received().match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(client.received().indexOf('{"answer":"slow"}')).toBeLessThan(client.received().indexOf('{"answer":"fast"}'));
    client.socket.destroy();
    await closing;
  });

  test("after close(), a request pipelined behind one answered at once is not run: it could not be answered on that connection", async () => {
    const ran: string[] = [];
    const app = express();
    app.get("/fast", (req, res) => {
      ran.push(req.url);
      res.json({ answer: req.url });
    });
    const running = await listen(app, 0, "127.0.0.1");
    const client = rawClient(running);
    // An open connection, then both requests in one write once the close has begun.
    await client.send("GET /fast?1 HTTP/1.1\r\nHost: example\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = running.close(30_000);
    await client.send("\r\nGET /fast?2 HTTP/1.1\r\nHost: example\r\n\r\n");
    await client.closed;
    expect(client.received().match(/HTTP\/1\.1 200 OK/g)).toHaveLength(1);
    expect(client.received().toLowerCase()).toContain("\r\nconnection: close\r\n");
    expect(client.received()).toContain('{"answer":"/fast?1"}');
    expect(ran).toEqual(["/fast?1"]);
    await closing;
  });

  test("an early answer to an upload still arriving when close() is called reaches a client that reads once it has sent all", async () => {
    const { fire: answer, fired: answered } = signal();
    const { fire: entered, fired: inHandler } = signal();
    const app = express();
    app.post("/upload", async (_req, res) => {
      entered();
      await answered;
      res.status(401).json({ refused: true });
    });
    const running = await listen(app, 0, "127.0.0.1");
    const client = rawClient(running);
    const body = Buffer.alloc(4 * 1024 * 1024, 120);
    // The client reads nothing until its whole body is written (as many HTTP clients do).
    client.socket.pause();
    await client.send(`POST /upload HTTP/1.1\r\nHost: example\r\nContent-Length: ${body.length}\r\n\r\n`);
    await client.send(body.subarray(0, 64 * 1024));
    await inHandler;
    const closing = running.close(2000);
    answer();
    await client.send(body.subarray(64 * 1024));
    client.socket.resume();
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
    expect(client.received()).toContain('{"refused":true}');
    await closing;
  });

  test("an answer already being sent when close() is called arrives whole; its kept-alive connection is then forced", async () => {
    const chunk = "x".repeat(64 * 1024);
    const { fire: begun, fired: sending } = signal();
    const app = express();
    app.get("/stream", async (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain", "content-length": String(chunk.length * 20) });
      for (let index = 0; index < 20; index++) {
        res.write(chunk);
        if (index === 0) {
          begun();
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      res.end();
    });
    const running = await listen(app, 0, "127.0.0.1");
    const response = await fetch(`${running.url}/stream`);
    await sending;
    const closing = running.close(1000);
    expect((await response.text()).length).toBe(chunk.length * 20);
    // It promised keep-alive before the close: the connection is left to the client, then to the force.
    expect(response.headers.get("connection")).toBe("keep-alive");
    await closing;
  });
});

describe("the app's server", () => {
  test("builds each request and response with the app's own prototypes, before Express sees them", async () => {
    const app = express();
    const served: unknown[] = [];
    app.get("/v1/things/:id", (req, res) => {
      served.push({ ip: req.ip, params: req.params });
      res.status(201).json({ id: req.params.id });
    });
    const running = await listen(app, 0, "127.0.0.1");
    const built: boolean[] = [];
    // Runs before Express's own listener: what Node made, before Express's swap.
    running.server.prependListener("request", (req, res) => {
      built.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });
    try {
      for (const id of ["a", "b"]) {
        const response = await fetch(`${running.url}/v1/things/${id}`);
        expect(response.status).toBe(201);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ id });
      }
      expect(built).toEqual([true, true]);
      // Express's request and response methods are all there (req.ip, req.params, res.status().json()).
      expect(served).toEqual([
        { ip: "127.0.0.1", params: { id: "a" } },
        { ip: "127.0.0.1", params: { id: "b" } },
      ]);
    } finally {
      await running.close(1000);
    }
  });
});
