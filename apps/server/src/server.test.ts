import express from "express";
import { describe, expect, test } from "vitest";
import { listen } from "./server.ts";

describe("graceful shutdown", () => {
  test("close() stops accepting, lets the in-flight request finish, then resolves", async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const app = express();
    app.get("/slow", async (_req, res) => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 200));
      res.json({ done: true });
    });
    const running = await listen(app, 0, "127.0.0.1");
    const inFlight = fetch(`${running.url}/slow`);
    await inHandler;
    let closed = false;
    const closing = running.close(5000).then(() => {
      closed = true;
    });
    await expect(fetch(`${running.url}/slow`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(closed).toBe(true);
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
