import express from "express";
import { expect, test } from "vitest";
import { listen } from "../server.ts";
import { parseQueryOnce } from "./query-once.ts";

test("req.query is parsed once per request: every read of a request gets the same object, and each request its own", async () => {
  const app = express();
  app.set("query parser", "simple");
  parseQueryOnce(app);
  const seen: unknown[] = [];
  app.get("/q", (req, res) => {
    const first = req.query;
    seen.push(first);
    res.json({ same: req.query === first, query: req.query });
  });
  const running = await listen(app, 0, "127.0.0.1");
  try {
    const answers = [];
    for (const search of ["?a=1&b=two&b=three", "?a=2"]) {
      answers.push(await (await fetch(`${running.url}/q${search}`)).json());
    }
    expect(answers).toEqual([
      { same: true, query: { a: "1", b: ["two", "three"] } },
      { same: true, query: { a: "2" } },
    ]);
    expect(seen[0]).not.toBe(seen[1]);
  } finally {
    await running.close(1000);
  }
});
