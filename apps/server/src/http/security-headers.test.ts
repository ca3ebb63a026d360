import express from "express";
import helmet from "helmet";
import { expect, test } from "vitest";
import { listen } from "../server.ts";
import { securityHeaders } from "./security-headers.ts";

const POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: "same-origin" as const },
};

/** The headers of a response of an app that uses `middleware` and answers 204. */
async function headersWith(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get("/", (_req, res) => {
    res.status(204).end();
  });
  const server = await listen(app, 0, "127.0.0.1");
  try {
    const response = await fetch(`${server.url}/`);
    const headers = Object.fromEntries(response.headers);
    for (const name of ["date", "connection", "keep-alive"]) {
      delete headers[name];
    }
    return headers;
  } finally {
    await server.close(1000);
  }
}

test("the security headers computed once are exactly helmet's, header for header", async () => {
  const once = await headersWith(securityHeaders(POLICY));
  expect(once).toEqual(await headersWith(helmet(POLICY)));
  expect(once["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
  expect(once["x-content-type-options"]).toBe("nosniff");
  expect(Object.keys(once).length).toBeGreaterThan(8);
});
