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
